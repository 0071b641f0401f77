import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { getTool, toolParamsJsonSchema } from '@plugboard/schema';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupEmulator } from '../test/harness.ts';

const t = setupEmulator();
const ADA = 'ada@acme.test';

interface Config {
  id: string;
  mcp_server_url: string;
}

async function createConfig(body: unknown): Promise<Config> {
  const answer = await t.api('POST', '/api/v1/mcp/configs', body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (answer.body as { config: Config }).config;
}

async function mint(config: Config, identifier = ADA, expiry?: string) {
  return t.api('POST', `/api/v1/mcp/configs/${config.id}/tokens`, { identifier, expiry });
}

async function tokenFor(config: Config, identifier = ADA, expiry?: string): Promise<string> {
  const answer = await mint(config, identifier, expiry);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { token: string }).token;
}

async function connect(url: string, token: string): Promise<Client> {
  const client = new Client({ name: 'scenario', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(url), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
  });
  await client.connect(transport);
  return client;
}

/** A JSON-RPC request straight to a server URL, to read the HTTP refusal itself. */
function rawRequest(url: string, token: string | undefined) {
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(token !== undefined && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
  });
}

const TOOLS = ['docsapp_user_list', 'docsapp_page_get', 'crm_list_companies'];
let config: Config;

beforeAll(async () => {
  await t.emulator.control.reset();
  await t.emulator.control.seed({
    data: { connected_accounts: [{ connector: 'docsapp', identifier: ADA, status: 'ACTIVE' }] },
  });
  config = await createConfig({
    name: 'ada-agent',
    connection_tool_mappings: [
      { connection_name: 'docsapp', tools: ['docsapp_user_list', 'docsapp_page_get'] },
      { connection_name: 'crm', tools: ['crm_list_companies'] },
    ],
  });
});

describe('a virtual MCP server, from configuration to tool call', () => {
  let token: string;

  it('answers the inactive connection with its link, and mints only once it is authorized', async () => {
    const check = await t.api('POST', `/api/v1/mcp/configs/${config.id}/connected_accounts`, {
      identifier: ADA,
      include_auth_link: true,
    });
    expect(check.status).toBe(200);
    const [docsapp, crm] = (
      check.body as {
        connected_accounts: { connected_account_status: string; authentication_link: string }[];
      }
    ).connected_accounts;
    expect(docsapp?.connected_account_status).toBe('ACTIVE');
    expect(crm).toMatchObject({
      connection_name: 'crm',
      connected_account_status: 'PENDING_AUTH',
      authentication_link: expect.stringMatching(new RegExp(`^${t.emulator.url}/connect/`)),
    });

    const refused = await mint(config);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/crm \(PENDING_AUTH\)/);

    // The user consents; the emulator verifies them itself and the account turns ACTIVE.
    const callback = await t.emulator.control.consent(crm?.authentication_link ?? '', 'approve');
    const verified = await fetch(callback, { redirect: 'manual' });
    expect(verified.status).toBe(303);
    token = await tokenFor(config);
    const header = decodeProtectedHeader(token);
    const payload = decodeJwt(token);
    expect(header).toMatchObject({ alg: 'RS256' });
    expect(payload).toMatchObject({
      sub: ADA,
      aud: config.mcp_server_url,
      mcp_cfg: config.id,
      token_type: 'mcp_session',
      ca_ids: [expect.stringMatching(/^ca_/), expect.stringMatching(/^ca_/)],
    });
  });

  it('lists exactly the configuration’s tools, with the catalog’s input schemas', async () => {
    const client = await connect(config.mcp_server_url, token);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(TOOLS);
    const { $schema: _, ...params } = toolParamsJsonSchema(getTool('docsapp_page_get'));
    expect(tools[1]?.inputSchema).toEqual(params);
    await client.close();
  });

  it('runs a tool as the token’s identifier, with the answer execute_tool gives', async () => {
    const client = await connect(config.mcp_server_url, token);
    const result = await client.callTool({ name: 'docsapp_user_list', arguments: {} });
    const direct = await t.api('POST', '/api/v1/execute_tool', {
      tool_name: 'docsapp_user_list',
      params: {},
      connector: 'docsapp',
      identifier: ADA,
    });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual((direct.body as { data: unknown }).data);
    await expect(client.callTool({ name: 'crm_get_company', arguments: {} })).rejects.toThrow(
      /not on this MCP server/,
    );
    await client.close();
  });

  it('answers a tool of a connection gone inactive with an error naming it and its link', async () => {
    const { connected_accounts } = (
      await t.api('GET', `/api/v1/connected_accounts?connector=crm&identifier=${ADA}`)
    ).body as { connected_accounts: { id: string }[] };
    const crmId = connected_accounts[0]?.id ?? '';
    await t.emulator.control.setAccountStatus(crmId, 'DISCONNECTED');
    const client = await connect(config.mcp_server_url, token);
    const result = await client.callTool({ name: 'crm_list_companies', arguments: {} });
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toMatchObject({
      error_code: 'ACCOUNT_NOT_ACTIVE',
      connection_name: 'crm',
      authentication_link: expect.stringMatching(/\/connect\//),
    });
    expect(JSON.stringify(result.content)).toMatch(/crm connection/);
    await client.close();
    await t.emulator.control.setAccountStatus(crmId, 'ACTIVE');
  });

  it('refuses a token of another configuration, another user or none, with a challenge', async () => {
    const other = await createConfig({
      name: 'ada-docs-only',
      connection_tool_mappings: [{ connection_name: 'docsapp' }],
    });
    const otherToken = await tokenFor(other);
    const wrongServer = await rawRequest(config.mcp_server_url, otherToken);
    expect(wrongServer.status).toBe(401);
    expect(wrongServer.headers.get('www-authenticate')).toMatch(
      /^Bearer realm="mcp", error="invalid_token", error_description=".*another MCP server/,
    );
    // Another user cannot have a token minted without accounts, nor change the one Ada has.
    expect((await mint(other, 'grace@acme.test')).status).toBe(400);
    const [head, , signature] = otherToken.split('.');
    const forged = `${head}.${btoa(JSON.stringify({ sub: 'grace@acme.test', aud: other.mcp_server_url, mcp_cfg: other.id, token_type: 'mcp_session' })).replaceAll('=', '')}.${signature}`;
    expect((await rawRequest(other.mcp_server_url, forged)).status).toBe(401);
    const none = await rawRequest(config.mcp_server_url, undefined);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="mcp"');
    await expect(connect(config.mcp_server_url, otherToken)).rejects.toThrow();
  });

  it('ends the sessions of a deleted configuration at their next request', async () => {
    const doomed = await createConfig({
      name: 'short-lived',
      connection_tool_mappings: [{ connection_name: 'docsapp', tools: ['docsapp_user_list'] }],
    });
    const client = await connect(doomed.mcp_server_url, await tokenFor(doomed));
    expect((await client.listTools()).tools).toHaveLength(1);
    expect((await t.api('DELETE', `/api/v1/mcp/configs/${doomed.id}`)).status).toBe(200);
    await expect(client.listTools()).rejects.toThrow();
    const after = await rawRequest(doomed.mcp_server_url, await tokenFor(config));
    expect(after.status).toBe(401);
    await client.close();
  });

  it('refuses a token past its expiry on the emulator clock', async () => {
    const shortToken = await tokenFor(config, ADA, '60s');
    expect((await rawRequest(config.mcp_server_url, shortToken)).status).toBe(200);
    await t.emulator.control.advanceClock(61);
    const expired = await rawRequest(config.mcp_server_url, shortToken);
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toMatch(/expired/);
  });
});
