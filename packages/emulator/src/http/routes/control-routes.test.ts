import { connectedAccountResponseSchema } from '@plugboard/schema/upstream';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorBody, setupEmulator } from '../../test/harness.ts';

const t = setupEmulator();

beforeEach(async () => {
  await t.emulator.control.reset();
});

function control(method: string, path: string, body?: unknown, secret?: string) {
  const { clientId, clientSecret } = t.emulator;
  const basic = Buffer.from(`${clientId}:${secret ?? clientSecret}`).toString('base64');
  return t.request(`/_emulator${path}`, {
    method,
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}

describe('the /_emulator guard', () => {
  it('answers 401 without the client credentials in HTTP Basic', async () => {
    const anonymous = await t.request('/_emulator/reset', { method: 'POST' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(errorBody(16, 'UNAUTHENTICATED'));
    expect(anonymous.headers.get('www-authenticate')).toContain('Basic');
    expect((await control('POST', '/reset', undefined, 'wrong')).status).toBe(401);
    const bearer = await t.request('/_emulator/reset', {
      method: 'POST',
      headers: { authorization: `Bearer ${await t.token()}` },
    });
    expect(bearer.status).toBe(401);
  });
});

describe('POST /_emulator/reset', () => {
  it('removes every connected account', async () => {
    await t.api('POST', '/api/v1/connected_accounts', { connector: 'crm', identifier: 'ann' });
    expect(await control('POST', '/reset')).toMatchObject({ status: 200, body: {} });
    const list = await t.api('GET', '/api/v1/connected_accounts');
    expect(list.body).toMatchObject({ total_size: 0 });
  });
});

describe('PUT /_emulator/connected_accounts/:id/status', () => {
  it('puts an account in any status; only ACTIVE runs tools, the others answer ACCOUNT_NOT_ACTIVE', async () => {
    const created = await t.api('POST', '/api/v1/connected_accounts', {
      connector: 'websearch',
      identifier: 'ann',
      connected_account: { authorization_details: { static_auth: { details: { token: 'k' } } } },
    });
    const { id } = connectedAccountResponseSchema.parse(created.body).connected_account;
    const run = () =>
      t.api('POST', '/api/v1/execute_tool', {
        tool_name: 'websearch_web_search',
        params: { q: 'plugboard' },
        connected_account_id: id,
      });
    for (const status of ['DISCONNECTED', 'REVOKED', 'ERROR', 'SUSPENDED', 'EXPIRED'] as const) {
      expect(await control('PUT', `/connected_accounts/${id}/status`, { status })).toMatchObject({
        status: 200,
        body: { id, status },
      });
      const details = await t.api('GET', `/api/v1/connected_accounts/details?id=${id}`);
      expect(details.body).toMatchObject({ connected_account: { status } });
      const refused = await run();
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain('ACCOUNT_NOT_ACTIVE');
    }
    await control('PUT', `/connected_accounts/${id}/status`, { status: 'ACTIVE' });
    expect((await run()).status).toBe(200);
  });

  it('answers 404 for no such account and 400 for a status outside section 3', async () => {
    const missing = await control('PUT', '/connected_accounts/ca_none/status', {
      status: 'ACTIVE',
    });
    expect(missing.status).toBe(404);
    const created = await t.api('POST', '/api/v1/connected_accounts', {
      connector: 'crm',
      identifier: 'ann',
    });
    const { id } = connectedAccountResponseSchema.parse(created.body).connected_account;
    expect(
      (await control('PUT', `/connected_accounts/${id}/status`, { status: 'GONE' })).status,
    ).toBe(400);
  });
});

describe('POST /_emulator/clock', () => {
  it('moves the clock: tokens expire and ACTIVE accounts past their token expiry become EXPIRED', async () => {
    const created = await t.api('POST', '/api/v1/connected_accounts', {
      connector: 'docsapp',
      identifier: 'ann',
      connected_account: { authorization_details: { oauth_token: { access_token: 'at' } } },
    });
    const { id } = connectedAccountResponseSchema.parse(created.body).connected_account;
    const magic = await t.api('POST', '/api/v1/connected_accounts/magic_link', {
      id,
      connector: 'docsapp',
      identifier: 'ann',
      user_verify_url: 'http://app.test/cb',
    });
    const link = new URL((magic.body as { link: string }).link).pathname;
    const approved = await t.request(link, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'approve' }),
    });
    const authRequestId =
      new URL(approved.headers.get('location') ?? '').searchParams.get('auth_request_id') ?? '';
    await t.api('POST', '/api/v1/connected_accounts/user/verify', {
      auth_request_id: authRequestId,
      identifier: 'ann',
    });
    const oldToken = await t.token();

    const before = t.emulator.control.now().getTime();
    const moved = await control('POST', '/clock', { advance_seconds: 3601 });
    expect(moved.status).toBe(200);
    expect(new Date((moved.body as { now: string }).now).getTime()).toBeGreaterThanOrEqual(
      before + 3_601_000,
    );

    const expiredToken = await t.request('/api/v1/connections', {
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(expiredToken.status).toBe(401);
    const account = await t.api('GET', `/api/v1/connected_accounts/auth?id=${id}`);
    expect(connectedAccountResponseSchema.parse(account.body).connected_account.status).toBe(
      'EXPIRED',
    );
  });

  it('answers 400 for a negative or missing advance', async () => {
    for (const body of [{}, { advance_seconds: -5 }, { advance_seconds: 'soon' }]) {
      const answer = await control('POST', '/clock', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
    }
  });
});

describe('/_emulator/faults', () => {
  it('answers the next matching request with 429 and Retry-After, then lets requests through', async () => {
    const added = await control('POST', '/faults', {
      route: '/api/v1/connected_accounts',
      kind: '429',
      retry_after_seconds: 7,
      count: 1,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      fault: { id: expect.stringMatching(/^flt_/), kind: '429' },
    });

    const limited = await t.api('GET', '/api/v1/connected_accounts');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(errorBody(8, 'RESOURCE_EXHAUSTED'));
    expect(limited.headers.get('retry-after')).toBe('7');
    expect((await t.api('GET', '/api/v1/connected_accounts')).status).toBe(200);
    expect((await control('GET', '/faults')).body).toEqual({ faults: [] });
  });

  it('fails only requests that name the faulted connector', async () => {
    await control('POST', '/faults', { connector: 'crm', kind: '503' });
    const crm = await t.api('GET', '/api/v1/connected_accounts?connector=crm');
    expect(crm.status).toBe(503);
    expect(crm.body).toEqual(errorBody(14, 'UNAVAILABLE'));
    const crmBody = await t.api('POST', '/api/v1/connected_accounts', {
      connector: 'crm',
      identifier: 'x',
    });
    expect(crmBody.status).toBe(503);
    expect((await t.api('GET', '/api/v1/connected_accounts?connector=docsapp')).status).toBe(200);
  });

  it('answers 500 on every matching request until the faults are deleted', async () => {
    await control('POST', '/faults', { route: '/api/v1/connections', kind: '500', rate: 1 });
    for (const _ of [1, 2]) {
      const failed = await t.api('GET', '/api/v1/connections');
      expect(failed.status).toBe(500);
      expect(failed.body).toEqual(errorBody(13, 'INTERNAL'));
    }
    expect(await control('DELETE', '/faults')).toMatchObject({ status: 200, body: {} });
    expect((await t.api('GET', '/api/v1/connections')).status).toBe(200);
  });

  it('delays matching requests by latency_ms and then answers normally', async () => {
    await control('POST', '/faults', { route: '/oauth/token', kind: 'latency', latency_ms: 300 });
    const started = performance.now();
    const token = await t.token();
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    expect(token).toEqual(expect.any(String));
  });

  it('never blocks the control API itself', async () => {
    await control('POST', '/faults', { route: '/', kind: '503' });
    expect((await t.api('GET', '/api/v1/connections')).status).toBe(503);
    expect((await control('DELETE', '/faults')).status).toBe(200);
  });

  it('answers 400 for a fault it cannot apply', async () => {
    for (const body of [
      { kind: '429' },
      { route: '/api', kind: 'latency' },
      { route: '/api', kind: '418' },
      { route: '/api', kind: '500', count: 1, rate: 0.5 },
      { route: 'api', kind: '500' },
    ]) {
      const answer = await control('POST', '/faults', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
    }
  });
});

describe('POST /_emulator/seed', () => {
  it('seeds a named scenario and answers the ids it made', async () => {
    const answer = await control('POST', '/seed', { scenario: 'demo' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      organizations: ['org_acme', 'org_globex'],
      users: ['usr_ada', 'usr_grace', 'usr_margaret', 'usr_linus', 'usr_alan'],
      roles: [expect.stringMatching(/^role_/)],
      connected_accounts: expect.arrayContaining([expect.stringMatching(/^ca_/)]),
    });
    const accounts = await t.api('GET', '/api/v1/connected_accounts');
    const statuses = (
      accounts.body as { connected_accounts: { status: string }[] }
    ).connected_accounts.map((account) => account.status);
    expect(new Set(statuses)).toEqual(
      new Set(['ACTIVE', 'EXPIRED', 'PENDING_AUTH', 'PENDING_VERIFICATION', 'DISCONNECTED']),
    );
    const margaret = await t.api('GET', '/api/v1/users/usr_margaret');
    expect(margaret.body).toMatchObject({
      user: { memberships: [{ membership_status: 'INVITE_EXPIRED' }] },
    });
  });

  it('seeds data: accounts in the given status, with credentials when live', async () => {
    const answer = await control('POST', '/seed', {
      data: {
        organizations: [{ id: 'org_1', display_name: 'One', region_code: 'EU' }],
        users: [{ email: 'ann@one.test', memberships: [{ organization_id: 'org_1' }] }],
        connected_accounts: [
          { connector: 'crm', identifier: 'ann@one.test', organization_id: 'org_1' },
          { connector: 'video', identifier: 'ann', status: 'PENDING_VERIFICATION' },
        ],
      },
    });
    expect(answer.status).toBe(201);
    const [live, pending] = (answer.body as { connected_accounts: string[] }).connected_accounts;
    const liveAccount = await t.api('GET', `/api/v1/connected_accounts/auth?id=${live}`);
    expect(liveAccount.body).toMatchObject({
      connected_account: {
        status: 'ACTIVE',
        token_expires_at: expect.any(String),
        authorization_details: { oauth_token: { access_token: expect.any(String) } },
      },
    });
    const pendingAccount = await t.api('GET', `/api/v1/connected_accounts/auth?id=${pending}`);
    expect(pendingAccount.body).toMatchObject({
      connected_account: { status: 'PENDING_VERIFICATION' },
    });
    expect((await t.api('GET', '/api/v1/organizations/org_1')).body).toMatchObject({
      organization: { region_code: 'EU' },
    });
  });

  it('adds all of the data or, on any error, none of it', async () => {
    const answer = await control('POST', '/seed', {
      data: {
        organizations: [{ id: 'org_1', display_name: 'One' }],
        users: [
          { email: 'ann@one.test', memberships: [{ organization_id: 'org_1' }] },
          { email: 'bob@one.test', memberships: [{ organization_id: 'org_nowhere' }] },
        ],
      },
    });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(errorBody(5, 'NOT_FOUND'));
    expect((await t.api('GET', '/api/v1/organizations')).body).toMatchObject({ total_size: 0 });
    expect((await t.api('GET', '/api/v1/users')).body).toMatchObject({ total_size: 0 });
  });

  it('answers 400 for an unknown scenario, both or neither, or malformed data', async () => {
    for (const body of [
      { scenario: 'nope' },
      {},
      { scenario: 'demo', data: {} },
      { data: { organizations: [{ display_name: '' }] } },
      { data: { teams: [] } },
      { data: { organizations: [{ display_name: 'Typo', externalId: 'x' }] } },
    ]) {
      const answer = await control('POST', '/seed', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
    }
  });

  it('is undone by reset, which keeps the baseline roles', async () => {
    await control('POST', '/seed', { scenario: 'demo' });
    await control('POST', '/reset');
    expect((await t.api('GET', '/api/v1/users')).body).toMatchObject({ total_size: 0 });
    const roles = await t.api('GET', '/api/v1/roles');
    expect((roles.body as { roles: { name: string }[] }).roles.map((r) => r.name)).toEqual([
      'member',
      'admin',
    ]);
  });
});

describe('/_emulator/rate_limit', () => {
  // One request per 100 s on average: the bucket never refills by itself during a test.
  const slow = { requests_per_second: 0.01, burst: 2 };

  it('answers requests beyond the rate with 429, Retry-After and the error body', async () => {
    const token = await t.token();
    const call = () =>
      t.request('/api/v1/connections', { headers: { authorization: `Bearer ${token}` } });
    const set = await control('PUT', '/rate_limit', slow);
    expect(set).toMatchObject({ status: 200, body: { rate_limit: slow } });
    expect((await control('GET', '/rate_limit')).body).toEqual({ rate_limit: slow });

    expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(200);
    const limited = await call();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(errorBody(8, 'RESOURCE_EXHAUSTED'));
    // The next request is due when the bucket holds one again: up to 100 s away at this rate.
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(100);
    const token429 = await t.request('/oauth/token', { method: 'POST' });
    expect(token429.status).toBe(429);

    await t.emulator.control.advanceClock(100);
    expect((await call()).status).toBe(200);
  });

  it('never limits the control API or the dashboard, and lifts with DELETE', async () => {
    await control('PUT', '/rate_limit', { requests_per_second: 0.01, burst: 1 });
    for (const _ of [1, 2, 3]) {
      expect((await control('GET', '/faults')).status).toBe(200);
      expect((await t.request('/')).status).toBe(200);
    }
    expect(await control('DELETE', '/rate_limit')).toMatchObject({ status: 200, body: {} });
    expect((await control('GET', '/rate_limit')).body).toEqual({ rate_limit: null });
    for (const _ of [1, 2, 3]) expect((await t.api('GET', '/api/v1/connections')).status).toBe(200);
  });

  it('is lifted by reset when the emulator started without one', async () => {
    await control('PUT', '/rate_limit', slow);
    await control('POST', '/reset');
    expect((await control('GET', '/rate_limit')).body).toEqual({ rate_limit: null });
  });

  it('answers 400 for a rate that is not a positive number', async () => {
    for (const body of [{}, { requests_per_second: 0 }, { requests_per_second: 5, burst: 0.5 }]) {
      const answer = await control('PUT', '/rate_limit', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
  });
});
