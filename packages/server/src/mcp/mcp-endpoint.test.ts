import { McpError, type Tool } from '@modelcontextprotocol/sdk/types.js';
import {
  CONNECTORS,
  type ConnectorId,
  type McpToolScope,
  TOOL_CATALOG,
  type ToolName,
} from '@plugboard/schema';
import { answerConsent, initializeRequest, MCP_POST_HEADERS } from '@plugboard/test-kit';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryMcpTokenStore } from '../stores/memory-mcp-token-store.ts';
import {
  connectAccount,
  createTestBff,
  createWebsearchAccount,
  type TestBff,
} from '../test/bff-harness.ts';
import { connectMcpClient, MCP_ENDPOINT, storeToken } from '../test/mcp-harness.ts';
import { ADA, GRACE, TEST_USER_HEADER } from '../test/test-users.ts';
import { setupEmulator } from '../test/use-emulator.ts';
import { buildMcpEndpoint, type PlugboardMcpHandler } from './mcp-endpoint-core.ts';
import type { PlugboardMcpOptions } from './mcp-endpoint-options.ts';

const upstream = setupEmulator();
const TOOLS = [
  'websearch_web_search',
  'crm_list_people',
  'crm_list_tasks',
  'crm_create_task',
] as const;
/** Every connector, every tool of the catalog. */
const EVERY_TOOL = {
  connectors: Object.keys(CONNECTORS) as ConnectorId[],
  tools: Object.keys(TOOL_CATALOG) as ToolName[],
};
/** What every token opened before scopes: every tool of the endpoint, listed. */
const EVERY_CONNECTOR: McpToolScope = {
  mode: 'listed',
  connectors: Object.keys(CONNECTORS) as ConnectorId[],
};
const open: { close(): Promise<void> }[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((each) => each.close()));
});

async function setup(
  options: Partial<PlugboardMcpOptions> = {},
  allowed: { connectors: ConnectorId[]; tools: ToolName[] } = {
    connectors: ['websearch', 'crm'],
    tools: [...TOOLS],
  },
) {
  const tokenStore = createMemoryMcpTokenStore();
  const bff = createTestBff(upstream, {
    tools: { connectors: allowed.connectors, allowed: allowed.tools },
    mcp: { endpoint: MCP_ENDPOINT },
    stores: { mcpTokens: tokenStore },
  });
  const mcp = buildMcpEndpoint(bff.shared, {
    endpoint: MCP_ENDPOINT,
    connectPollMs: 200,
    ...options,
  });
  open.push(mcp);
  const tokenOf = (user = ADA) => storeToken(tokenStore, EVERY_CONNECTOR, user);
  return { bff, mcp, tokenOf };
}

async function client(mcp: PlugboardMcpHandler, secret: string, options = {}) {
  const connected = await connectMcpClient(mcp, secret, options);
  open.push(connected);
  return connected;
}

/** Opens a connect URL as `user`'s browser would, consents, and lets the callback page verify. */
async function connectThrough(bff: TestBff, url: string, user = ADA) {
  const opened = await bff.handle(
    new Request(url, { headers: { [TEST_USER_HEADER]: JSON.stringify(user) } }),
  );
  expect(opened.status).toBe(303);
  const redirect = await answerConsent(upstream.emulator, opened.headers.get('location') ?? '');
  const verified = await bff.send('POST', '/verify', {
    user,
    body: { auth_request_id: redirect.authRequestId, state: redirect.state },
  });
  expect(verified.status).toBe(200);
  return opened;
}

