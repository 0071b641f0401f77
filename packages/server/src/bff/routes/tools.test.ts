import {
  getTool,
  toolParamsJsonSchema,
  toolsForConnector,
  toolsResponseSchema,
} from '@plugboard/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatRequest,
  connectAccount,
  createReadOnlyVideoAccount,
  createTestBff,
  createWebsearchAccount,
} from '../../test/bff-harness.ts';
import { readEvents } from '../../test/event-stream.ts';
import { ADA, GRACE } from '../../test/test-users.ts';
import { startUpstreamFront, type UpstreamFront } from '../../test/upstream-front.ts';
import { setupEmulator } from '../../test/use-emulator.ts';

const upstream = setupEmulator();
const EXECUTE = '/api/v1/execute_tool';

describe('GET /tools', () => {
  it('lists the read-only tools of the offered connectors by default, with their params schema', async () => {
    const bff = createTestBff(upstream, { tools: { connectors: ['docsapp', 'websearch'] } });
    const answer = await bff.send('GET', '/tools');
    expect(answer.status).toBe(200);
    const { tools } = toolsResponseSchema.parse(answer.json);
    const reads = [...toolsForConnector('docsapp'), ...toolsForConnector('websearch')].filter(
      (tool) => tool.effect === 'read',
    );
    expect(tools.map((tool) => tool.name)).toEqual(reads.map((tool) => tool.name));
    expect(tools.every((tool) => tool.effect === 'read')).toBe(true);
    const pageGet = tools.find((tool) => tool.name === 'docsapp_page_get');
    expect(pageGet).toEqual({
      name: 'docsapp_page_get',
      connector: 'docsapp',
      description: getTool('docsapp_page_get').description,
      effect: 'read',
      params_schema: toolParamsJsonSchema(getTool('docsapp_page_get')),
    });
  });

  it('lists exactly the allowed tools when the host names them', async () => {
    const bff = createTestBff(upstream, {
      tools: { connectors: ['crm'], allowed: ['crm_create_task', 'crm_get_company'] },
    });
    const answer = await bff.send('GET', '/tools');
    expect(answer.json.tools.map((tool: { name: string }) => tool.name)).toEqual([
      'crm_get_company',
      'crm_create_task',
    ]);
  });
});

describe('GET /tools readiness', () => {
  it('says, for the session user, whether each allowed tool can run now, or why not', async () => {
    const bff = createTestBff(upstream, {
      tools: {
        connectors: ['crm', 'docsapp', 'websearch'],
        allowed: [
          'crm_list_people',
          'crm_create_task',
          'docsapp_user_list',
          'websearch_web_search',
        ],
      },
    });
    const before = toolsResponseSchema.parse((await bff.send('GET', '/tools')).json);
    expect(before.readiness.map((entry) => entry.tool_name)).toEqual(
      before.tools.map((tool) => tool.name),
    );
    expect(before.readiness.every((entry) => entry.reason === 'not_connected')).toBe(true);

    await connectAccount(bff, 'crm');
    // The verify ran the CRM profile read (the account's own name); GET /tools runs nothing.
    const executed = upstream.count(EXECUTE);
    expect((await bff.send('POST', '/links', { body: { connector: 'docsapp' } })).status).toBe(200);
    const after = toolsResponseSchema.parse((await bff.send('GET', '/tools')).json);
    expect(after.readiness).toEqual([
      { tool_name: 'crm_list_people', connector: 'crm', effect: 'read', ready: true },
      { tool_name: 'crm_create_task', connector: 'crm', effect: 'write', ready: true },
      {
        tool_name: 'docsapp_user_list',
        connector: 'docsapp',
        effect: 'read',
        ready: false,
        reason: 'pending',
      },
      {
        tool_name: 'websearch_web_search',
        connector: 'websearch',
        effect: 'read',
        ready: false,
        reason: 'not_connected',
      },
    ]);

    await upstream.emulator.control.advanceClock(3601);
    const expired = toolsResponseSchema.parse((await bff.send('GET', '/tools')).json);
    expect(expired.readiness[0]).toMatchObject({ ready: false, reason: 'expired' });
    // GET /tools reads account metadata only, never credentials.
    expect(upstream.count('/api/v1/connected_accounts/auth')).toBe(0);
    expect(upstream.count(EXECUTE)).toBe(executed);
  });

  it('says which video tools lack a scope the account was not granted', async () => {
    const bff = createTestBff(upstream, {
      tools: { connectors: ['video'], allowed: ['video_captions_list', 'video_comments_list'] },
    });
    await createReadOnlyVideoAccount(upstream);
    const answer = toolsResponseSchema.parse((await bff.send('GET', '/tools')).json);
    expect(answer.readiness).toEqual([
      {
        tool_name: 'video_captions_list',
        connector: 'video',
        effect: 'read',
        ready: false,
        reason: 'missing_scope',
        missing_scopes: ['ssl'],
      },
      { tool_name: 'video_comments_list', connector: 'video', effect: 'read', ready: true },
    ]);
    expect(upstream.count('/api/v1/connected_accounts/auth')).toBe(0);
  });

  it("is another user's readiness for another session", async () => {
    const bff = createTestBff(upstream, { tools: { connectors: ['crm'] } });
    await connectAccount(bff, 'crm', GRACE);
    const ada = toolsResponseSchema.parse((await bff.send('GET', '/tools')).json);
    const grace = toolsResponseSchema.parse(
      (await bff.send('GET', '/tools', { user: GRACE })).json,
    );
    expect(ada.readiness.every((entry) => !entry.ready)).toBe(true);
    expect(grace.readiness.every((entry) => entry.ready)).toBe(true);
  });
});

