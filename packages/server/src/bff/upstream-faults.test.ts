import { answerConsent } from '@plugboard/test-kit';
import { describe, expect, it } from 'vitest';
import { createTestBff } from '../test/bff-harness.ts';
import { ADA } from '../test/test-users.ts';
import { setupEmulator } from '../test/use-emulator.ts';
import { createUpstreamClient } from '../upstream/upstream-client.ts';

const upstream = setupEmulator();
const MAGIC_LINK = '/api/v1/connected_accounts/magic_link';
const VERIFY = '/api/v1/connected_accounts/user/verify';
const ADA_OWNER = { identifier: ADA.identifier, organization_id: ADA.organizationId };
// Long enough for any call on a busy machine; the injected latency is well beyond it.
const TIMEOUT_MS = 3_000;
const LATENCY_MS = TIMEOUT_MS + 2_000;

/** A BFF whose token and connection are ready, so only the faulted call can time out. */
async function warmBff() {
  const bff = createTestBff(upstream, { upstream: { timeoutMs: TIMEOUT_MS } });
  expect((await bff.send('GET', '/accounts')).status).toBe(200);
  return bff;
}

function seed() {
  return createUpstreamClient({
    baseUrl: upstream.emulator.url,
    clientId: upstream.emulator.clientId,
    clientSecret: upstream.emulator.clientSecret,
  });
}

/** Ada's accounts as the upstream holds them. */
async function adasAccounts() {
  return (await seed().listConnectedAccounts(ADA_OWNER)).connected_accounts;
}

/** Polls until `done` holds: the emulator finishes a request whose answer the BFF gave up on. */
async function eventually(done: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 500; tries++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('The emulator never got there');
}

/** What the callback page posts, after consent to a link from POST /links. */
async function callbackFor(link: string) {
  const redirect = await answerConsent(upstream.emulator, link);
  return { auth_request_id: redirect.authRequestId, state: redirect.state };
}

