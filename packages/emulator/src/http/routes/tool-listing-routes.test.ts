import { getTool, TOOL_CATALOG, toolParamsJsonSchema, toolsForConnector } from '@plugboard/schema';
import {
  connectedAccountResponseSchema,
  listScopedToolsResponseSchema,
} from '@plugboard/schema/upstream';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  listAvailableToolsResponseSchema,
  listToolsResponseSchema,
} from '../../contract/tool-listing.ts';
import { errorBody, seedOwners, setupEmulator } from '../../test/harness.ts';

/**
 * The hosted service's tool listings beyond the core contract (docs/internals/upstream-api.md §"Beyond the spec"):
 * every answer is checked against the @plugboard/schema schema of its operation.
 */
const t = setupEmulator();

const YOUTUBE = 'https://www.googleapis.com/auth/youtube';

beforeEach(async () => {
  await t.emulator.control.reset();
  await seedOwners(t.emulator, { organizations: ['org_1'], users: ['u1', 'u2'] });
});

async function createAccount(fields: Record<string, unknown>): Promise<string> {
  const answer = await t.api('POST', '/api/v1/connected_accounts', fields);
  expect(answer.status).toBe(201);
  return connectedAccountResponseSchema.parse(answer.body).connected_account.id;
}

const active = (details: Record<string, unknown>) => ({
  connected_account: { authorization_details: details },
});

async function listTools(query: string) {
  const answer = await t.api('GET', `/api/v1/tools?${query}`);
  expect(answer.status, query).toBe(200);
  return listToolsResponseSchema.parse(answer.body);
}

const toolNames = (page: Awaited<ReturnType<typeof listTools>>) =>
  'tools' in page ? page.tools.map((tool) => tool.definition.name) : page.tool_names;

describe('GET /api/v1/tools', () => {
  it('lists the whole catalog in pages, each tool with its definition and input schema', async () => {
    const first = await listTools('');
    const total = Object.keys(TOOL_CATALOG).length;
    expect(first).toMatchObject({ total_size: total, prev_page_token: '' });
    expect(toolNames(first)).toEqual(Object.keys(TOOL_CATALOG).slice(0, 50));
    const pageGet =
      'tools' in first
        ? first.tools.find((listed) => listed.definition.name === 'docsapp_page_get')
        : undefined;
    const tool = getTool('docsapp_page_get');
    expect(pageGet).toEqual({
      id: 'tol_docsapp_page_get',
      provider: 'DOCSAPP',
      definition: {
        name: 'docsapp_page_get',
        description: tool.description,
        input_schema: expect.objectContaining({ type: 'object', required: ['page_id'] }),
      },
      is_default: true,
      metadata: { connector: 'docsapp', effect: 'read' },
      tags: ['docsapp', 'read'],
      updated_at: expect.any(String),
    });
    const { $schema: _, ...schema } = toolParamsJsonSchema(tool);
    expect(pageGet?.definition.input_schema).toEqual(schema);

    const names: string[] = [];
    let token = '';
    do {
      const page = await listTools(`page_size=100&page_token=${token}`);
      names.push(...toolNames(page));
      token = page.next_page_token;
    } while (token !== '');
    expect(names).toEqual(Object.keys(TOOL_CATALOG));
  });

  it('answers names only with filter.summary', async () => {
    const page = await listTools('filter.summary=true&filter.provider=websearch');
    expect(page).not.toHaveProperty('tools');
    expect(toolNames(page)).toEqual(toolsForConnector('websearch').map((tool) => tool.name));
  });

  it('filters by provider, names, text and connector', async () => {
    const crm = toolsForConnector('crm').map((tool) => tool.name);
    expect(toolNames(await listTools('filter.provider=CRM&page_size=100'))).toEqual(crm);
    expect(
      toolNames(
        await listTools('filter.tool_name=crm_create_task&filter.tool_name=docsapp_page_get'),
      ),
    ).toEqual(['docsapp_page_get', 'crm_create_task']);
    const found = toolNames(await listTools('filter.query=VIDEO%20rate'));
    expect(found).toContain('video_videos_rate');
    for (const name of found) expect(name.startsWith('video_')).toBe(true);
    expect(toolNames(await listTools('filter.connector=conn_warehouse&page_size=100'))).toEqual(
      toolsForConnector('warehouse').map((tool) => tool.name),
    );
    expect(toolNames(await listTools('filter.connector=fax'))).toEqual([]);
  });

  it('narrows to the connectors of an identifier, or of one account', async () => {
    const crm = await createAccount({ connector: 'crm', identifier: 'ada', user_id: 'u1' });
    await createAccount({ connector: 'websearch', identifier: 'ada', user_id: 'u2' });
    const connectors = async (query: string) => [
      ...new Set(toolNames(await listTools(`${query}&page_size=100`)).map((n) => n.split('_')[0])),
    ];
    expect(await connectors('filter.identifier=ada')).toEqual(['crm', 'websearch']);
    expect(await connectors('filter.identifier=ada&filter.user_id=u1')).toEqual(['crm']);
    expect(await connectors('filter.identifier=nobody')).toEqual([]);
    expect(await connectors(`filter.connected_account_id=${crm}`)).toEqual(['crm']);
    expect(await connectors('filter.connector=crm&filter.identifier=ada')).toEqual(['crm']);
    const missing = await t.api('GET', '/api/v1/tools?filter.connected_account_id=ca_missing');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(errorBody(5, 'ACCOUNT_NOT_FOUND'));
  });

  it('moves a page size above 100 down to 100, and refuses a bad token', async () => {
    expect(toolNames(await listTools('page_size=1000'))).toHaveLength(100);
    const bad = await t.api('GET', '/api/v1/tools?page_token=nope');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
  });
});

