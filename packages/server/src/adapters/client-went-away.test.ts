import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { initializeRequest, MCP_POST_HEADERS } from '@plugboard/test-kit';
import type { Request as ExpressRequest } from 'express';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogEntry } from '../common/logger.ts';
import { toExpress } from '../express.ts';
import { createMemoryMcpTokenStore, createPlugboard } from '../index.ts';
import { createMcpEndpoint } from '../mcp.ts';
import { ADA } from '../test/test-users.ts';
import { setupEmulator } from '../test/use-emulator.ts';

const upstream = setupEmulator();
const log: LogEntry[] = [];
let host: Server;
let origin: string;
let closeMcp: () => Promise<void>;

beforeAll(async () => {
  const app = express();
  // The endpoint's URL names the host's port, so the host listens first.
  host = createServer(app);
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  const plugboard = createPlugboard<ExpressRequest>({
    resolveUser: () => ADA,
    logger: (entry) => log.push(entry),
    upstream: {
      baseUrl: upstream.emulator.url,
      clientId: upstream.emulator.clientId,
      clientSecret: upstream.emulator.clientSecret,
    },
    app: { url: origin },
    mcp: { endpoint: `${origin}/mcp` },
    stores: { mcpTokens: createMemoryMcpTokenStore() },
  });
  const mcp = createMcpEndpoint(plugboard);
  closeMcp = () => mcp.close();
  app.use('/api/plugboard', toExpress(plugboard));
  app.use(toExpress(mcp));
});

afterAll(async () => {
  await closeMcp();
  host.closeAllConnections();
  await new Promise<void>((resolve) => host.close(() => resolve()));
});

describe('a client that goes away mid-stream', () => {
  it('is one info line without a stack or its token, and no error', async () => {
    const created = await fetch(`${origin}/api/plugboard/mcp/tokens`, {
      method: 'POST',
      headers: { origin, 'x-plugboard': '1', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'gone' }),
    });
    const { secret } = (await created.json()) as { secret: string };
    const headers: Record<string, string> = {
      ...MCP_POST_HEADERS,
      authorization: `Bearer ${secret}`,
    };
    const initialized = await fetch(`${origin}/mcp`, {
      method: 'POST',
      headers,
      body: JSON.stringify(initializeRequest('gone-test', {}, '2025-06-18')),
    });
    await initialized.text();
    headers['mcp-session-id'] = initialized.headers.get('mcp-session-id') ?? '';
    headers['mcp-protocol-version'] = '2025-06-18';
    log.length = 0;
    const stderr: string[] = [];
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: string) => {
      stderr.push(String(chunk));
      return true;
    }) as typeof process.stderr.write;
    try {
      // The session's notification stream stays open until the client leaves it.
      const leaving = new AbortController();
      const stream = await fetch(`${origin}/mcp`, {
        headers: { ...headers, accept: 'text/event-stream' },
        signal: leaving.signal,
      });
      expect(stream.status).toBe(200);
      leaving.abort();
      await expect
        .poll(() => log.filter((entry) => entry.event === 'mcp.client_gone'))
        .toHaveLength(1);
    } finally {
      process.stderr.write = write;
    }
    const gone = log.filter((entry) => entry.event === 'mcp.client_gone');
    expect(gone[0]).toMatchObject({ level: 'info', method: 'GET', path: '/mcp' });
    expect(gone[0]?.stack).toBeUndefined();
    expect(log.filter((entry) => entry.level === 'error' || entry.stack !== undefined)).toEqual([]);
    expect(JSON.stringify(log)).not.toContain(secret);
    expect(stderr.join('')).not.toContain('ERR_STREAM_PREMATURE_CLOSE');
  });
});