describe('POST /tools/execute', () => {
  it("runs an allowed tool with the session user's ACTIVE account", async () => {
    const bff = createTestBff(upstream);
    const account = await connectAccount(bff, 'docsapp');
    const answer = await bff.send('POST', '/tools/execute', {
      body: { tool_name: 'docsapp_user_list', params: {}, connector: 'docsapp' },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      data: expect.any(Object),
      execution_id: expect.any(String),
      account: { id: account.id, name: account.identifier, is_default: true, shared_by: null },
    });
    expect(answer.json.data.object).toBe('list');
    expect(upstream.count(EXECUTE)).toBe(1);
    // Picked by the session: the same account the user connected.
    const listed = await bff.send('GET', '/accounts');
    expect(listed.json.accounts).toEqual([expect.objectContaining({ id: account.id })]);
  });

  it('answers 403 for a tool outside the allow-list or not in the catalog, before any upstream call', async () => {
    const bff = createTestBff(upstream);
    await connectAccount(bff, 'docsapp');
    const calls = upstream.calls.length;
    const write = await bff.send('POST', '/tools/execute', {
      body: { tool_name: 'docsapp_page_create', params: {} },
    });
    expect(write.status).toBe(403);
    expect(write.json.error).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(write.json.error.message).toMatch(/does not let the browser run docsapp_page_create/);
    const unknown = await bff.send('POST', '/tools/execute', {
      body: { tool_name: 'mainframe_format_disk', params: {} },
    });
    expect(unknown.status).toBe(403);
    expect(unknown.json.error.message).toMatch(/There is no tool named "mainframe_format_disk"/);
    expect(upstream.calls.length).toBe(calls);
  });

  it('validates params with the tool schema before any upstream call, naming each param', async () => {
    const bff = createTestBff(upstream);
    const answer = await bff.send('POST', '/tools/execute', {
      body: { tool_name: 'docsapp_page_get', params: { page_id: 'not-a-uuid', extra: 1 } },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error.code).toBe('VALIDATION_FAILED');
    expect(answer.json.error.message).toMatch(/^Invalid params of docsapp_page_get: .*page_id/);
    expect(upstream.calls).toEqual([]);
  });

  it("refuses a connector that is not the tool's", async () => {
    const bff = createTestBff(upstream);
    const answer = await bff.send('POST', '/tools/execute', {
      body: { tool_name: 'docsapp_user_list', params: {}, connector: 'crm' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error.message).toBe(
      'Invalid request body: connector: docsapp_user_list is a docsapp tool, not crm',
    );
  });

  it('answers 409 ACCOUNT_NOT_CONNECTED without an account, and ACCOUNT_EXPIRED for an expired one', async () => {
    const bff = createTestBff(upstream);
    const none = await bff.send('POST', '/tools/execute', {
      body: { tool_name: 'docsapp_user_list', params: {} },
    });
    expect(none.status).toBe(409);
    expect(none.json.error).toMatchObject({
      code: 'ACCOUNT_NOT_CONNECTED',
      message: 'Connect your Docs account first: you have no active Docs connection.',
    });

    const account = await connectAccount(bff, 'docsapp');
    // The simulated third-party token lives an hour on the emulator clock.
    await upstream.emulator.control.advanceClock(3601);
    const expired = await bff.send('POST', '/tools/execute', {
      body: { tool_name: 'docsapp_user_list', params: {} },
    });
    expect(expired.status).toBe(409);
    expect(expired.json.error).toMatchObject({ code: 'ACCOUNT_EXPIRED', status: 409 });
    expect(expired.json.error.message).toContain(account.id);
    expect(upstream.count(EXECUTE)).toBe(0);
  });

  it("answers 400 UNKNOWN_ACCOUNT to another user's account id, listing the user's own, and runs nothing", async () => {
    const bff = createTestBff(upstream);
    const graces = await connectAccount(bff, 'docsapp', GRACE);
    const adas = await connectAccount(bff, 'docsapp', ADA);
    const answer = await bff.send('POST', '/tools/execute', {
      user: ADA,
      body: { tool_name: 'docsapp_user_list', params: {}, account: graces.id },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatchObject({
      code: 'UNKNOWN_ACCOUNT',
      message: `You have no Docs account with id ${graces.id}. Your Docs accounts: ${adas.identifier} (default). Name one of them in account, or leave it out to use the default.`,
      accounts: [{ id: adas.id, name: adas.identifier, is_default: true, shared_by: null }],
    });
    expect(upstream.count(EXECUTE)).toBe(0);
  });

  it('refuses the account_id of the former contract, naming the field', async () => {
    const bff = createTestBff(upstream);
    const adas = await connectAccount(bff, 'docsapp', ADA);
    const answer = await bff.send('POST', '/tools/execute', {
      body: { tool_name: 'docsapp_user_list', params: {}, account_id: adas.id },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error.code).toBe('VALIDATION_FAILED');
    expect(answer.json.error.message).toContain('account_id');
    expect(upstream.count(EXECUTE)).toBe(0);
  });

  it("passes the service's refusal on as TOOL_FAILED with its sanitized message", async () => {
    const bff = createTestBff(upstream);
    await connectAccount(bff, 'docsapp');
    const answer = await bff.send('POST', '/tools/execute', {
      body: {
        tool_name: 'docsapp_page_get',
        params: { page_id: '0b5e2a8c-0c1f-4b7e-9d55-0c2b1f0f4a11' },
      },
    });
    expect(answer.status).toBe(502);
    expect(answer.json.error.code).toBe('TOOL_FAILED');
    expect(answer.json.error.message).toMatch(/^docsapp_page_get failed: .*Could not find page/);
  });

  it('never sends execute_tool again once the upstream answered 429, for a read tool as for a write', async () => {
    const bff = createTestBff(upstream, {
      tools: { allowed: ['docsapp_user_list', 'docsapp_page_create'] },
    });
    await connectAccount(bff, 'docsapp');
    const runs = [
      { tool_name: 'docsapp_user_list', params: {} },
      {
        tool_name: 'docsapp_page_create',
        params: { parent_page_id: '0b5e2a8c-0c1f-4b7e-9d55-0c2b1f0f4a11' },
      },
    ];
    for (const body of runs) {
      upstream.emulator.control.addFault({
        route: EXECUTE,
        kind: '429',
        retry_after_seconds: 0,
        count: 1,
      });
      const answer = await bff.send('POST', '/tools/execute', { body });
      expect(answer.status).toBe(503);
      expect(answer.json.error.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(answer.headers.get('retry-after')).toBe('0');
    }
    expect(
      upstream.calls.filter((call) => call.path === EXECUTE).map((call) => call.status),
    ).toEqual([429, 429]);
  });
});

describe('POST /tools/execute, streamed answers (docs/internals/chat-stream.md §2)', () => {
  /** The headers a streamed answer may carry: the event stream's and our own. */
  const STREAM_HEADERS = [
    'cache-control',
    'content-type',
    'x-accel-buffering',
    'x-content-type-options',
    'x-execution-id',
    'x-request-id',
  ];

  it('passes the server-sent events through with the execution id, and nothing secret', async () => {
    const bff = createTestBff(upstream);
    await createWebsearchAccount(upstream);
    const whole = await bff.send('POST', '/tools/execute', { body: chatRequest(false) });
    expect(whole.status).toBe(200);

    const answer = await bff.handle(
      bff.request('POST', '/tools/execute', { body: chatRequest(true) }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-cache, no-store');
    expect(answer.headers.get('x-execution-id')).toMatch(/^exec_/);
    expect([...answer.headers.keys()].filter((name) => !STREAM_HEADERS.includes(name))).toEqual([]);
    const events = await readEvents(answer.body).rest();
    expect(events.at(-1)).toBe('[DONE]');
    const chunks = events.slice(0, -1).map((event) => JSON.parse(event));
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks[0].choices[0].delta.role).toBe('assistant');
    expect(chunks.at(-1).choices[0]).toMatchObject({ delta: {}, finish_reason: 'stop' });
    const content = chunks.map((chunk) => chunk.choices[0].delta.content ?? '').join('');
    expect(content).toBe(whole.json.data.choices[0].message.content);
    const text = events.join('\n');
    for (const secret of [upstream.emulator.clientSecret, ...upstream.issuedTokens]) {
      expect(text).not.toContain(secret);
    }
  });

  describe('when the browser goes away', () => {
    let front: UpstreamFront;
    beforeAll(async () => {
      front = await startUpstreamFront(upstream.emulator.url);
    });
    afterAll(() => front?.close());
    /** A BFF that reaches the emulator through the front, which sees upstream answers cut. */
    const bffBehindFront = () =>
      createTestBff(upstream, {
        upstream: { baseUrl: front.url, fetch: undefined },
        app: { linkOrigins: [new URL(upstream.emulator.url).origin] },
      });

    it('midway through the events, stops the upstream answer', async () => {
      const bff = bffBehindFront();
      await createWebsearchAccount(upstream);
      const outcome = front.nextOutcome(EXECUTE);
      const answer = await bff.handle(
        bff.request('POST', '/tools/execute', { body: chatRequest(true) }),
      );
      const events = readEvents(answer.body);
      expect(JSON.parse((await events.next()) ?? '').choices[0].delta.role).toBe('assistant');
      await events.cancel();
      expect(await outcome).toBe('cut');
    });

    it('before the answer starts, stops the upstream call and reports nothing', async () => {
      const bff = bffBehindFront();
      await createWebsearchAccount(upstream);
      upstream.emulator.control.addFault({ route: EXECUTE, kind: 'latency', latency_ms: 10_000 });
      const arrived = front.nextArrival(EXECUTE);
      const outcome = front.nextOutcome(EXECUTE);
      const browser = new AbortController();
      const request = bff.request('POST', '/tools/execute', { body: chatRequest(true) });
      const answer = bff.handle(new Request(request, { signal: browser.signal }));
      await arrived;
      browser.abort();
      expect(await outcome).toBe('cut');
      expect((await answer).status).toBe(499);
      expect(bff.errors).toEqual([]);
      expect(bff.log.filter((entry) => entry.event === 'bff.error')).toEqual([]);
    });
  });
});