describe('the MCP endpoint', () => {
  it('lists the allowed tools with titles, schemas and annotations from the catalog', async () => {
    const { mcp, tokenOf } = await setup();
    const { client: sdk } = await client(mcp, (await tokenOf()).secret);
    const { tools } = await sdk.listTools();
    // The handler's connectors in order, each connector's tools in catalog order.
    expect(tools.map((tool) => tool.name)).toEqual([
      'websearch_web_search',
      'crm_list_people',
      'crm_create_task',
      'crm_list_tasks',
    ]);
    const create = tools.find((tool) => tool.name === 'crm_create_task');
    expect(create).toMatchObject({
      title: 'CRM: Create task',
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: true,
      },
      inputSchema: { type: 'object', required: ['content'] },
      outputSchema: { type: 'object' },
    });
    const search = tools.find((tool) => tool.name === 'websearch_web_search');
    expect(search?.annotations).toMatchObject({ readOnlyHint: true });
    expect(search?.inputSchema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
  });

  it('gives every tool of the catalog an output schema with an object root, free of `items: false`', async () => {
    const { mcp, tokenOf } = await setup({}, EVERY_TOOL);
    const { client: sdk } = await client(mcp, (await tokenOf()).secret);
    const { tools } = await sdk.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...EVERY_TOOL.tools].sort());
    // Strict Ajv, as inspector --strict checks; union `type` lists are standard JSON Schema.
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
    for (const tool of tools) {
      expect(tool.outputSchema?.type, tool.name).toBe('object');
      expect(schemasOf(tool).filter(closesItems), tool.name).toEqual([]);
      expect(() => ajv.compile(tool.outputSchema ?? {}), tool.name).not.toThrow();
    }
  });

  it('answers results the client validates: a union at the root, a tuple inside', async () => {
    const { bff, mcp, tokenOf } = await setup({}, EVERY_TOOL);
    await connectAccount(bff, 'docsapp');
    await connectAccount(bff, 'warehouse');
    await createWebsearchAccount(upstream);
    const { client: sdk } = await client(mcp, (await tokenOf()).secret, {
      elicitation: { form: {} },
    });
    await sdk.listTools();
    // callTool throws when structuredContent does not match the tool's outputSchema.
    const call = async (name: ToolName, args: Record<string, unknown>) => {
      const result = await sdk.callTool({ name, arguments: args });
      expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
      return result.structuredContent as Record<string, unknown>;
    };
    const found = (await call('docsapp_data_fetch', {})).results as {
      object: string;
      id: string;
    }[];
    const database = found.find((item) => item.object === 'database')?.id;
    const columns = await call('docsapp_database_property_retrieve', { database_id: database });
    expect(columns).toMatchObject({ object: 'database', properties: expect.any(Object) });
    const statement = await call('warehouse_execute_query', { statement: 'SELECT 1 AS n' });
    const status = await call('warehouse_get_query_status', {
      statement_handle: statement.statementHandle,
    });
    expect(status).toMatchObject({ code: '090001', data: [['1']] });
    const places = await call('websearch_web_search', { q: 'coffee berlin' });
    expect(places).toHaveProperty('locations.results.0.coordinates', [
      expect.any(Number),
      expect.any(Number),
    ]);
  });

  it('scopes the endpoint to a tool set, and refuses a tool the instance does not allow', async () => {
    const { mcp, tokenOf } = await setup({ tools: ['crm_list_people'] });
    const { client: sdk } = await client(mcp, (await tokenOf()).secret);
    expect((await sdk.listTools()).tools.map((tool) => tool.name)).toEqual(['crm_list_people']);
    await expect(
      sdk.callTool({ name: 'crm_create_task', arguments: { content: 'x' } }),
    ).rejects.toThrow(/Unknown tool/);
    const { bff } = await setup();
    expect(() =>
      buildMcpEndpoint(bff.shared, { endpoint: MCP_ENDPOINT, tools: ['crm_delete_person'] }),
    ).toThrow(/crm_delete_person is not allowed by the instance/);
  });

  it('names a refused call once "MCP error <code>:", however the refusal was thrown', async () => {
    const { mcp, tokenOf } = await setup({ appViews: { crm: '<!doctype html><p>viewer</p>' } });
    const { client: sdk } = await client(mcp, (await tokenOf()).secret);
    const messages = await Promise.all(
      [
        sdk.callTool({ name: 'crm_list_people', arguments: 'not an object' as never }),
        sdk.callTool({ name: 'no_such_tool', arguments: {} }),
        sdk.readResource({ uri: 'ui://plugboard/viewers/none.html' }),
      ].map((call) =>
        call.then(
          () => '',
          (error: McpError) => error.message,
        ),
      ),
    );
    expect(messages[1]).toMatch(/^MCP error -32602: Unknown tool: no_such_tool;/);
    expect(messages[2]).toMatch(/^MCP error -32602: There is no resource ui:/);
    for (const message of messages) expect(message.match(/MCP error/g)).toHaveLength(1);
  });

  it('runs a read tool: structured content the client validates against the output schema, and the trail names the client', async () => {
    const { bff, mcp, tokenOf } = await setup();
    const account = await createWebsearchAccount(upstream);
    const { client: sdk } = await client(mcp, (await tokenOf()).secret, { name: 'Cursor' });
    await sdk.listTools();
    // The SDK client checks structuredContent against the tool's outputSchema itself (Ajv), and throws when it does not match.
    const result = await sdk.callTool({
      name: 'websearch_web_search',
      arguments: { q: 'plugboard' },
    });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toHaveProperty('web');
    expect(result.content).toEqual([
      expect.objectContaining({
        type: 'text',
        text: expect.stringMatching(/^Web search: (no|\d+) records?\.\nquery\.original: plugboard/),
      }),
    ]);
    const trail = await bff.send('GET', `/accounts/${account.id}/activity`);
    expect(trail.json.entries[0]).toMatchObject({
      tool: 'websearch_web_search',
      client: { name: 'Cursor', version: '1.2.3' },
    });
  });

  it('not connected: URL elicitation, the connect URL works only for its user, the completion arrives, and the retry succeeds', async () => {
    const { bff, mcp, tokenOf } = await setup();
    const ada = await client(mcp, (await tokenOf()).secret, { elicitation: { url: {}, form: {} } });
    const refused = await ada.client
      .callTool({ name: 'crm_list_people', arguments: {} })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(McpError);
    const error = refused as McpError;
    expect(error.code).toBe(-32042);
    const [elicitation] = (
      error.data as { elicitations: { url: string; elicitationId: string; message: string }[] }
    ).elicitations;
    expect(elicitation?.message).toMatch(/Connect your CRM account/);
    const url = elicitation?.url ?? '';
    expect(url.startsWith('https://app.example.com/api/plugboard/mcp/connect/')).toBe(true);

    const stolen = await bff.handle(
      new Request(url, { headers: { [TEST_USER_HEADER]: JSON.stringify(GRACE) } }),
    );
    expect(stolen.status).toBe(400);
    // Grace's attempt spent nothing: the capability's user is checked before it is spent.
    const completion = ada.nextCompletion();
    await connectThrough(bff, url);
    expect(await completion).toBe(elicitation?.elicitationId);
    const replayed = await bff.handle(
      new Request(url, { headers: { [TEST_USER_HEADER]: JSON.stringify(ADA) } }),
    );
    expect(replayed.status).toBe(400);

    const retried = await ada.client.callTool({ name: 'crm_list_people', arguments: {} });
    expect(retried.isError).toBeFalsy();
    expect(retried.structuredContent).toHaveProperty('data');
  });

  it('a client without URL elicitation gets the link in an error result; an expired account asks to reconnect', async () => {
    const { bff, mcp, tokenOf } = await setup();
    const { client: sdk } = await client(mcp, (await tokenOf()).secret);
    const result = await sdk.callTool({ name: 'crm_list_people', arguments: {} });
    expect(result.isError).toBe(true);
    const text = (result.content as { text: string }[])[0]?.text ?? '';
    expect(text).toMatch(/Connect your CRM account to continue\. Open this link/);
    const url =
      /https:\/\/app\.example\.com\/api\/plugboard\/mcp\/connect\/\S+/.exec(text)?.[0] ?? '';
    await connectThrough(bff, url);
    expect((await sdk.callTool({ name: 'crm_list_people', arguments: {} })).isError).toBeFalsy();

    const accounts = await bff.send('GET', '/accounts');
    const crm = accounts.json.accounts.find(
      (account: { connector: string }) => account.connector === 'crm',
    );
    await upstream.emulator.control.setAccountStatus(crm.id, 'EXPIRED');
    const expired = await sdk.callTool({ name: 'crm_list_people', arguments: {} });
    expect((expired.content as { text: string }[])[0]?.text).toMatch(
      /Your CRM connection expired\. Reconnect it/,
    );
  });

  it('asks before a write: declined writes nothing upstream, accepted writes', async () => {
    const { bff, mcp, tokenOf } = await setup();
    const secret = (await tokenOf()).secret;
    const bootstrap = await client(mcp, secret);
    const url =
      /https:\S+/.exec(
        (
          (await bootstrap.client.callTool({ name: 'crm_list_people', arguments: {} })).content as {
            text: string;
          }[]
        )[0]?.text ?? '',
      )?.[0] ?? '';
    await connectThrough(bff, url);
    const tasks = async () => {
      const listed = await bff.send('POST', '/tools/execute', {
        body: { tool_name: 'crm_list_tasks', params: {} },
      });
      return listed.json.data.data.length as number;
    };
    const before = await tasks();

    const decliner = await client(mcp, secret, {
      elicitation: { form: {} },
      answer: () => ({ action: 'decline' }),
    });
    const declined = await decliner.client.callTool({
      name: 'crm_create_task',
      arguments: { content: 'Call Grace' },
    });
    expect(declined.isError).toBe(true);
    expect((declined.content as { text: string }[])[0]?.text).toMatch(
      /declined "CRM: Create task"\. Nothing was done/,
    );
    expect(decliner.elicitations[0]).toMatchObject({
      mode: 'form',
      message: expect.stringContaining('- content: Call Grace'),
    });
    expect(await tasks()).toBe(before);

    const accepter = await client(mcp, secret, { elicitation: { form: {} } });
    const accepted = await accepter.client.callTool({
      name: 'crm_create_task',
      arguments: { content: 'Call Grace' },
    });
    expect(accepted.isError).toBeFalsy();
    expect(await tasks()).toBe(before + 1);

    const unasked = await bootstrap.client.callTool({
      name: 'crm_create_task',
      arguments: { content: 'Call Grace' },
    });
    expect((unasked.content as { text: string }[])[0]?.text).toMatch(
      /cannot do \(it does not support form elicitation\)\. Nothing was done/,
    );
    expect(await tasks()).toBe(before + 1);
  });

  it('never lets one user’s token reach another user’s accounts or session', async () => {
    const { mcp, tokenOf } = await setup();
    await createWebsearchAccount(upstream, GRACE);
    const ada = await client(mcp, (await tokenOf(ADA)).secret);
    const result = await ada.client.callTool({
      name: 'websearch_web_search',
      arguments: { q: 'x' },
    });
    expect(result.isError).toBe(true);
    expect((result.content as { text: string }[])[0]?.text).toMatch(
      /Connect your Web Search account|Connect your/,
    );
    const graceSecret = (await tokenOf(GRACE)).secret;
    const hijack = await mcp.handle(
      new Request(MCP_ENDPOINT, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${graceSecret}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'mcp-session-id': String(
            (ada.client as unknown as { transport: { sessionId: string } }).transport.sessionId,
          ),
          'mcp-protocol-version': '2025-11-25',
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      }),
    );
    expect(hijack.status).toBe(404);
  });
});