describe('GET /api/v1/tools/scoped', () => {
  async function scoped(query: string) {
    const answer = await t.api('GET', `/api/v1/tools/scoped?${query}`);
    expect(answer.status, query).toBe(200);
    return listScopedToolsResponseSchema.parse(answer.body);
  }

  it("lists the tools the identifier's ACTIVE accounts can run, each with its account", async () => {
    const crm = await createAccount({
      connector: 'crm',
      identifier: 'ada',
      ...active({ oauth_token: { access_token: 'at' } }),
    });
    await createAccount({ connector: 'docsapp', identifier: 'ada' }); // PENDING_AUTH: no tools yet
    const page = await scoped('identifier=ada&page_size=100');
    expect(page.total_size).toBe(toolsForConnector('crm').length);
    for (const item of page.tools) {
      expect(item).toMatchObject({ connected_account_id: crm, identifier: 'ada' });
      expect(item.tool.definition.name.startsWith('crm_')).toBe(true);
    }
    expect((await scoped('identifier=nobody')).tools).toEqual([]);
  });

  it("leaves out video tools the account's scopes do not grant and web search tools above its plan", async () => {
    await createAccount({
      connector: 'video',
      identifier: 'chan',
      ...active({ oauth_token: { access_token: 'at', scopes: [`${YOUTUBE}.readonly`] } }),
    });
    const video = (await scoped('identifier=chan&page_size=100')).tools.map(
      (item) => item.tool.definition.name,
    );
    expect(video).toContain('video_videos_list');
    expect(video).not.toContain('video_videos_rate');

    await createAccount({
      connector: 'websearch',
      identifier: 'key',
      ...active({ static_auth: { details: { token: 'k', plan: 'free' } } }),
    });
    const free = (await scoped('identifier=key&page_size=100')).tools.map(
      (item) => item.tool.definition.name,
    );
    expect(free).toContain('websearch_web_search');
    expect(free).not.toContain('websearch_llm_context');
  });

  it('filters by providers, tool names and connection names', async () => {
    for (const connector of ['crm', 'docsapp']) {
      await createAccount({
        connector,
        identifier: 'ada',
        ...active({ oauth_token: { access_token: 'at' } }),
      });
    }
    const names = async (query: string) =>
      (await scoped(`identifier=ada&page_size=100&${query}`)).tools.map(
        (item) => item.tool.definition.name,
      );
    expect(await names('filter.connection_names=docsapp')).toEqual(
      toolsForConnector('docsapp').map((tool) => tool.name),
    );
    expect(await names('filter.providers=crm')).toEqual(
      toolsForConnector('crm').map((tool) => tool.name),
    );
    expect(
      await names('filter.tool_names=crm_create_task&filter.tool_names=docsapp_page_get'),
    ).toEqual(['crm_create_task', 'docsapp_page_get']);
  });

  it('answers 400 without an identifier', async () => {
    const answer = await t.api('GET', '/api/v1/tools/scoped');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(errorBody(3, 'INVALID_ARGUMENT'));
  });
});

describe('GET /api/v1/tools/available', () => {
  it("lists every tool of the identifier's connectors, whatever the accounts' status", async () => {
    await createAccount({ connector: 'warehouse', identifier: 'svc' });
    const answer = await t.api('GET', '/api/v1/tools/available?identifier=svc&page_size=100');
    expect(answer.status).toBe(200);
    const page = listAvailableToolsResponseSchema.parse(answer.body);
    expect(page.tools.map((tool) => tool.definition.name)).toEqual(
      toolsForConnector('warehouse').map((tool) => tool.name),
    );
    expect(page).toMatchObject({ next_page_token: '', prev_page_token: '' });
  });

  it('answers 404 for an identifier with no account and 400 without one', async () => {
    const missing = await t.api('GET', '/api/v1/tools/available?identifier=nobody');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(errorBody(5, 'ACCOUNT_NOT_FOUND'));
    expect((await t.api('GET', '/api/v1/tools/available')).status).toBe(400);
  });
});