describe('POST /links under upstream faults: no duplicate account', () => {
  it('reuses the account a timed-out magic_link created when the browser asks again', async () => {
    const bff = await warmBff();
    upstream.emulator.control.addFault({
      route: MAGIC_LINK,
      kind: 'latency',
      latency_ms: LATENCY_MS,
      count: 1,
    });
    const lost = await bff.send('POST', '/links', { body: { connector: 'crm' } });
    expect(lost.status).toBe(503);
    expect(lost.json.error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(lost.headers.get('retry-after')).toBe('1');
    // The emulator went on with the request after the BFF stopped waiting.
    await eventually(async () => (await adasAccounts()).length === 1);
    const [created] = await adasAccounts();

    const again = await bff.send('POST', '/links', { body: { connector: 'crm' } });
    expect(again.status).toBe(200);
    const verified = await bff.send('POST', '/verify', {
      body: await callbackFor(again.json.link),
    });
    expect(verified.json.account).toMatchObject({ id: created?.id, status: 'ACTIVE' });
    expect((await adasAccounts()).map((account) => account.id)).toEqual([created?.id]);
  });

  it('answers 502 to a failed magic_link, and the retry connects one account', async () => {
    const bff = createTestBff(upstream);
    upstream.emulator.control.addFault({ route: MAGIC_LINK, kind: '500', count: 1 });
    const failed = await bff.send('POST', '/links', { body: { connector: 'crm' } });
    expect(failed.status).toBe(502);
    expect(failed.json.error.message).toMatch(
      /^The connected-account service failed \(status 500 INTERNAL\): Internal error/,
    );
    const again = await bff.send('POST', '/links', { body: { connector: 'crm' } });
    await bff.send('POST', '/verify', { body: await callbackFor(again.json.link) });
    expect(await adasAccounts()).toEqual([
      expect.objectContaining({ connector: 'crm', status: 'ACTIVE' }),
    ]);
  });

  it('retries the account lookup (a GET) on 429 by itself and never repeats magic_link', async () => {
    const bff = createTestBff(upstream);
    upstream.emulator.control.addFault({
      route: '/api/v1/connected_accounts',
      kind: '429',
      retry_after_seconds: 0,
      count: 2,
    });
    const answer = await bff.send('POST', '/links', { body: { connector: 'crm' } });
    expect(answer.status).toBe(200);
    // The lookup (one search finds the user's first and further accounts) met the 429s and was
    // sent again; the link was asked once, after it.
    const calls = upstream.calls
      .filter((call) => call.path !== '/oauth/token')
      .map((call) => `${call.method} ${call.status}`);
    expect(calls.slice(0, -1)).toEqual(['GET 429', 'GET 429', 'GET 200']);
    expect(calls.at(-1)).toBe('POST 200');
    expect(upstream.count(MAGIC_LINK)).toBe(1);
  });
});

describe('POST /verify under upstream faults: no lost verify', () => {
  async function startConnecting(bff: ReturnType<typeof createTestBff>) {
    const link = await bff.send('POST', '/links', { body: { connector: 'docsapp' } });
    return callbackFor(link.json.link);
  }

  it.each([
    ['503', { kind: '503', retry_after_seconds: 2 } as const, '2'],
    ['500', { kind: '500' } as const, undefined],
    ['429', { kind: '429', retry_after_seconds: 1 } as const, '1'],
  ])(
    'lets the callback page send the same verify again after a %s',
    async (_label, fault, retryAfter) => {
      const bff = createTestBff(upstream);
      const callback = await startConnecting(bff);
      upstream.emulator.control.addFault({ route: VERIFY, count: 1, ...fault });
      const failed = await bff.send('POST', '/verify', { body: callback });
      expect(failed.status).toBeGreaterThanOrEqual(502);
      if (retryAfter) expect(failed.headers.get('retry-after')).toBe(retryAfter);
      const again = await bff.send('POST', '/verify', { body: callback });
      expect(again.status).toBe(200);
      expect(again.json.account).toMatchObject({ connector: 'docsapp', status: 'ACTIVE' });
      // Spent for good once it succeeded: a replay is refused before the upstream.
      const replay = await bff.send('POST', '/verify', { body: callback });
      expect(replay.json.error.code).toBe('INVALID_STATE');
      expect(upstream.count(VERIFY)).toBe(2);
    },
  );

  it('answers the account when the timed-out verify went through after all', async () => {
    const bff = await warmBff();
    const callback = await startConnecting(bff);
    upstream.emulator.control.addFault({
      route: VERIFY,
      kind: 'latency',
      latency_ms: LATENCY_MS,
      count: 1,
    });
    const lost = await bff.send('POST', '/verify', { body: callback });
    expect(lost.status).toBe(503);
    await eventually(async () => (await adasAccounts())[0]?.status === 'ACTIVE');

    // The upstream says the auth request is consumed; the account, ACTIVE since, says by whom.
    const again = await bff.send('POST', '/verify', { body: callback });
    expect(again.status).toBe(200);
    expect(again.json.account).toMatchObject({ connector: 'docsapp', status: 'ACTIVE' });
    expect(upstream.calls.filter((call) => call.path === VERIFY).at(-1)?.status).toBe(404);
  });

  it('still refuses a consumed auth request when this attempt activated nothing', async () => {
    const bff = createTestBff(upstream);
    const first = await startConnecting(bff);
    expect((await bff.send('POST', '/verify', { body: first })).status).toBe(200);
    await upstream.emulator.control.advanceClock(3601);
    // A new attempt (the account now awaits verification) replays the old, consumed auth request.
    const second = await startConnecting(bff);
    const mixed = await bff.send('POST', '/verify', {
      body: { auth_request_id: first.auth_request_id, state: second.state },
    });
    expect(mixed.status).toBe(400);
    expect(mixed.json.error.code).toBe('VERIFY_FAILED');
    expect((await adasAccounts())[0]?.status).toBe('PENDING_VERIFICATION');
  });
});