describe('who is calling', () => {
  const initialize = (headers: Record<string, string>) =>
    new Request(MCP_ENDPOINT, {
      method: 'POST',
      headers: { ...MCP_POST_HEADERS, ...headers },
      body: JSON.stringify(initializeRequest('x')),
    });
  const METADATA = 'https://app.example.com/.well-known/oauth-protected-resource/mcp';

  it('advertises a connector:<id> scope per connector of its tools, or the host’s own scopes', async () => {
    const scopesOf = async (options: Partial<PlugboardMcpOptions>) => {
      const { mcp } = await setup({
        authorizationServers: ['https://auth.example.com'],
        ...options,
      });
      return (await (await mcp.handle(new Request(METADATA))).json()).scopes_supported;
    };
    expect(await scopesOf({ tools: ['crm_list_people'] })).toEqual([
      'offline_access',
      'connector:crm',
    ]);
    expect(await scopesOf({ scopesSupported: ['offline_access', 'tools'] })).toEqual([
      'offline_access',
      'tools',
    ]);
  });

  it('names in the 401 challenge the advertised scopes that list no tools, and none without authorization servers', async () => {
    const challengeOf = async (options: Partial<PlugboardMcpOptions>) => {
      const { mcp } = await setup(options);
      return (await mcp.handle(initialize({}))).headers.get('www-authenticate');
    };
    const servers = { authorizationServers: ['https://auth.example.com'] };
    expect(
      await challengeOf({
        ...servers,
        scopesSupported: ['offline_access', 'tools', 'connector:crm', 'tool:crm_list_people'],
      }),
    ).toBe(`Bearer resource_metadata="${METADATA}", scope="offline_access tools"`);
    expect(await challengeOf({ ...servers, scopesSupported: ['connector:crm'] })).toBe(
      `Bearer resource_metadata="${METADATA}"`,
    );
    expect(await challengeOf({})).toBe(`Bearer resource_metadata="${METADATA}"`);
  });

  it('serves RFC 9728 metadata and answers 401 pointing at it, with invalid_token for a bad, revoked or expired token', async () => {
    const { bff, mcp, tokenOf } = await setup({
      authorizationServers: ['https://auth.example.com'],
    });
    const metadata = await mcp.handle(new Request(METADATA));
    expect(await metadata.json()).toEqual({
      resource: MCP_ENDPOINT,
      authorization_servers: ['https://auth.example.com'],
      scopes_supported: ['offline_access', 'connector:websearch', 'connector:crm'],
      bearer_methods_supported: ['header'],
      resource_name: 'plugboard',
    });
    const missing = await mcp.handle(initialize({}));
    expect(missing.status).toBe(401);
    // The challenge's scope, which clients ask for first, lists no connector: a default token discovers.
    expect(missing.headers.get('www-authenticate')).toBe(
      `Bearer resource_metadata="${METADATA}", scope="offline_access"`,
    );
    expect((await missing.json()).error.data).toEqual({ code: 'UNAUTHENTICATED', status: 401 });
    const bad = await mcp.handle(initialize({ authorization: 'Bearer pbm_nope' }));
    expect(bad.headers.get('www-authenticate')).toBe(
      `Bearer resource_metadata="${METADATA}", scope="offline_access", error="invalid_token"`,
    );

    const { token, secret } = await tokenOf();
    expect((await mcp.handle(initialize({ authorization: `Bearer ${secret}` }))).status).toBe(200);
    await bff.send('DELETE', `/mcp/tokens/${token.id}`);
    const revoked = await mcp.handle(initialize({ authorization: `Bearer ${secret}` }));
    expect(revoked.status).toBe(401);
    expect(revoked.headers.get('www-authenticate')).toContain('error="invalid_token"');
  });

  it('takes the host’s verifyAccessToken, its answer crossing the session schema', async () => {
    const { mcp } = await setup({
      verifyAccessToken: (token) => (token === 'host-jwt' ? GRACE : null),
    });
    expect((await mcp.handle(initialize({ authorization: 'Bearer host-jwt' }))).status).toBe(200);
    expect((await mcp.handle(initialize({ authorization: 'Bearer other' }))).status).toBe(401);
  });

  it('refuses a foreign Origin or Host (DNS rebinding) and an oversized body', async () => {
    const { mcp, tokenOf } = await setup();
    const { secret } = await tokenOf();
    const auth = { authorization: `Bearer ${secret}` };
    const foreign = await mcp.handle(initialize({ ...auth, origin: 'https://evil.example' }));
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error.data.code).toBe('CROSS_SITE_REQUEST');
    const rebound = await mcp.handle(initialize({ ...auth, host: 'evil.example' }));
    expect(rebound.status).toBe(403);
    const big = await mcp.handle(initialize({ ...auth, 'content-length': '10000000' }));
    expect(big.status).toBe(413);
    expect(
      (await mcp.handle(initialize({ ...auth, origin: 'https://app.example.com' }))).status,
    ).toBe(200);
  });

  it('on a loopback origin, takes its loopback aliases at the same port, and nothing else', async () => {
    const local = 'http://127.0.0.1:3999/mcp';
    const { mcp, tokenOf } = await setup({ endpoint: local });
    const { secret } = await tokenOf();
    const from = (host: string, origin: string) =>
      mcp.handle(
        new Request(local, {
          method: 'POST',
          headers: { ...MCP_POST_HEADERS, authorization: `Bearer ${secret}`, host, origin },
          body: JSON.stringify(initializeRequest('x')),
        }),
      );
    for (const alias of ['localhost:3999', '127.0.0.1:3999', '[::1]:3999']) {
      expect((await from(alias, `http://${alias}`)).status).toBe(200);
    }
    for (const [host, origin] of [
      ['evil.example:3999', 'http://127.0.0.1:3999'],
      ['localhost:4000', 'http://localhost:4000'],
      ['localhost:3999', 'http://evil.example:3999'],
      ['localhost:3999', 'https://localhost:3999'],
    ] as const) {
      const refused = await from(host, origin);
      expect(refused.status).toBe(403);
      expect((await refused.json()).error.data.code).toMatch(/^(FORBIDDEN|CROSS_SITE_REQUEST)$/);
    }
  });

  it('never writes a token into a log line', async () => {
    const { bff, mcp, tokenOf } = await setup();
    const { secret } = await tokenOf();
    await createWebsearchAccount(upstream);
    const { client: sdk } = await client(mcp, secret);
    await sdk.callTool({ name: 'websearch_web_search', arguments: { q: 'x' } });
    await mcp.handle(initialize({ authorization: 'Bearer pbm_wrong-token-value' }));
    const lines = JSON.stringify(bff.log);
    expect(bff.log.some((entry) => entry.event === 'mcp.request')).toBe(true);
    expect(lines).not.toContain(secret);
    expect(lines).not.toContain('pbm_wrong-token-value');
  });
});

