import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { type ConnectorId, TOOL_CATALOG, type ToolName } from '@plugboard/schema';
import { answerConsent } from '@plugboard/test-kit';
import Ajv2020 from 'ajv/dist/2020.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryMcpTokenStore } from '../../stores/memory-mcp-token-store.ts';
import { createTestBff, createWebsearchAccount, type TestBff } from '../../test/bff-harness.ts';
import { connectMcpClient, MCP_ENDPOINT, storeToken } from '../../test/mcp-harness.ts';
import { ADA, TEST_USER_HEADER } from '../../test/test-users.ts';
import { setupEmulator } from '../../test/use-emulator.ts';
import { buildMcpEndpoint } from '../mcp-endpoint-core.ts';

const upstream = setupEmulator();
const open: { close(): Promise<void> }[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((each) => each.close()));
});

/** An endpoint over the whole catalog, and a discovering client of Ada's. */
async function setup(options: Parameters<typeof connectMcpClient>[2] = {}) {
  const tokenStore = createMemoryMcpTokenStore();
  const bff = createTestBff(upstream, {
    tools: {
      connectors: ['docsapp', 'crm', 'warehouse', 'video', 'websearch'] as ConnectorId[],
      allowed: Object.keys(TOOL_CATALOG) as ToolName[],
    },
    mcp: { endpoint: MCP_ENDPOINT },
    stores: { mcpTokens: tokenStore },
  });
  const mcp = buildMcpEndpoint(bff.shared, { endpoint: MCP_ENDPOINT, connectPollMs: 200 });
  open.push(mcp);
  const { secret } = await storeToken(tokenStore, undefined);
  const client = async (more: Parameters<typeof connectMcpClient>[2] = {}) => {
    const connected = await connectMcpClient(mcp, secret, { ...options, ...more });
    open.push(connected);
    return connected;
  };
  return { bff, mcp, client };
}

interface Hit {
  name: string;
  connector: string;
  effect: string;
  readiness: string;
}

/** Opens a connect URL as Ada's browser would, consents, and lets the callback page verify. */
async function connectThrough(bff: TestBff, url: string) {
  const opened = await bff.handle(
    new Request(url, { headers: { [TEST_USER_HEADER]: JSON.stringify(ADA) } }),
  );
  expect(opened.status).toBe(303);
  const redirect = await answerConsent(upstream.emulator, opened.headers.get('location') ?? '');
  const verified = await bff.send('POST', '/verify', {
    body: { auth_request_id: redirect.authRequestId, state: redirect.state },
  });
  expect(verified.status).toBe(200);
}

describe('discovery', () => {
  it('lists three meta-tools in under 4 KB, with object schemas and annotations, whatever the catalog', async () => {
    const { client } = await setup();
    const { tools } = await client().then(({ client: sdk }) => sdk.listTools());
    expect(tools.map((tool) => tool.name)).toEqual(['search_tools', 'describe_tool', 'run_tool']);
    expect(Buffer.byteLength(JSON.stringify({ tools }))).toBeLessThan(4_096);
    const ajv = new Ajv2020({ strict: true });
    for (const tool of tools) {
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
      expect(() => ajv.compile(tool.inputSchema), tool.name).not.toThrow();
      expect(tool.description?.length ?? 0, tool.name).toBeLessThan(300);
    }
    expect(tools.find((tool) => tool.name === 'run_tool')?.annotations).toMatchObject({
      readOnlyHint: false,
    });
    expect(tools.find((tool) => tool.name === 'search_tools')?.annotations).toMatchObject({
      readOnlyHint: true,
    });
  });

  it("search_tools ranks by intent and says the user's readiness for each hit", async () => {
    const { bff, client } = await setup();
    const { client: sdk } = await client();
    await sdk.listTools();
    const search = async (args: Record<string, unknown>) => {
      const result = await sdk.callTool({ name: 'search_tools', arguments: args });
      expect(result.isError, JSON.stringify(result.content)).toBeFalsy();
      return result;
    };
    const contacts = await search({ query: 'list my CRM contacts', limit: 3 });
    const hits = (contacts.structuredContent as { hits: Hit[] }).hits;
    expect(hits).toHaveLength(3);
    expect(hits[0]).toMatchObject({
      name: 'crm_list_people',
      connector: 'crm',
      effect: 'read',
      readiness: 'not_connected',
    });
    expect((contacts.content as { text: string }[])[0]?.text).toContain(
      '- crm_list_people (CRM, read, not_connected): List person records.',
    );

    await createWebsearchAccount(upstream);
    const web = (await search({ query: 'search the web', connector: 'websearch', limit: 2 }))
      .structuredContent as { hits: Hit[] };
    expect(web.hits.map((hit) => [hit.name, hit.readiness])).toEqual([
      ['websearch_web_search', 'ready'],
      expect.arrayContaining(['ready']),
    ]);
    const accounts = await bff.send('GET', '/accounts');
    const account = accounts.json.accounts.find(
      (each: { connector: string }) => each.connector === 'websearch',
    );
    await upstream.emulator.control.setAccountStatus(account.id, 'EXPIRED');
    const expired = (await search({ query: 'web search', limit: 1 })).structuredContent as {
      hits: Hit[];
    };
    expect(expired.hits[0]).toMatchObject({ name: 'websearch_web_search', readiness: 'expired' });

    const bad = await sdk.callTool({ name: 'search_tools', arguments: { query: '', limit: 99 } });
    expect(bad.isError).toBe(true);
    expect((bad.content as { text: string }[])[0]?.text).toMatch(
      /^Invalid arguments of search_tools: query: .*; limit: /,
    );
  });

  it('describe_tool gives the input schema, effect and readiness', async () => {
    const { client } = await setup();
    const { client: sdk } = await client();
    await sdk.listTools();
    const described = await sdk.callTool({
      name: 'describe_tool',
      arguments: { tool: 'crm_create_task' },
    });
    expect(described.structuredContent).toMatchObject({
      name: 'crm_create_task',
      title: 'CRM: Create task',
      effect: 'write',
      readiness: 'not_connected',
      input_schema: { type: 'object', required: ['content'] },
    });
    const unknown = await sdk.callTool({ name: 'describe_tool', arguments: { tool: 'nope' } });
    expect((unknown.content as { text: string }[])[0]?.text).toMatch(
      /There is no tool nope here; search_tools finds/,
    );
  });
});

