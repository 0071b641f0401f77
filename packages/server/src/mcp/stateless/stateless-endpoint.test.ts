import { answerConsent } from '@plugboard/test-kit';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlugboardHandlerOptions } from '../../bff/handler-options.ts';
import { createMemoryMcpTokenStore } from '../../stores/memory-mcp-token-store.ts';
import { createTestBff, type TestBff } from '../../test/bff-harness.ts';
import { connectMcpClient, MCP_ENDPOINT } from '../../test/mcp-harness.ts';
import { createWireClient, MODERN_VERSION } from '../../test/mcp-wire-client.ts';
import { ADA, TEST_USER_HEADER } from '../../test/test-users.ts';
import { setupEmulator } from '../../test/use-emulator.ts';
import { buildMcpEndpoint, type PlugboardMcpHandler } from '../mcp-endpoint-core.ts';
import type { PlugboardMcpOptions } from '../mcp-endpoint-options.ts';

const upstream = setupEmulator();
const TOOLS = ['websearch_web_search', 'crm_list_people', 'crm_create_task'] as const;
const CONNECT_URL = /^https:\/\/app\.example\.com\/api\/plugboard\/mcp\/connect\/\S+$/;
const open: { close(): Promise<void> }[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((each) => each.close()));
});

/** A BFF and its MCP endpoint; `shared` gives replicas the stores they share in production. */
function replica(
  options: Partial<PlugboardMcpOptions> = {},
  shared: Partial<PlugboardHandlerOptions> = {},
) {
  const bff = createTestBff(upstream, {
    ...shared,
    tools: { connectors: ['websearch', 'crm'], allowed: [...TOOLS] },
    mcp: { endpoint: MCP_ENDPOINT },
    stores: { mcpTokens: createMemoryMcpTokenStore() },
  });
  const mcp = buildMcpEndpoint(bff.shared, {
    endpoint: MCP_ENDPOINT,
    connectPollMs: 100,
    connectWaitMs: 300,
    ...options,
  });
  open.push(mcp);
  return { bff, mcp };
}

async function tokenOf(bff: TestBff, user = ADA): Promise<string> {
  const created = await bff.send('POST', '/mcp/tokens', {
    user,
    body: { name: 'wire', client: 'other' },
  });
  return created.json.secret;
}

function wire(
  mcp: PlugboardMcpHandler,
  token: string,
  capabilities: Record<string, unknown>,
  endpoint = MCP_ENDPOINT,
) {
  return createWireClient({
    endpoint,
    token,
    capabilities,
    fetch: (request) => mcp.handle(request),
  });
}

/** Opens a connect URL in `user`'s browser, consents, and lets the callback page verify. */
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
}

const ELICIT = { elicitation: { form: {}, url: {} } };

