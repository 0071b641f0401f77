import { connectedAccountResponseSchema } from '@plugboard/schema/upstream';
import { describe, expect, it } from 'vitest';
import { DOCSAPP_SEED } from '../../connectors/docsapp/index.ts';
import { prepareCorpus } from '../../connectors/websearch/index.ts';
import { errorBody, seedOwners } from '../../test/harness.ts';
import { setupToolHarness } from '../../test/tool-harness.ts';

const t = setupToolHarness();
const pageGet = { tool_name: 'docsapp_page_get', params: { page_id: DOCSAPP_SEED.wikiPageId } };

async function accountDetails(id: string) {
  const answer = await t.harness.api('GET', `/api/v1/connected_accounts/auth?id=${id}`);
  return connectedAccountResponseSchema.parse(answer.body).connected_account;
}

describe('POST /api/v1/execute_tool', () => {
  it('answers {data, execution_id} and records the account as used', async () => {
    const id = await t.account('docsapp');
    expect((await accountDetails(id)).last_used_at).toBeUndefined();
    const before = t.harness.emulator.control.now().getTime();
    const answer = await t.execute({ connected_account_id: id, ...pageGet });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: expect.objectContaining({ object: 'page', id: DOCSAPP_SEED.wikiPageId }),
      execution_id: expect.stringMatching(/^exec_/),
    });
    const usedAt = (await accountDetails(id)).last_used_at ?? '';
    expect(new Date(usedAt).getTime()).toBeGreaterThanOrEqual(before);
  });

  it('sends the answer as JSON of its byte length, without an ETag', async () => {
    const id = await t.account('docsapp');
    const answer = await t.execute({ connected_account_id: id, ...pageGet });
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('etag')).toBeNull();
    // The seed page's icon is an emoji: bytes, not characters, are counted.
    const text = JSON.stringify(answer.body);
    expect(text).toContain('📚');
    expect(Number(answer.headers.get('content-length'))).toBe(Buffer.byteLength(text));
  });

  it('gives every run its own execution_id', async () => {
    const id = await t.account('docsapp');
    const first = await t.execute({ connected_account_id: id, ...pageGet });
    const second = await t.execute({ connected_account_id: id, ...pageGet });
    expect(first.body).not.toEqual(second.body);
  });

  it('selects the account by connector and identifier, narrowed by organization and user', async () => {
    const mine = await t.account('docsapp', 'shared@example.com');
    await seedOwners(t.harness.emulator, { users: ['u_2'] });
    const created = await t.harness.api('POST', '/api/v1/connected_accounts', {
      connector: 'docsapp',
      identifier: 'shared@example.com',
      user_id: 'u_2',
      connected_account: { authorization_details: { oauth_token: { access_token: 'at' } } },
    });
    const theirs = connectedAccountResponseSchema.parse(created.body).connected_account.id;
    const update = { tool_name: 'docsapp_page_update' };
    const owl = { page_id: DOCSAPP_SEED.wikiPageId, icon: { type: 'emoji', emoji: '🦉' } };
    // Both accounts match connector and identifier alone (docs/internals/upstream-api.md §4.4: the owner
    // fields narrow, they need not match an empty owner), so that selector names none of them.
    const several = await t.execute({
      connector: 'docsapp',
      identifier: 'shared@example.com',
      ...update,
      params: owl,
    });
    expect(several.status).toBe(400);
    expect(several.body).toEqual(errorBody(3, 'AMBIGUOUS_ACCOUNT_SELECTOR'));
    const updated = await t.execute({ connected_account_id: mine, ...update, params: owl });
    expect(updated.status).toBe(200);
    const icon = async (selector: Record<string, unknown>) => {
      const answer = await t.execute({ ...selector, ...pageGet });
      expect(answer.status).toBe(200);
      return (answer.body as { data: { icon: unknown } }).data.icon;
    };
    expect(await icon({ connected_account_id: mine })).toEqual({ type: 'emoji', emoji: '🦉' });
    // Each account has its own workspace: the other owner's copy is untouched.
    expect(await icon({ connected_account_id: theirs })).toEqual({ type: 'emoji', emoji: '📚' });
    expect(
      await icon({ connector: 'docsapp', identifier: 'shared@example.com', user_id: 'u_2' }),
    ).toEqual({ type: 'emoji', emoji: '📚' });
  });

  it('answers 400 naming tool_name when it is missing', async () => {
    const id = await t.account('docsapp');
    const answer = await t.execute({ connected_account_id: id, params: {} });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
    expect((answer.body as { message: string }).message).toContain('tool_name is required');
  });

  it('answers 400 INVALID_PARAMS naming each field and its rule', async () => {
    const id = await t.account('docsapp');
    const answer = await t.execute({
      connected_account_id: id,
      tool_name: 'docsapp_database_query',
      params: { database_id: 'roadmap', page_size: 500, extra: true },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 3,
      message: expect.stringMatching(
        /database_id must be a hyphenated UUID.*page_size must be an integer between 1 and 100/,
      ),
      details: [
        { error_code: 'INVALID_PARAMS' },
        {
          '@type': 'type.googleapis.com/google.rpc.BadRequest',
          field_violations: expect.arrayContaining([
            { field: 'params.database_id', description: expect.any(String) },
            { field: 'params.page_size', description: expect.any(String) },
            { field: 'params', description: expect.stringContaining('unknown param "extra"') },
          ]),
        },
      ],
    });
  });

  it('answers 404 TOOL_NOT_FOUND for a tool the catalog does not have', async () => {
    const id = await t.account('docsapp');
    const answer = await t.execute({ connected_account_id: id, tool_name: 'docsapp_page_delete' });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(errorBody(5, 'TOOL_NOT_FOUND'));
  });

  it('answers 404 ACCOUNT_NOT_FOUND for an unknown account, and 400 without a selector', async () => {
    const unknown = await t.execute({ connected_account_id: 'ca_missing', ...pageGet });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(errorBody(5, 'ACCOUNT_NOT_FOUND'));
    const byKey = await t.execute({ connector: 'docsapp', identifier: 'nobody', ...pageGet });
    expect(byKey.body).toEqual(errorBody(5, 'ACCOUNT_NOT_FOUND'));
    const none = await t.execute({ identifier: 'nobody', ...pageGet });
    expect(none.status).toBe(400);
    expect((none.body as { message: string }).message).toContain('connected_account_id');
  });

  it('answers 400 ACCOUNT_NOT_ACTIVE for an account that has not finished connecting', async () => {
    const created = await t.harness.api('POST', '/api/v1/connected_accounts', {
      connector: 'docsapp',
      identifier: 'pending@example.com',
    });
    const { id, status } = connectedAccountResponseSchema.parse(created.body).connected_account;
    expect(status).toBe('PENDING_AUTH');
    const answer = await t.execute({ connected_account_id: id, ...pageGet });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(errorBody(3, 'ACCOUNT_NOT_ACTIVE'));
    expect((answer.body as { message: string }).message).toContain('PENDING_AUTH');
    expect((await accountDetails(id)).last_used_at).toBeUndefined();
  });

  it('answers 400 ACCOUNT_CONNECTOR_MISMATCH for a tool of another connector', async () => {
    const id = await t.account('docsapp');
    const answer = await t.execute({
      connected_account_id: id,
      tool_name: 'crm_list_objects',
      params: {},
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(errorBody(3, 'ACCOUNT_CONNECTOR_MISMATCH'));
  });

  it('answers 404 once the account is deleted, and a new account starts from the seed', async () => {
    const id = await t.account('docsapp', 'leaver@example.com');
    const page = await t.run(id, 'docsapp_page_create', {
      parent_page_id: DOCSAPP_SEED.wikiPageId,
      properties: { title: 'Handover' },
    });
    const deleted = await t.harness.api('POST', '/api/v1/connected_accounts:delete', { id });
    expect(deleted.status).toBe(200);
    const answer = await t.execute({ connected_account_id: id, ...pageGet });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(errorBody(5, 'ACCOUNT_NOT_FOUND'));

    const again = await t.account('docsapp', 'leaver@example.com');
    await t.fail(again, 'docsapp_page_get', { page_id: String(page.id) }, 404);
  });

  it('sends the service’s own headers with its refusal: Retry-After on a 429', async () => {
    // Built on first use: building it now keeps the two requests within one second.
    await prepareCorpus();
    const created = await t.harness.api('POST', '/api/v1/connected_accounts', {
      connector: 'websearch',
      identifier: 'free-key',
      connected_account: {
        authorization_details: { static_auth: { details: { token: 'free-key', plan: 'free' } } },
      },
    });
    const id = connectedAccountResponseSchema.parse(created.body).connected_account.id;
    const spellcheck = { connected_account_id: id, tool_name: 'websearch_spellcheck' };
    expect((await t.execute({ ...spellcheck, params: { q: 'plugboard' } })).status).toBe(200);
    const limited = await t.execute({ ...spellcheck, params: { q: 'plugboard' } });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      ...(errorBody(8, 'UPSTREAM_RATE_LIMITED') as object),
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          error_code: 'UPSTREAM_RATE_LIMITED',
        },
        expect.objectContaining({ error_code: 'RATE_LIMITED', status: 429 }),
      ],
    });
    expect(limited.headers.get('retry-after')).toBe('1');
  });

  it('answers 500 when the control API makes the connector’s service fail', async () => {
    const docs = await t.account('docsapp');
    const crm = await t.account('crm');
    t.harness.emulator.control.addFault({ connector: 'docsapp', kind: '500', count: 1 });
    const failed = await t.execute({ connected_account_id: docs, ...pageGet });
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual(errorBody(13, 'INTERNAL'));
    const other = await t.execute({
      connected_account_id: crm,
      tool_name: 'crm_list_objects',
      params: {},
    });
    expect(other.status).toBe(200);
    expect((await t.execute({ connected_account_id: docs, ...pageGet })).status).toBe(200);
  });

  it('answers 401 without a bearer token', async () => {
    const answer = await t.harness.request('/api/v1/execute_tool', { method: 'POST' });
    expect(answer.status).toBe(401);
  });
});