describe('run_tool', () => {
  it('connects to continue through a URL elicitation, then answers exactly what tools/call answers', async () => {
    const { bff, client } = await setup({ elicitation: { url: {}, form: {} } });
    const ada = await client();
    await ada.client.listTools();
    const refused = await ada.client
      .callTool({ name: 'run_tool', arguments: { tool: 'crm_list_people', arguments: {} } })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(McpError);
    expect((refused as McpError).code).toBe(-32042);
    const [elicitation] = (
      (refused as McpError).data as { elicitations: { url: string; elicitationId: string }[] }
    ).elicitations;
    const completion = ada.nextCompletion();
    await connectThrough(bff, elicitation?.url ?? '');
    expect(await completion).toBe(elicitation?.elicitationId);

    const viaRun = await ada.client.callTool({
      name: 'run_tool',
      arguments: { tool: 'crm_list_people', arguments: { limit: 2 } },
    });
    const direct = await ada.client.callTool({ name: 'crm_list_people', arguments: { limit: 2 } });
    expect(viaRun.isError).toBeFalsy();
    expect(viaRun).toEqual(direct);
    expect(viaRun.structuredContent).toHaveProperty('data');
  });

  it('asks before a write: declined writes nothing, accepted writes, a client that cannot ask is refused', async () => {
    const { bff, client } = await setup();
    const bootstrap = await client();
    const link = await bootstrap.client.callTool({
      name: 'run_tool',
      arguments: { tool: 'crm_list_people' },
    });
    await connectThrough(
      bff,
      /https:\S+/.exec((link.content as { text: string }[])[0]?.text ?? '')?.[0] ?? '',
    );
    const tasks = async () =>
      (
        await bff.send('POST', '/tools/execute', {
          body: { tool_name: 'crm_list_tasks', params: {} },
        })
      ).json.data.data.length as number;
    const before = await tasks();
    const create = { tool: 'crm_create_task', arguments: { content: 'Call Grace' } };

    const decliner = await client({
      elicitation: { form: {} },
      answer: () => ({ action: 'decline' }),
    });
    const declined = await decliner.client.callTool({ name: 'run_tool', arguments: create });
    expect((declined.content as { text: string }[])[0]?.text).toMatch(
      /declined "CRM: Create task"\. Nothing was done/,
    );
    expect(decliner.elicitations[0]).toMatchObject({
      mode: 'form',
      message: expect.stringContaining('- content: Call Grace'),
    });
    expect(await tasks()).toBe(before);

    const accepter = await client({ elicitation: { form: {} } });
    const accepted = await accepter.client.callTool({ name: 'run_tool', arguments: create });
    expect(accepted.isError).toBeFalsy();
    expect(await tasks()).toBe(before + 1);

    const unasked = await bootstrap.client.callTool({ name: 'run_tool', arguments: create });
    expect((unasked.content as { text: string }[])[0]?.text).toMatch(
      /does not support form elicitation\)\. Nothing was done/,
    );
    expect(await tasks()).toBe(before + 1);
  });

  it('runs only tools of the endpoint', async () => {
    const { client } = await setup();
    const { client: sdk } = await client();
    const refused = await sdk.callTool({
      name: 'run_tool',
      arguments: { tool: 'run_tool', arguments: {} },
    });
    expect((refused.content as { text: string }[])[0]?.text).toMatch(
      /There is no tool run_tool here/,
    );
  });
});