describe('2026-07-28 on the wire, beside 2025-11-25 at the same URL', () => {
  it('answers server/discover statelessly, with its versions, capabilities, identity and cache fields', async () => {
    const { bff, mcp } = replica();
    const client = wire(mcp, await tokenOf(bff), {});
    const discovered = await client.discover();
    expect(discovered.status).toBe(200);
    expect(discovered.headers.get('mcp-session-id')).toBeNull();
    expect(discovered.message.result).toMatchObject({
      resultType: 'complete',
      supportedVersions: expect.arrayContaining([MODERN_VERSION]),
      capabilities: { tools: {} },
      instructions: expect.stringContaining('connected accounts'),
      ttlMs: 3_600_000,
      cacheScope: 'public',
      _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'plugboard' } },
    });
  });

  it('lists what a 2025-11-25 session lists, in the same order on every replica, private to the caller', async () => {
    const a = replica();
    const b = replica();
    // A token made with the defaults discovers: the three meta-tools, on both revisions.
    const token = await tokenOf(a.bff);
    const discovering = await wire(a.mcp, token, {}).listTools();
    expect(discovering.message.result).toMatchObject({
      resultType: 'complete',
      ttlMs: 60_000,
      cacheScope: 'private',
    });
    const session = await connectMcpClient(a.mcp, token);
    open.push(session);
    expect((await session.client.listTools()).tools).toEqual(discovering.message.result?.tools);

    const scoped = `${MCP_ENDPOINT}?connectors=websearch,crm`;
    const listed = await wire(a.mcp, token, {}, scoped).listTools();
    const names = (listed.message.result?.tools as { name: string }[] | undefined)?.map(
      (tool) => tool.name,
    );
    expect(names).toEqual(['websearch_web_search', 'crm_list_people', 'crm_create_task']);
    const again = await wire(b.mcp, await tokenOf(b.bff), {}, scoped).listTools();
    expect(again.message.result?.tools).toEqual(listed.message.result?.tools);
  });

  it('run_tool of a discovering token asks the same way: input_required, then the tool once connected', async () => {
    const { bff, mcp } = replica();
    const client = wire(mcp, await tokenOf(bff), ELICIT);
    const args = { tool: 'crm_list_people', arguments: {} };
    const asked = (await client.callTool('run_tool', args)).message.result ?? {};
    expect(asked).toMatchObject({
      resultType: 'input_required',
      inputRequests: { connect: { params: { mode: 'url' } } },
    });
    const { url } = (asked.inputRequests as { connect: { params: { url: string } } }).connect
      .params;
    await connectThrough(bff, url);
    const done = await client.callTool('run_tool', args, {
      inputResponses: { connect: { action: 'accept' } },
      requestState: asked.requestState as string,
    });
    expect(done.message.result).toMatchObject({
      resultType: 'complete',
      structuredContent: { data: expect.any(Array) },
    });
  });

  it('connect to continue: input_required with a URL elicitation, again before the connect, the tool after it; never -32042', async () => {
    const { bff, mcp } = replica();
    const client = wire(mcp, await tokenOf(bff), ELICIT);
    const asked = await client.callTool('crm_list_people', {});
    expect(asked.status).toBe(200);
    expect(asked.message.error).toBeUndefined();
    const result = asked.message.result ?? {};
    expect(result.resultType).toBe('input_required');
    expect(result.inputRequests).toEqual({
      connect: {
        method: 'elicitation/create',
        params: {
          mode: 'url',
          url: expect.stringMatching(CONNECT_URL),
          message: 'Connect your CRM account to continue.',
        },
      },
    });
    expect(result.requestState).toEqual(expect.any(String));
    expect(result).not.toHaveProperty('ttlMs');

    const early = await client.callTool(
      'crm_list_people',
      {},
      {
        inputResponses: { connect: { action: 'accept' } },
        requestState: result.requestState as string,
      },
    );
    const again = early.message.result ?? {};
    expect(again.resultType).toBe('input_required');
    expect(again.requestState).not.toBe(result.requestState);

    const { url } = (again.inputRequests as { connect: { params: { url: string } } }).connect
      .params;
    await connectThrough(bff, url);
    const done = await client.callTool(
      'crm_list_people',
      {},
      {
        inputResponses: { connect: { action: 'accept' } },
        requestState: again.requestState as string,
      },
    );
    expect(done.message.error).toBeUndefined();
    expect(done.message.result).toMatchObject({
      resultType: 'complete',
      structuredContent: { data: expect.any(Array) },
    });
  });

  it('the retry waits for a connect that finishes while it is in flight', async () => {
    const { bff, mcp } = replica({ connectWaitMs: 10_000 });
    const client = wire(mcp, await tokenOf(bff), ELICIT);
    const asked = (await client.callTool('crm_list_people', {})).message.result ?? {};
    const { url } = (asked.inputRequests as { connect: { params: { url: string } } }).connect
      .params;
    const retry = client.callTool(
      'crm_list_people',
      {},
      {
        inputResponses: { connect: { action: 'accept' } },
        requestState: asked.requestState as string,
      },
    );
    await connectThrough(bff, url);
    expect((await retry).message.result?.resultType).toBe('complete');
  });
});

