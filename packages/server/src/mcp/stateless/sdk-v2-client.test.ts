import {
  Client,
  type ElicitRequest,
  type ElicitResult,
  StreamableHTTPClientTransport,
  type VersionNegotiationMode,
} from '@modelcontextprotocol/client';
import { answerConsent } from '@plugboard/test-kit';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryMcpTokenStore } from '../../stores/memory-mcp-token-store.ts';
import { createTestBff, type TestBff } from '../../test/bff-harness.ts';
import { MCP_ENDPOINT } from '../../test/mcp-harness.ts';
import { ADA, TEST_USER_HEADER } from '../../test/test-users.ts';
import { setupEmulator } from '../../test/use-emulator.ts';
import { buildMcpEndpoint, type PlugboardMcpHandler } from '../mcp-endpoint-core.ts';

const upstream = setupEmulator();
const open: { close(): Promise<void> }[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((each) => each.close()));
});

async function setup() {
  const bff = createTestBff(upstream, {
    tools: {
      connectors: ['websearch', 'crm'],
      allowed: ['websearch_web_search', 'crm_list_people', 'crm_create_task', 'crm_list_tasks'],
    },
    mcp: { endpoint: MCP_ENDPOINT },
    stores: { mcpTokens: createMemoryMcpTokenStore() },
  });
  const mcp = buildMcpEndpoint(bff.shared, {
    endpoint: MCP_ENDPOINT,
    connectPollMs: 100,
    connectWaitMs: 2_000,
  });
  open.push(mcp);
  const created = await bff.send('POST', '/mcp/tokens', {
    body: { name: 'sdk v2', client: 'other' },
  });
  return { bff, mcp, token: created.json.secret as string };
}

/**
 * The SDK v2 client on its own Streamable HTTP transport (its fetch straight into the endpoint's
 * handler), declaring form and URL elicitation: `answer` is the elicitation handler its
 * multi-round-trip driver fulfils `input_required` through.
 */
async function connectV2(
  mcp: PlugboardMcpHandler,
  token: string,
  mode: VersionNegotiationMode,
  answer: (params: ElicitRequest['params']) => Promise<ElicitResult> | ElicitResult = () => ({
    action: 'accept',
  }),
) {
  const client = new Client(
    { name: 'sdk-v2-client', version: '2.4.0' },
    {
      capabilities: { elicitation: { form: {}, url: {} } },
      versionNegotiation: { mode },
    },
  );
  const asked: ElicitRequest['params'][] = [];
  client.setRequestHandler('elicitation/create', async (request) => {
    asked.push(request.params);
    return answer(request.params);
  });
  const transport = new StreamableHTTPClientTransport(new URL(MCP_ENDPOINT), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
    fetch: (url, init) => mcp.handle(new Request(url, init)),
  });
  await client.connect(transport);
  open.push(client);
  return { client, asked };
}

/** What a user does in the browser the URL elicitation opens: consent, then the callback verifies. */
async function consentAt(bff: TestBff, url: string) {
  const opened = await bff.handle(
    new Request(url, { headers: { [TEST_USER_HEADER]: JSON.stringify(ADA) } }),
  );
  const redirect = await answerConsent(upstream.emulator, opened.headers.get('location') ?? '');
  const verified = await bff.send('POST', '/verify', {
    body: { auth_request_id: redirect.authRequestId, state: redirect.state },
  });
  expect(verified.status).toBe(200);
}

describe('the SDK v2 client against the endpoint', () => {
  it('pinned to 2026-07-28: discovers, lists, and connects to continue through its URL elicitation handler', async () => {
    const { bff, mcp, token } = await setup();
    const { client, asked } = await connectV2(mcp, token, { pin: '2026-07-28' }, async (params) => {
      if (params.mode === 'url') await consentAt(bff, params.url);
      return { action: 'accept' };
    });
    expect(client.getProtocolEra()).toBe('modern');
    expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    expect(client.getDiscoverResult()?.supportedVersions).toContain('2026-07-28');
    // A token made with the defaults discovers; its tools are still called by name.
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toContain('run_tool');

    const result = await client.callTool({ name: 'crm_list_people', arguments: {} });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toHaveProperty('data');
    expect(asked).toEqual([
      expect.objectContaining({ mode: 'url', message: 'Connect your CRM account to continue.' }),
    ]);
  });

  it('pinned to 2026-07-28: a write asks through its form handler: declined is refused, accepted writes once', async () => {
    const { bff, mcp, token } = await setup();
    const answers: ElicitResult['action'][] = ['decline', 'accept'];
    const { client, asked } = await connectV2(mcp, token, { pin: '2026-07-28' }, async (params) => {
      if (params.mode === 'url') {
        await consentAt(bff, params.url);
        return { action: 'accept' };
      }
      return { action: answers.shift() ?? 'cancel', content: {} };
    });
    const declined = await client.callTool({
      name: 'crm_create_task',
      arguments: { content: 'Call Grace' },
    });
    expect(declined.isError).toBe(true);
    expect(declined.content).toEqual([
      { type: 'text', text: 'The user declined "CRM: Create task". Nothing was done.' },
    ]);
    const tasks = async () => {
      const listed = await client.callTool({ name: 'crm_list_tasks', arguments: {} });
      return (listed.structuredContent as { data: unknown[] }).data.length;
    };
    const before = await tasks();
    const accepted = await client.callTool({
      name: 'crm_create_task',
      arguments: { content: 'Call Grace' },
    });
    expect(accepted.isError).toBeFalsy();
    expect(asked.map((params) => params.mode ?? 'form')).toEqual(['url', 'form', 'form']);
    expect(await tasks()).toBe(before + 1);
  });

  it('in auto mode picks 2026-07-28 by itself', async () => {
    const { mcp, token } = await setup();
    const { client } = await connectV2(mcp, token, 'auto');
    expect(client.getProtocolEra()).toBe('modern');
    expect(client.getNegotiatedProtocolVersion()).toBe('2026-07-28');
    expect((await client.listTools()).tools.map((tool) => tool.name)).toContain('search_tools');
  });
});
