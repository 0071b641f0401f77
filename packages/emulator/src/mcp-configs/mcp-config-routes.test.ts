import { mcpConfigListSchema, mcpConfigResponseSchema } from '@plugboard/schema/upstream';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorBody, setupEmulator } from '../test/harness.ts';

const t = setupEmulator();
const CONFIGS = '/api/v1/mcp/configs';

beforeEach(() => t.emulator.control.reset());

async function create(body: Record<string, unknown>) {
  const answer = await t.api('POST', CONFIGS, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return mcpConfigResponseSchema.parse(answer.body).config;
}

async function list(query: string) {
  const answer = await t.api('GET', `${CONFIGS}?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return mcpConfigListSchema.parse(answer.body);
}

describe('POST /api/v1/mcp/configs', () => {
  it('answers the configuration with its connections filled in and a static server URL', async () => {
    const config = await create({
      name: 'daily-summarizer',
      description: 'Summarizes pages',
      connection_tool_mappings: [{ connection_name: 'docsapp', tools: ['docsapp_page_get'] }],
    });
    expect(config).toEqual({
      id: expect.stringMatching(/^cfg_\d{17}$/),
      name: 'daily-summarizer',
      description: 'Summarizes pages',
      mcp_server_url: expect.stringMatching(
        new RegExp(`^${t.emulator.url}/mcp/v3/servers/[0-9a-f-]{36}$`),
      ),
      connection_tool_mappings: [
        {
          connection_id: 'conn_docsapp',
          connection_name: 'docsapp',
          provider: 'docsapp',
          tools: ['docsapp_page_get'],
        },
      ],
    });
  });

  it.each([
    [{ connection_name: 'fax' }, 'UNKNOWN_CONNECTION', /no connection is named "fax"/],
    [
      { connection_name: 'crm', tools: ['docsapp_page_get'] },
      'UNKNOWN_TOOL',
      /not a tool of connection "crm"/,
    ],
  ])('refuses mapping %o with %s', async (mapping, code, message) => {
    const answer = await t.api('POST', CONFIGS, { name: 'a', connection_tool_mappings: [mapping] });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(errorBody(3, code));
    expect((answer.body as { message: string }).message).toMatch(message);
  });

  it('refuses a connection mapped twice, a bad name and a name in use', async () => {
    const twice = await t.api('POST', CONFIGS, {
      name: 'a',
      connection_tool_mappings: [{ connection_name: 'crm' }, { connection_name: 'crm' }],
    });
    expect(twice.body).toEqual(errorBody(3, 'DUPLICATE_CONNECTION'));
    const badName = await t.api('POST', CONFIGS, { name: 'Has Spaces' });
    expect(badName.status).toBe(400);
    expect((badName.body as { message: string }).message).toMatch(/^Invalid body\. name: /);
    await create({ name: 'taken' });
    const taken = await t.api('POST', CONFIGS, { name: 'taken' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual(errorBody(6, 'ALREADY_EXISTS'));
  });
});

describe('GET /api/v1/mcp/configs', () => {
  it('filters by id, name, provider, server URL and name prefix, and pages', async () => {
    const docs = await create({
      name: 'docs-agent',
      connection_tool_mappings: [{ connection_name: 'docsapp' }],
    });
    const crm = await create({
      name: 'crm-agent',
      connection_tool_mappings: [{ connection_name: 'crm' }],
    });
    await create({ name: 'crm-reporter' });
    const names = async (query: string) => (await list(query)).configs.map((c) => c.name);
    expect(await names(`filter.id=${docs.id}`)).toEqual(['docs-agent']);
    expect(await names('filter.name=CRM-Agent')).toEqual(['crm-agent']);
    expect(await names('filter.provider=crm')).toEqual(['crm-agent']);
    expect(await names(`filter.mcp_server_url=${encodeURIComponent(crm.mcp_server_url)}`)).toEqual([
      'crm-agent',
    ]);
    expect(await names('search=crm')).toEqual(['crm-agent', 'crm-reporter']);
    const first = await list('page_size=2');
    expect(first).toMatchObject({ total_size: 3, prev_page_token: '' });
    expect(first.configs).toHaveLength(2);
    const second = await list(`page_size=2&page_token=${first.next_page_token}`);
    expect(second.configs.map((c) => c.name)).toEqual(['crm-reporter']);
    expect(second.next_page_token).toBe('');
  });

  it('refuses a page size over 30, a bad name filter and a URL without a server id', async () => {
    for (const query of [
      'page_size=31',
      'filter.name=a%20b',
      'filter.mcp_server_url=https://x.test/mcp',
    ]) {
      const answer = await t.api('GET', `${CONFIGS}?${query}`);
      expect(answer.status, query).toBe(400);
    }
  });
});

describe('PUT and DELETE /api/v1/mcp/configs/{config_id}', () => {
  it('replaces what is sent, keeps the rest, and deletes', async () => {
    const config = await create({
      name: 'agent',
      description: 'first',
      connection_tool_mappings: [{ connection_name: 'crm' }],
    });
    const updated = await t.api('PUT', `${CONFIGS}/${config.id}`, {
      connection_tool_mappings: [{ connection_name: 'docsapp', tools: ['docsapp_page_get'] }],
    });
    expect(mcpConfigResponseSchema.parse(updated.body).config).toMatchObject({
      name: 'agent',
      description: 'first',
      mcp_server_url: config.mcp_server_url,
      connection_tool_mappings: [{ connection_name: 'docsapp', tools: ['docsapp_page_get'] }],
    });
    expect((await t.api('DELETE', `${CONFIGS}/${config.id}`)).body).toEqual({});
    expect((await t.api('GET', `${CONFIGS}/${config.id}`)).body).toEqual(errorBody(5, 'NOT_FOUND'));
  });

  it('is gone after a reset', async () => {
    const config = await create({ name: 'agent' });
    await t.emulator.control.reset();
    expect((await t.api('GET', `${CONFIGS}/${config.id}`)).status).toBe(404);
  });
});

describe('POST /api/v1/mcp/configs/{config_id}/connected_accounts and /tokens', () => {
  it('answers current states only, creating nothing, without include_auth_link', async () => {
    const config = await create({
      name: 'agent',
      connection_tool_mappings: [{ connection_name: 'crm' }],
    });
    const answer = await t.api('POST', `${CONFIGS}/${config.id}/connected_accounts`, {
      identifier: 'ada',
    });
    expect(answer.body).toEqual({
      connected_accounts: [
        {
          connection_id: 'conn_crm',
          connection_name: 'crm',
          provider: 'crm',
          connected_account_id: '',
          connected_account_status: '',
          authentication_link: '',
        },
      ],
    });
    const accounts = await t.api('GET', '/api/v1/connected_accounts?identifier=ada');
    expect((accounts.body as { total_size: number }).total_size).toBe(0);
  });

  it('mints for an hour by default, and refuses a configuration without connections', async () => {
    await t.emulator.control.seed({
      data: { connected_accounts: [{ connector: 'crm', identifier: 'ada', status: 'ACTIVE' }] },
    });
    const config = await create({
      name: 'agent',
      connection_tool_mappings: [{ connection_name: 'crm' }],
    });
    const before = t.emulator.control.now().getTime();
    const minted = await t.api('POST', `${CONFIGS}/${config.id}/tokens`, { identifier: 'ada' });
    const expiresAt = Date.parse((minted.body as { expires_at: string }).expires_at);
    expect(expiresAt - before).toBeGreaterThanOrEqual(3_600_000);
    expect(expiresAt - before).toBeLessThan(3_610_000);
    const empty = await create({ name: 'empty' });
    const refused = await t.api('POST', `${CONFIGS}/${empty.id}/tokens`, { identifier: 'ada' });
    expect(refused.body).toEqual(errorBody(3, 'MCP_CONFIG_WITHOUT_CONNECTIONS'));
  });
});