describe('asking the user on 2026-07-28 (Multi Round-Trip Requests)', () => {
  async function connected(options: Partial<PlugboardMcpOptions> = {}) {
    const setup = replica(options);
    const client = wire(setup.mcp, await tokenOf(setup.bff), ELICIT);
    const asked = (await client.callTool('crm_list_people', {})).message.result ?? {};
    const { url } = (asked.inputRequests as { connect: { params: { url: string } } }).connect
      .params;
    await connectThrough(setup.bff, url);
    return { ...setup, client };
  }
  /** A BFF that reads the CRM's tasks, to see what the writes did upstream. */
  const observer = () =>
    createTestBff(upstream, { tools: { connectors: ['crm'], allowed: ['crm_list_tasks'] } });
  const tasks = async (bff: TestBff) => {
    const listed = await bff.send('POST', '/tools/execute', {
      body: { tool_name: 'crm_list_tasks', params: {} },
    });
    return listed.json.data.data.length as number;
  };

  it('asks to allow a write with a form; a decline writes nothing, an accept writes once', async () => {
    const { client } = await connected();
    const before = await tasks(observer());
    const args = { content: 'Call Grace' };
    const asked = (await client.callTool('crm_create_task', args)).message.result ?? {};
    expect(asked).toMatchObject({
      resultType: 'input_required',
      inputRequests: {
        approve: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: expect.stringContaining('- content: Call Grace'),
            requestedSchema: { type: 'object', properties: {} },
          },
        },
      },
    });
    const declined = await client.callTool('crm_create_task', args, {
      inputResponses: { approve: { action: 'decline' } },
      requestState: asked.requestState as string,
    });
    expect(declined.message.result).toMatchObject({
      resultType: 'complete',
      isError: true,
      content: [{ type: 'text', text: 'The user declined "CRM: Create task". Nothing was done.' }],
    });
    expect(await tasks(observer())).toBe(before);

    const again = (await client.callTool('crm_create_task', args)).message.result ?? {};
    const accepted = await client.callTool('crm_create_task', args, {
      inputResponses: { approve: { action: 'accept', content: {} } },
      requestState: again.requestState as string,
    });
    expect(accepted.message.result).toMatchObject({ resultType: 'complete' });
    expect(accepted.message.result?.isError).toBeUndefined();
    expect(await tasks(observer())).toBe(before + 1);
  });

  it('counts an answer only for the question its state asked: a connect state approves no write', async () => {
    const { bff, mcp } = replica();
    const client = wire(mcp, await tokenOf(bff), ELICIT);
    const args = { content: 'Call Grace' };
    const asked = (await client.callTool('crm_create_task', args)).message.result ?? {};
    const { url } = (asked.inputRequests as { connect: { params: { url: string } } }).connect
      .params;
    await connectThrough(bff, url);
    const before = await tasks(observer());
    const smuggled = await client.callTool('crm_create_task', args, {
      inputResponses: { connect: { action: 'accept' }, approve: { action: 'accept' } },
      requestState: asked.requestState as string,
    });
    expect(smuggled.message.result).toMatchObject({
      resultType: 'input_required',
      inputRequests: { approve: { params: { mode: 'form' } } },
    });
    expect(await tasks(observer())).toBe(before);
  });

  it('refuses a forged, replayed, foreign or expired requestState with -32602 and what to do', async () => {
    let offsetMs = 0;
    const setup = replica({}, { now: () => Date.now() + offsetMs });
    const client = wire(setup.mcp, await tokenOf(setup.bff), ELICIT);
    const asked = (await client.callTool('crm_list_people', {})).message.result ?? {};
    const state = asked.requestState as string;
    const accept = { connect: { action: 'accept' } };
    const refusal = async (name: string, args: Record<string, unknown>, requestState: string) => {
      const answer = await client.callTool(name, args, { inputResponses: accept, requestState });
      expect(answer.message.result).toBeUndefined();
      return answer.message.error;
    };

    const [part, mac] = state.split('.') as [string, string];
    const flipped = `${part}.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`;
    expect(await refusal('crm_list_people', {}, flipped)).toMatchObject({
      code: -32602,
      message: expect.stringMatching(/not issued by this server or was changed/),
      data: { reason: 'forged' },
    });
    expect(await refusal('crm_list_people', { limit: 5 }, state)).toMatchObject({
      code: -32602,
      message: expect.stringMatching(/belongs to another call/),
      data: { reason: 'other-session' },
    });
    const grace = wire(
      setup.mcp,
      await tokenOf(setup.bff, { identifier: 'grace@example.com' }),
      ELICIT,
    );
    const stolen = await grace.callTool(
      'crm_list_people',
      {},
      { inputResponses: accept, requestState: state },
    );
    expect(stolen.message.error).toMatchObject({ code: -32602, data: { reason: 'other-session' } });

    // Refused as foreign, it was not spent: its own call takes it once, and only once.
    const first = await client.callTool(
      'crm_list_people',
      {},
      { inputResponses: accept, requestState: state },
    );
    expect(first.message.result?.resultType).toBe('input_required');
    expect(await refusal('crm_list_people', {}, state)).toMatchObject({
      code: -32602,
      message: expect.stringMatching(/already used/),
      data: { reason: 'replayed' },
    });

    const later = (await client.callTool('crm_list_people', {})).message.result ?? {};
    offsetMs = 3_600_000;
    expect(await refusal('crm_list_people', {}, later.requestState as string)).toMatchObject({
      code: -32602,
      data: { reason: 'expired' },
    });
  });

  it('links the connect in an error result for a client without URL elicitation, and refuses a write to one without forms with -32021', async () => {
    const { bff, mcp } = replica();
    const token = await tokenOf(bff);
    const formOnly = await wire(mcp, token, { elicitation: {} }).callTool('crm_list_people', {});
    expect(formOnly.message.result).toMatchObject({
      resultType: 'complete',
      isError: true,
      content: [
        { text: expect.stringMatching(/Connect your CRM account to continue\. Open this link/) },
      ],
    });
    const url =
      /https:\S+/.exec(
        (formOnly.message.result?.content as { text: string }[] | undefined)?.[0]?.text ?? '',
      )?.[0] ?? '';
    await connectThrough(bff, url);
    const unasked = await wire(mcp, token, { elicitation: { url: {} } }).callTool(
      'crm_create_task',
      {
        content: 'x',
      },
    );
    expect(unasked.status).toBe(400);
    expect(unasked.message.error).toMatchObject({
      code: -32021,
      message: expect.stringMatching(/does not support form elicitation\)\. Nothing was done/),
      data: { requiredCapabilities: { elicitation: { form: {} } } },
    });
  });
});