describe('MCP Apps views', () => {
  it('serves each given view as a ui:// resource and points its connector’s tools at it', async () => {
    const html = '<!doctype html><html><body><p>viewer</p></body></html>';
    const { mcp, tokenOf } = await setup({ appViews: { crm: html } });
    const { client: sdk } = await client(mcp, (await tokenOf()).secret);
    const { tools } = await sdk.listTools();
    const uri = 'ui://plugboard/viewers/crm.html';
    expect(tools.find((tool) => tool.name === 'crm_list_people')?._meta).toMatchObject({
      ui: { resourceUri: uri },
    });
    expect(tools.find((tool) => tool.name === 'websearch_web_search')?._meta).toBeUndefined();
    expect((await sdk.listResources()).resources).toEqual([
      expect.objectContaining({ uri, mimeType: 'text/html;profile=mcp-app' }),
    ]);
    const read = await sdk.readResource({ uri });
    expect(read.contents[0]).toMatchObject({
      uri,
      mimeType: 'text/html;profile=mcp-app',
      text: html,
    });
  });
});

/** Every schema object inside a tool's input and output schemas, each root included. */
function schemasOf(tool: Tool): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const walk = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return;
    if (!Array.isArray(value)) found.push(value as Record<string, unknown>);
    for (const child of Object.values(value)) walk(child);
  };
  walk([tool.inputSchema, tool.outputSchema]);
  return found;
}

/** `items: false`, a tuple's closing that strict clients reject (and draft-07 reads as "no items"). */
const closesItems = (schema: Record<string, unknown>) => schema.items === false;
