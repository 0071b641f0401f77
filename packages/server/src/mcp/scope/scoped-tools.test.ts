import {
  type McpError,
  ToolListChangedNotificationSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { ConnectorId, McpToolScope, ToolName } from '@plugboard/schema';
import { initializeRequest, MCP_POST_HEADERS } from '@plugboard/test-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryMcpTokenStore } from '../../stores/memory-mcp-token-store.ts';
import { createTestBff } from '../../test/bff-harness.ts';
import { connectMcpClient, MCP_ENDPOINT, storeToken } from '../../test/mcp-harness.ts';
import { ADA } from '../../test/test-users.ts';
import { setupEmulator } from '../../test/use-emulator.ts';
import { buildMcpEndpoint } from '../mcp-endpoint-core.ts';

const upstream = setupEmulator();
const ALLOWED: ToolName[] = [
  'docsapp_data_fetch',
  'docsapp_page_get',
  'crm_list_people',
  'crm_get_person',
  'crm_create_task',
  'websearch_web_search',
];
const CONNECTORS: ConnectorId[] = ['docsapp', 'crm', 'websearch'];
const open: { close(): Promise<void> }[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((each) => each.close()));
});

function setup(tools?: ToolName[]) {
  const tokenStore = createMemoryMcpTokenStore();
  const bff = createTestBff(upstream, {
    tools: { connectors: CONNECTORS, allowed: ALLOWED },
    mcp: { endpoint: MCP_ENDPOINT },
    stores: { mcpTokens: tokenStore },
  });
  const mcp = buildMcpEndpoint(bff.shared, { endpoint: MCP_ENDPOINT, tools });
  open.push(mcp);
  const connect = async (scope: McpToolScope | undefined, url?: string) => {
    const stored = await storeToken(tokenStore, scope);
    const connected = await connectMcpClient(mcp, stored.secret, { url });
    open.push(connected);
    return { ...connected, stored };
  };
  return { mcp, tokenStore, connect };
}

const namesOf = async (client: { listTools(): Promise<{ tools: { name: string }[] }> }) =>
  (await client.listTools()).tools.map((tool) => tool.name);

/** The refusal of a call, as the client reads it. */
const refusalOf = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the call was not refused');
    },
    (error: McpError) => error,
  );

describe("a token's tool scope", () => {
  it('lists the tools of the chosen connectors, narrowed to chosen tools, within the endpoint’s tools', async () => {
    const { connect } = setup();
    const crm = await connect({ mode: 'listed', connectors: ['crm', 'video'] });
    expect(await namesOf(crm.client)).toEqual([
      'crm_list_people',
      'crm_get_person',
      'crm_create_task',
    ]);
    const one = await connect({
      mode: 'listed',
      connectors: ['crm', 'docsapp'],
      tools: ['crm_get_person', 'docsapp_page_get'],
    });
    expect(await namesOf(one.client)).toEqual(['docsapp_page_get', 'crm_get_person']);

    // The endpoint's own `tools` option stays the ceiling: a scope never lists beyond it.
    const narrowEndpoint = setup(['crm_list_people', 'websearch_web_search']);
    const every = await narrowEndpoint.connect({ mode: 'listed', connectors: CONNECTORS });
    expect(await namesOf(every.client)).toEqual(['crm_list_people', 'websearch_web_search']);
  });

  it("takes an OAuth token's scope from the host's verifyAccessToken", async () => {
    const bff = createTestBff(upstream, { tools: { connectors: CONNECTORS, allowed: ALLOWED } });
    const mcp = buildMcpEndpoint(bff.shared, {
      endpoint: MCP_ENDPOINT,
      verifyAccessToken: (token) =>
        token === 'scoped-jwt'
          ? { user: ADA, toolScope: { mode: 'listed', connectors: ['websearch'] } }
          : ADA,
    });
    open.push(mcp);
    const scoped = await connectMcpClient(mcp, 'scoped-jwt');
    const bare = await connectMcpClient(mcp, 'bare-jwt');
    open.push(scoped, bare);
    expect(await namesOf(scoped.client)).toEqual(['websearch_web_search']);
    expect(await namesOf(bare.client)).toEqual(['search_tools', 'describe_tool', 'run_tool']);
  });

  it('refuses a call outside the scope like an unknown tool, saying how to reach it', async () => {
    const { connect } = setup();
    const { client } = await connect({
      mode: 'listed',
      connectors: ['crm'],
      tools: ['crm_get_person'],
    });
    const outside = await refusalOf(client.callTool({ name: 'crm_create_task', arguments: {} }));
    expect(outside.code).toBe(-32602);
    expect(outside.message).toMatch(
      /crm_create_task is not in this token's tools \(tools\/list names them\)\. To run it, the token's owner adds it/,
    );
    const meta = await refusalOf(
      client.callTool({ name: 'search_tools', arguments: { query: 'x' } }),
    );
    expect(meta.message).toMatch(
      /search_tools is not in this token's tools: the token lists chosen tools/,
    );
    const unknown = await refusalOf(client.callTool({ name: 'crm_delete_person', arguments: {} }));
    expect(unknown.message).toMatch(/Unknown tool: crm_delete_person;/);
  });

  it('discovers by default: three meta-tools, and any tool of the endpoint runs by name', async () => {
    const { connect } = setup();
    const { client } = await connect(undefined);
    expect(await namesOf(client)).toEqual(['search_tools', 'describe_tool', 'run_tool']);
    const direct = await client.callTool({ name: 'crm_list_people', arguments: {} });
    // It ran: Ada has no CRM account, so the answer asks her to connect one.
    expect((direct.content as { text: string }[])[0]?.text).toMatch(/Connect your CRM account/);
  });
});