describe('the 2026-07-28 request metadata headers', () => {
  async function answer(headers: Record<string, string | null>, meta?: Record<string, unknown>) {
    const { bff, mcp } = replica();
    const client = wire(mcp, await tokenOf(bff), {});
    return client.send('tools/call', { name: 'crm_list_people', arguments: {} }, { headers, meta });
  }

  it('answers 400 HeaderMismatch (-32020) when a header is missing or says other than the body', async () => {
    const cases: Record<string, string | null>[] = [
      { 'mcp-name': 'crm_create_task' },
      { 'mcp-method': 'tools/list' },
      { 'mcp-method': null },
      { 'mcp-name': null },
    ];
    for (const headers of cases) {
      const refused = await answer(headers);
      expect(refused.status, JSON.stringify(headers)).toBe(400);
      expect(refused.message.error?.code, JSON.stringify(headers)).toBe(-32020);
    }
    const base64 = await answer({ 'mcp-name': `=?base64?${btoa('crm_list_people')}?=` });
    expect(base64.status).toBe(200);
  });

  it('answers 400 for a version the header and the body disagree on, or that is not served', async () => {
    const mismatch = await answer({ 'mcp-protocol-version': '2025-11-25' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.message.error?.code).toBe(-32020);
    const unsupported = await answer(
      { 'mcp-protocol-version': '1900-01-01' },
      {
        'io.modelcontextprotocol/protocolVersion': '1900-01-01',
        'io.modelcontextprotocol/clientCapabilities': {},
      },
    );
    expect(unsupported.status).toBe(400);
    expect(unsupported.message.error).toMatchObject({
      code: -32022,
      data: { supported: expect.arrayContaining([MODERN_VERSION]), requested: '1900-01-01' },
    });
    const noCapabilities = await answer(
      {},
      { 'io.modelcontextprotocol/protocolVersion': MODERN_VERSION },
    );
    expect(noCapabilities.status).toBe(400);
    expect(noCapabilities.message.error?.code).toBe(-32602);
  });
});
