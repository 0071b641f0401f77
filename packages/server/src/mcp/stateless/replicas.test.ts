import { answerConsent, initializeRequest, MCP_POST_HEADERS } from '@plugboard/test-kit';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRedisMcpTokenStore } from '../../stores/redis-mcp-token-store.ts';
import { createRedisUsedStateStore } from '../../stores/redis-used-state-store.ts';
import { createTestBff } from '../../test/bff-harness.ts';
import { MCP_ENDPOINT } from '../../test/mcp-harness.ts';
import { createWireClient } from '../../test/mcp-wire-client.ts';
import { type RedisServer, startRedisServer } from '../../test/redis-server.ts';
import { ADA, TEST_USER_HEADER } from '../../test/test-users.ts';
import { setupEmulator } from '../../test/use-emulator.ts';
import { buildMcpEndpoint } from '../mcp-endpoint-core.ts';

const upstream = setupEmulator();
const connectTo = (url: string) => createClient({ url }).connect();
let redis: RedisServer;
const clients: Awaited<ReturnType<typeof connectTo>>[] = [];
const open: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((each) => each.close()));
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await redis?.stop();
});

/**
 * One replica: its own BFF handler, MCP endpoint and Redis connection, sharing with the others
 * only what replicas share in production: the client secret, the Redis token and used-state
 * stores, and the upstream.
 */
async function replica() {
  const client = await connectTo(redis.url);
  clients.push(client);
  const bff = createTestBff(upstream, {
    tools: { connectors: ['crm'], allowed: ['crm_list_people'] },
    mcp: { endpoint: MCP_ENDPOINT },
    stores: {
      usedState: createRedisUsedStateStore({ client, prefix: 'replicas:used:' }),
      mcpTokens: createRedisMcpTokenStore({ client, prefix: 'replicas:mcp:' }),
    },
  });
  const mcp = buildMcpEndpoint(bff.shared, {
    endpoint: MCP_ENDPOINT,
    connectPollMs: 100,
    connectWaitMs: 300,
  });
  open.push(mcp);
  return { bff, mcp };
}

describe('replicas of the endpoint on one Redis', () => {
  it('serve one 2026-07-28 multi round-trip exchange alternately, with no affinity', async () => {
    const a = await replica();
    const b = await replica();
    const created = await a.bff.send('POST', '/mcp/tokens', {
      body: { name: 'replicas', client: 'other' },
    });
    const token = created.json.secret as string;
    const capabilities = { elicitation: { form: {}, url: {} } };
    const [onA, onB] = [a, b].map(({ mcp }) =>
      createWireClient({ endpoint: MCP_ENDPOINT, token, capabilities, fetch: mcp.handle }),
    ) as [ReturnType<typeof createWireClient>, ReturnType<typeof createWireClient>];

    expect((await onA.discover()).status).toBe(200);
    expect((await onB.listTools()).status).toBe(200);
    const asked = (await onA.callTool('crm_list_people', {})).message.result ?? {};
    const { url } = (asked.inputRequests as { connect: { params: { url: string } } }).connect
      .params;
    // The browser lands on replica B: the capability is spent in the shared store.
    const opened = await b.bff.handle(
      new Request(url, { headers: { [TEST_USER_HEADER]: JSON.stringify(ADA) } }),
    );
    expect(opened.status).toBe(303);
    const redirect = await answerConsent(upstream.emulator, opened.headers.get('location') ?? '');
    const verified = await a.bff.send('POST', '/verify', {
      body: { auth_request_id: redirect.authRequestId, state: redirect.state },
    });
    expect(verified.status).toBe(200);

    const retry = {
      inputResponses: { connect: { action: 'accept' } },
      requestState: asked.requestState as string,
    };
    const done = await onB.callTool('crm_list_people', {}, retry);
    expect(done.message.result).toMatchObject({ resultType: 'complete', structuredContent: {} });
    const replayed = await onA.callTool('crm_list_people', {}, retry);
    expect(replayed.message.error).toMatchObject({ code: -32602, data: { reason: 'replayed' } });
  });

  it('keep a 2025-11-25 session on the replica that opened it: another answers 404', async () => {
    const a = await replica();
    const b = await replica();
    const created = await a.bff.send('POST', '/mcp/tokens', {
      body: { name: 'replicas', client: 'other' },
    });
    const headers = { ...MCP_POST_HEADERS, authorization: `Bearer ${created.json.secret}` };
    const opened = await a.mcp.handle(
      new Request(MCP_ENDPOINT, {
        method: 'POST',
        headers,
        body: JSON.stringify(initializeRequest('x')),
      }),
    );
    const session = opened.headers.get('mcp-session-id') ?? '';
    expect(session).not.toBe('');
    const list = (mcp: typeof a.mcp) =>
      mcp.handle(
        new Request(MCP_ENDPOINT, {
          method: 'POST',
          headers: { ...headers, 'mcp-session-id': session, 'mcp-protocol-version': '2025-11-25' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list' }),
        }),
      );
    expect((await list(a.mcp)).status).toBe(200);
    expect((await list(b.mcp)).status).toBe(404);
  });
});