describe('?connectors= on the endpoint URL', () => {
  it('narrows a discovering token to the named connectors, listed', async () => {
    const { connect } = setup();
    const { client } = await connect(undefined, `${MCP_ENDPOINT}?connectors=crm,%20websearch`);
    expect(await namesOf(client)).toEqual([
      'crm_list_people',
      'crm_get_person',
      'crm_create_task',
      'websearch_web_search',
    ]);
    await expect(
      client.callTool({ name: 'docsapp_page_get', arguments: { page_id: 'x' } }),
    ).rejects.toThrow(/not in this token's tools/);
  });

  it('narrows a listed token, keeping its chosen tools', async () => {
    const { connect } = setup();
    const { client } = await connect(
      {
        mode: 'listed',
        connectors: ['crm', 'docsapp'],
        tools: ['crm_get_person', 'docsapp_page_get'],
      },
      `${MCP_ENDPOINT}?connectors=crm`,
    );
    expect(await namesOf(client)).toEqual(['crm_get_person']);
  });

  it('never widens: a connector the token does not reach, or none, answers 400 with the allowed values', async () => {
    const { mcp, tokenStore } = setup();
    const { secret } = await storeToken(tokenStore, { mode: 'listed', connectors: ['crm'] });
    const initialize = (query: string) =>
      mcp.handle(
        new Request(`${MCP_ENDPOINT}?connectors=${query}`, {
          method: 'POST',
          headers: { ...MCP_POST_HEADERS, authorization: `Bearer ${secret}` },
          body: JSON.stringify(initializeRequest('x')),
        }),
      );
    for (const query of ['crm,docsapp', 'video', '', 'nope']) {
      const refused = await initialize(query);
      expect(refused.status, query).toBe(400);
      const { error } = await refused.json();
      expect(error.data).toEqual({ code: 'VALIDATION_FAILED', status: 400, allowed: ['crm'] });
      expect(error.message).toMatch(
        /name one or more of crm \(comma-separated\), or leave the parameter out/,
      );
    }
    expect((await initialize('crm')).status).toBe(200);
  });
});

describe('tools/list_changed', () => {
  it('declares listChanged, and tells the session when its token’s scope changed', async () => {
    const { connect } = setup();
    const session = await connect({ mode: 'listed', connectors: ['crm'] });
    expect(session.client.getServerCapabilities()?.tools?.listChanged).toBe(true);
    const changed = new Promise<void>((resolve) => {
      session.client.setNotificationHandler(ToolListChangedNotificationSchema, () => resolve());
    });
    expect(await namesOf(session.client)).toHaveLength(3);

    await session.stored.rescope({ mode: 'listed', connectors: ['crm', 'websearch'] });
    // The session learns of the change with its next request, whose answer already has it.
    expect(await namesOf(session.client)).toHaveLength(4);
    await changed;

    await session.stored.rescope(undefined);
    expect(await namesOf(session.client)).toEqual(['search_tools', 'describe_tool', 'run_tool']);
    await expect(
      session.client.callTool({ name: 'search_tools', arguments: { query: 'people' } }),
    ).resolves.toMatchObject({ structuredContent: { hits: expect.any(Array) } });
  });
});
