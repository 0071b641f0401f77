import { createServer as createHttpServer, type Server } from 'node:http';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { initializeRequest, MCP_POST_HEADERS } from '@plugboard/test-kit';
import type { Request as ExpressRequest } from 'express';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toExpress } from '../../express.ts';
import { createMemoryMcpTokenStore, createPlugboard } from '../../index.ts';
import { createMcpEndpoint } from '../../mcp.ts';
import { ADA } from '../test-users.ts';

// docs/time-limits.md §"Per server": the Express adapter answers within its own answerTimeoutMs on
// a host server that has no time limits at all, even when the upstream accepts connections and
// never answers.
const ANSWER_TIMEOUT_MS = 400;
const APP = 'http://app.test';

/** A TCP server that accepts every connection and never answers. */
async function startBlackHole() {
  const open = new Set<Socket>();
  let accepted = 0;
  const server = createServer((socket) => {
    accepted += 1;
    open.add(socket);
    socket.resume();
    socket.once('close', () => open.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    accepted: () => accepted,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

let blackHole: Awaited<ReturnType<typeof startBlackHole>>;
let host: Server;
let origin: string;

beforeAll(async () => {
  blackHole = await startBlackHole();
  const app = express();
  // A host server with every time limit off; its port names the MCP endpoint, so it listens first.
  host = createHttpServer({ requestTimeout: 0, headersTimeout: 0, keepAliveTimeout: 0 }, app);
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  const plugboard = createPlugboard<ExpressRequest>({
    resolveUser: () => ADA,
    onError: () => {},
    logger: () => {},
    upstream: {
      baseUrl: blackHole.url,
      clientId: 'client',
      clientSecret: 'secret-of-the-test',
      // The upstream's own time-out far beyond the adapter's: the adapter's deadline must act.
      timeoutMs: 120_000,
    },
    app: { url: APP },
    mcp: { endpoint: `${origin}/mcp` },
    stores: { mcpTokens: createMemoryMcpTokenStore() },
    limits: { answerTimeoutMs: ANSWER_TIMEOUT_MS },
  });
  app.use('/api/plugboard', toExpress(plugboard));
  app.use(toExpress(createMcpEndpoint(plugboard)));
});

afterAll(async () => {
  host?.closeAllConnections();
  await new Promise<void>((resolve) => host.close(() => resolve()));
  await blackHole.close();
});

describe('toExpress with a black-holed upstream, on a host server without time limits', () => {
  it('answers 503 UPSTREAM_UNAVAILABLE with Retry-After within answerTimeoutMs', async () => {
    const started = performance.now();
    const answer = await fetch(`${origin}/api/plugboard/accounts`, {
      headers: { origin: APP, 'x-plugboard': '1' },
    });
    const waited = performance.now() - started;
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('1');
    expect(await answer.json()).toMatchObject({ error: { code: 'UPSTREAM_UNAVAILABLE' } });
    expect(waited).toBeGreaterThanOrEqual(ANSWER_TIMEOUT_MS - 50);
    // It waited on the upstream: the black hole took the call (the token request, shared by
    // every request and bounded by timeoutMs, goes on).
    expect(blackHole.accepted()).toBeGreaterThan(0);
  });

  it('ends an MCP tools/call within answerTimeoutMs through toExpress(mcp)', async () => {
    const created = await fetch(`${origin}/api/plugboard/mcp/tokens`, {
      method: 'POST',
      headers: { origin: APP, 'x-plugboard': '1', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'deadline', client: 'other' }),
    });
    const { secret } = (await created.json()) as { secret: string };
    // Raw JSON-RPC: the SDK's client would resume a cut stream and wait on; what the server does
    // is what is tested.
    const headers: Record<string, string> = {
      ...MCP_POST_HEADERS,
      authorization: `Bearer ${secret}`,
    };
    const post = (body: unknown) =>
      fetch(`${origin}/mcp`, { method: 'POST', headers, body: JSON.stringify(body) });
    const initialized = await post(initializeRequest('deadline-test', {}, '2025-06-18'));
    await initialized.text();
    headers['mcp-session-id'] = initialized.headers.get('mcp-session-id') ?? '';
    headers['mcp-protocol-version'] = '2025-06-18';
    await (await post({ jsonrpc: '2.0', method: 'notifications/initialized' })).text();

    const started = performance.now();
    const ended = await post({
      jsonrpc: '2.0',
      id: 2,
      method: 'tools/call',
      params: { name: 'crm_list_people', arguments: {} },
    }).then(
      async (answer) => {
        // Its event stream began at once; the deadline cuts it, or a 503 came before it began.
        await answer.text().catch(() => undefined);
        return answer.status;
      },
      () => 'cut',
    );
    expect([200, 503, 'cut']).toContain(ended);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(ANSWER_TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(ANSWER_TIMEOUT_MS + 5_000);
  });

  it('refuses a deadline that is not a positive whole number of milliseconds', () => {
    expect(() =>
      toExpress(
        createPlugboard<ExpressRequest>({
          resolveUser: () => ADA,
          upstream: {
            baseUrl: blackHole.url,
            clientId: 'client',
            clientSecret: 'secret-of-the-test',
          },
          app: { url: APP },
          limits: { answerTimeoutMs: 0 },
        }),
      ),
    ).toThrow(/answerTimeoutMs must be a positive whole number/);
  });
});
