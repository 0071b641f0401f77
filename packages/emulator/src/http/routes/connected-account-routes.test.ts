import {
  connectedAccountDetailsResponseSchema,
  connectedAccountListSchema,
  connectedAccountResponseSchema,
} from '@plugboard/schema/upstream';
import { beforeEach, describe, expect, it } from 'vitest';
import { connectionListSchema } from '../../contract/connection.ts';
import { errorBody, seedOwners, setupEmulator } from '../../test/harness.ts';

const t = setupEmulator();

beforeEach(async () => {
  await t.emulator.control.reset();
  await seedOwners(t.emulator, { organizations: ['org_1'], users: ['u1', 'u2'] });
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

  it('answers 400 naming the field when organization_id or user_id names no one, and makes nothing', async () => {
    for (const [field, value] of [
      ['organization_id', 'org_missing'],
      ['user_id', 'usr_missing'],
    ] as const) {
      const answer = await t.api('POST', '/api/v1/connected_accounts', {
        connector: 'crm',
        identifier: 'ann@example.com',
        organization_id: 'org_1',
        user_id: 'u1',
        [field]: value,
      });
      expect(answer.status, field).toBe(400);
      expect(answer.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
      expect((answer.body as { message: string }).message).toContain(`${field} "${value}"`);
    }
    const list = await t.api('GET', '/api/v1/connected_accounts');
    expect(connectedAccountListSchema.parse(list.body).total_size).toBe(0);
    await createAccount({
      connector: 'crm',
      identifier: 'ann@example.com',
      organization_id: 'org_1',
      user_id: 'u1',
    });
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
    // A filter is no selector: one naming no organization simply matches nothing.
    expect(await identifiers('organization_id=org_missing')).toEqual([]);
  });

  it('answers 400 for a malformed query or a page token it did not issue', async () => {
    for (const query of [
      'page_size=-1',
      'page_size=100',
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

describe('GET /api/v1/connected_accounts/details', () => {
  it('answers the account with its api_config and without its credentials', async () => {
    const created = await createAccount({
      connector: 'crm',
      identifier: 'ann',
      user_id: 'u1',
      connected_account: {
        api_config: { timeout_ms: 500 },
        authorization_details: { oauth_token: { access_token: 'secret-at' } },
      },
    });
    const answer = await t.api('GET', `/api/v1/connected_accounts/details?id=${created.id}`);
    expect(answer.status).toBe(200);
    const { connected_account } = connectedAccountDetailsResponseSchema.parse(answer.body);
    const { authorization_details: _, ...withoutCredentials } = created;
    expect(connected_account).toEqual(withoutCredentials);
    expect(JSON.stringify(answer.body)).not.toContain('secret-at');
  });

  it('answers 404 for no match and 400 for an incomplete selector', async () => {
    const missing = await t.api('GET', '/api/v1/connected_accounts/details?id=ca_missing');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(errorBody(5, 'NOT_FOUND'));
    for (const query of ['', 'connector=crm']) {
      const answer = await t.api('GET', `/api/v1/connected_accounts/details?${query}`);
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

describe('PUT /api/v1/connected_accounts', () => {
  it('merges api_config and changes only the credential fields supplied', async () => {
    const created = await createAccount({
      connector: 'crm',
      identifier: 'ann',
      user_id: 'u1',
      connected_account: {
        api_config: { timeout_ms: 500, region: 'eu' },
        authorization_details: {
          oauth_token: { access_token: 'at-1', refresh_token: 'rt-1', scopes: ['read'] },
        },
      },
    });
    const answer = await t.api('PUT', '/api/v1/connected_accounts', {
      connector: 'crm',
      identifier: 'ann',
      user_id: 'u1',
      connected_account: {
        api_config: { timeout_ms: 900 },
        authorization_details: { oauth_token: { refresh_token: 'rt-2' } },
      },
    });
    expect(answer.status).toBe(200);
    const updated = connectedAccountResponseSchema.parse(answer.body).connected_account;
    expect(updated.id).toBe(created.id);
    expect(updated.api_config).toEqual({ timeout_ms: 900, region: 'eu' });
    expect(updated.authorization_details).toEqual({
      oauth_token: { access_token: 'at-1', refresh_token: 'rt-2', scopes: ['read'] },
    });
  });

  it('makes an account awaiting auth ACTIVE once credentials are supplied', async () => {
    const created = await createAccount({ connector: 'websearch', identifier: 'team' });
    expect(created.status).toBe('PENDING_AUTH');
    const answer = await t.api('PUT', '/api/v1/connected_accounts', {
      id: created.id,
      connected_account: { authorization_details: { static_auth: { details: { api_key: 'k' } } } },
    });
    const updated = connectedAccountResponseSchema.parse(answer.body).connected_account;
    expect(updated.status).toBe('ACTIVE');
    const configOnly = await t.api('PUT', '/api/v1/connected_accounts', {
      id: created.id,
      connected_account: { api_config: { safe_search: true } },
    });
    expect(connectedAccountResponseSchema.parse(configOnly.body).connected_account).toMatchObject({
      status: 'ACTIVE',
      authorization_details: { static_auth: { details: { api_key: 'k' } } },
    });
  });

  it('answers 404 for an unknown account and 400 for an empty update or selector', async () => {
    const missing = await t.api('PUT', '/api/v1/connected_accounts', {
      id: 'ca_missing',
      connected_account: { api_config: {} },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(errorBody(5, 'NOT_FOUND'));
    const created = await createAccount({ connector: 'crm', identifier: 'ann' });
    for (const body of [
      { id: created.id },
      { id: created.id, connected_account: {} },
      { connector: 'crm', connected_account: { api_config: {} } },
    ]) {
      const answer = await t.api('PUT', '/api/v1/connected_accounts', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
    }
  });
});

describe('GET /api/v1/connected_accounts:search', () => {
  async function search(query: string) {
    const answer = await t.api('GET', `/api/v1/connected_accounts:search?${query}`);
    expect(answer.status, query).toBe(200);
    return connectedAccountListSchema.parse(answer.body);
  }

  it('matches identifiers, providers and connectors case-insensitively, in pages', async () => {
    await createAccount({ connector: 'crm', identifier: 'Ann.Lee@Example.com' });
    await createAccount({ connector: 'docsapp', identifier: 'bob@example.com' });
    await createAccount({ connector: 'warehouse', identifier: 'svc-loader' });
    const identifiers = async (query: string) =>
      (await search(query)).connected_accounts.map((account) => account.identifier);

    expect(await identifiers('query=ann.lee')).toEqual(['Ann.Lee@Example.com']);
    expect(await identifiers('query=EXAMPLE')).toEqual(['Ann.Lee@Example.com', 'bob@example.com']);
    expect(await identifiers('query=WareHouse')).toEqual(['svc-loader']);
    expect(await identifiers('query=custom')).toHaveLength(3);
    expect(await identifiers('query=nothing-like-it')).toEqual([]);

    const first = await search('query=custom&page_size=2');
    expect(first).toMatchObject({ total_size: 3, prev_page_token: '' });
    const last = await search(`query=custom&page_size=2&page_token=${first.next_page_token}`);
    expect(last.connected_accounts).toHaveLength(1);
    expect(last.next_page_token).toBe('');
    expect(last.connected_accounts[0]).not.toHaveProperty('authorization_details');
  });

  it('takes % and _ in the text literally', async () => {
    await createAccount({ connector: 'crm', identifier: 'percent%sign' });
    await createAccount({ connector: 'crm', identifier: 'plain' });
    expect((await search('query=t%25s')).connected_accounts.map((a) => a.identifier)).toEqual([
      'percent%sign',
    ]);
  });

  it('answers 400 for a query shorter than 3 characters, a missing one or a bad page token', async () => {
    for (const query of ['query=ab', '', 'query=abc&page_token=bogus']) {
      const answer = await t.api('GET', `/api/v1/connected_accounts:search?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
    }
  });
});

describe('connected accounts and tool calls', () => {
  const toolCall = (connected_account_id: string) =>
    t.api('POST', '/api/v1/execute_tool', {
      tool_name: 'docsapp_page_get',
      params: { page_id: '00000000-0000-4000-8000-000000000000' },
      connected_account_id,
    });

  it('sets last_used_at when a tool runs with the account', async () => {
    const created = await createAccount({
      connector: 'docsapp',
      identifier: 'ann',
      connected_account: { authorization_details: { oauth_token: { access_token: 'at' } } },
    });
    expect(created).not.toHaveProperty('last_used_at');
    await toolCall(created.id);
    const list = await t.api('GET', '/api/v1/connected_accounts?connector=docsapp');
    const [summary] = connectedAccountListSchema.parse(list.body).connected_accounts;
    expect(summary?.last_used_at).toEqual(expect.any(String));
  });

  it('answers a tool call with a deleted account 404: its credentials are revoked', async () => {
    const created = await createAccount({
      connector: 'docsapp',
      identifier: 'ann',
      connected_account: { authorization_details: { oauth_token: { access_token: 'at' } } },
    });
    await t.api('POST', '/api/v1/connected_accounts:delete', { id: created.id });
    const answer = await toolCall(created.id);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 5 });
  });
});
