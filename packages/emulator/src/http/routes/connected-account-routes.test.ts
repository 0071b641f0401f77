import {
  connectedAccountListSchema,
  connectedAccountResponseSchema,
  connectionListSchema,
} from '@plugboard/schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorBody, setupEmulator } from '../../test/harness.ts';

const t = setupEmulator();

beforeEach(async () => {
  await t.emulator.control.reset();
});

async function createAccount(fields: Record<string, unknown>) {
  const answer = await t.api('POST', '/api/v1/connected_accounts', fields);
  expect(answer.status).toBe(201);
  return connectedAccountResponseSchema.parse(answer.body).connected_account;
}

describe('POST /api/v1/connected_accounts', () => {
  it('creates a PENDING_AUTH account in full form with a ca_ id', async () => {
    const account = await createAccount({
      connector: 'crm',
      identifier: 'ann@example.com',
      user_id: 'u1',
    });
    expect(account).toMatchObject({
      connector: 'crm',
      identifier: 'ann@example.com',
      user_id: 'u1',
      status: 'PENDING_AUTH',
      provider: 'CUSTOM',
      connection_id: 'conn_crm',
      authorization_type: 'OAUTH',
    });
    expect(account.id).toMatch(/^ca_/);
    expect(account).not.toHaveProperty('organization_id');
  });

  it('creates an ACTIVE account when authorization details are supplied', async () => {
    const account = await createAccount({
      connector: 'websearch',
      identifier: 'team',
      organization_id: 'org_1',
      connected_account: {
        api_config: { timeout_ms: 500 },
        authorization_details: { static_auth: { details: { api_key: 'k' } } },
      },
    });
    expect(account.status).toBe('ACTIVE');
    expect(account.api_config).toEqual({ timeout_ms: 500 });
    expect(account.authorization_details).toEqual({ static_auth: { details: { api_key: 'k' } } });
  });

  it('answers 409 for the same connector, identifier and owner, and allows another owner', async () => {
    await createAccount({ connector: 'crm', identifier: 'ann@example.com', user_id: 'u1' });
    const again = await t.api('POST', '/api/v1/connected_accounts', {
      connector: 'crm',
      identifier: 'ann@example.com',
      user_id: 'u1',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(errorBody(6, 'ALREADY_EXISTS'));
    await createAccount({ connector: 'crm', identifier: 'ann@example.com', user_id: 'u2' });
  });

  it('answers 400 naming the field for an unknown connector', async () => {
    const answer = await t.api('POST', '/api/v1/connected_accounts', {
      connector: 'fax',
      identifier: 'x',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
    expect((answer.body as { message: string }).message).toContain('connector');
  });
});

describe('GET /api/v1/connected_accounts', () => {
  it('pages through accounts with next and prev tokens and a total', async () => {
    for (const n of [1, 2, 3, 4, 5]) {
      await createAccount({ connector: 'docsapp', identifier: `user${n}@example.com` });
    }
    const page = async (query: string) => {
      const answer = await t.api('GET', `/api/v1/connected_accounts?${query}`);
      expect(answer.status).toBe(200);
      return connectedAccountListSchema.parse(answer.body);
    };
    const first = await page('page_size=2');
    expect(first.total_size).toBe(5);
    expect(first.prev_page_token).toBe('');
    expect(first.connected_accounts.map((a) => a.identifier)).toEqual([
      'user1@example.com',
      'user2@example.com',
    ]);
    expect(first.connected_accounts[0]).not.toHaveProperty('authorization_details');

    const second = await page(`page_size=2&page_token=${first.next_page_token}`);
    expect(second.connected_accounts.map((a) => a.identifier)).toEqual([
      'user3@example.com',
      'user4@example.com',
    ]);
    const last = await page(`page_size=2&page_token=${second.next_page_token}`);
    expect(last.connected_accounts.map((a) => a.identifier)).toEqual(['user5@example.com']);
    expect(last.next_page_token).toBe('');

    const back = await page(`page_size=2&page_token=${last.prev_page_token}`);
    expect(back.connected_accounts).toEqual(second.connected_accounts);
    const backToFirst = await page(`page_size=2&page_token=${second.prev_page_token}`);
    expect(backToFirst.connected_accounts).toEqual(first.connected_accounts);
  });

  it('filters by connector, identifier, organization and user', async () => {
    await createAccount({ connector: 'docsapp', identifier: 'a', user_id: 'u1' });
    await createAccount({ connector: 'crm', identifier: 'a', user_id: 'u1' });
    await createAccount({ connector: 'crm', identifier: 'b', organization_id: 'org_1' });
    const identifiers = async (query: string) => {
      const answer = await t.api('GET', `/api/v1/connected_accounts?${query}`);
      const list = connectedAccountListSchema.parse(answer.body);
      return list.connected_accounts.map((a) => `${a.connector}:${a.identifier}`);
    };
    expect(await identifiers('connector=crm')).toEqual(['crm:a', 'crm:b']);
    expect(await identifiers('user_id=u1&connector=docsapp')).toEqual(['docsapp:a']);
    expect(await identifiers('organization_id=org_1')).toEqual(['crm:b']);
    expect(await identifiers('identifier=a&provider=CUSTOM')).toEqual(['docsapp:a', 'crm:a']);
    expect(await identifiers('provider=OTHER')).toEqual([]);
  });

  it('answers 400 for a malformed query or a page token it did not issue', async () => {
    for (const query of [
      'page_size=0',
      'page_size=101',
      'page_size=ten',
      'page_token=nope',
      'connector=fax',
    ]) {
      const answer = await t.api('GET', `/api/v1/connected_accounts?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
    }
  });
});

describe('GET /api/v1/connected_accounts/auth', () => {
  it('finds an account by id or by connector and identifier with its owner', async () => {
    const created = await createAccount({ connector: 'crm', identifier: 'ann', user_id: 'u1' });
    const byId = await t.api('GET', `/api/v1/connected_accounts/auth?id=${created.id}`);
    expect(byId.status).toBe(200);
    expect(connectedAccountResponseSchema.parse(byId.body).connected_account).toEqual(created);
    const byKey = await t.api(
      'GET',
      '/api/v1/connected_accounts/auth?connector=crm&identifier=ann&user_id=u1',
    );
    expect(connectedAccountResponseSchema.parse(byKey.body).connected_account.id).toBe(created.id);
  });

  it('answers 404 when nothing matches, including another owner', async () => {
    await createAccount({ connector: 'crm', identifier: 'ann', user_id: 'u1' });
    for (const query of ['id=ca_missing', 'connector=crm&identifier=ann&user_id=u2']) {
      const answer = await t.api('GET', `/api/v1/connected_accounts/auth?${query}`);
      expect(answer.status, query).toBe(404);
      expect(answer.body).toEqual(errorBody(5, 'NOT_FOUND'));
    }
  });

  it('answers 400 when the selector is incomplete', async () => {
    for (const query of ['', 'connector=crm', 'identifier=ann&user_id=u1']) {
      const answer = await t.api('GET', `/api/v1/connected_accounts/auth?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
    }
  });
});

describe('POST /api/v1/connected_accounts:delete', () => {
  it('removes the account and its credentials, then answers 404', async () => {
    const created = await createAccount({
      connector: 'warehouse',
      identifier: 'svc',
      connected_account: { authorization_details: { static_auth: { details: { token: 't' } } } },
    });
    const deleted = await t.api('POST', '/api/v1/connected_accounts:delete', { id: created.id });
    expect(deleted).toMatchObject({ status: 200, body: {} });
    const lookup = await t.api('GET', `/api/v1/connected_accounts/auth?id=${created.id}`);
    expect(lookup.status).toBe(404);
    const again = await t.api('POST', '/api/v1/connected_accounts:delete', { id: created.id });
    expect(again.status).toBe(404);
    expect(again.body).toEqual(errorBody(5, 'NOT_FOUND'));
  });

  it('deletes by connector and identifier, and answers 400 for an empty selector', async () => {
    await createAccount({ connector: 'video', identifier: 'chan' });
    const deleted = await t.api('POST', '/api/v1/connected_accounts:delete', {
      connector: 'video',
      identifier: 'chan',
    });
    expect(deleted.status).toBe(200);
    const empty = await t.api('POST', '/api/v1/connected_accounts:delete', {});
    expect(empty.status).toBe(400);
  });
});

describe('GET /api/v1/connections', () => {
  it('lists one completed, enabled CUSTOM connection per connector', async () => {
    const answer = await t.api('GET', '/api/v1/connections');
    expect(answer.status).toBe(200);
    const { connections } = connectionListSchema.parse(answer.body);
    expect(connections.map((c) => [c.key_id, c.type])).toEqual([
      ['docsapp', 'OAUTH'],
      ['crm', 'OAUTH'],
      ['warehouse', 'BEARER'],
      ['video', 'OAUTH'],
      ['websearch', 'API_KEY'],
      ['doclib', 'OAUTH'],
    ]);
    for (const connection of connections) {
      expect(connection).toMatchObject({ provider: 'CUSTOM', status: 'COMPLETED', enabled: true });
    }
  });
});
