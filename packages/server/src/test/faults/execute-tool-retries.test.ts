import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../common/logger.ts';
import { createUpstreamClient } from '../../upstream/upstream-client.ts';
import { UpstreamError } from '../../upstream/upstream-error.ts';
import { setupEmulator } from '../use-emulator.ts';

// docs/reliability.md §"Upstream": the upstream's execute_tool is a POST that documents no
// idempotency, and each run it receives is an execution of its own. The BFF sends it again only
// when it never left (connection refused), never once the upstream may have received it.
const upstream = setupEmulator();
const EXECUTE = '/api/v1/execute_tool';

/**
 * An HTTP front for the emulator on a port of its own. It closes each connection after its
 * answer, so no kept-alive connection outlives `refuse()`; it records each request that reaches
 * it; it can stop listening (connections are then refused) and listen again on the same port,
 * and cut the connection of the next execute_tool once its request has arrived whole.
 */
async function startFront(target: string) {
  const arrivals: string[] = [];
  let cutNextExecute = false;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', target);
    arrivals.push(url.pathname);
    if (cutNextExecute && url.pathname === EXECUTE) {
      cutNextExecute = false;
      req.resume();
      req.once('end', () => req.socket.destroy());
      return;
    }
    const forwarded = httpRequest(
      url,
      { method: req.method, headers: { ...req.headers, host: url.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, connection: 'close' });
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    count: (path: string) => arrivals.filter((arrived) => arrived === path).length,
    /** From now on connections to the port are refused. */
    async refuse() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    /** Listens again on the same port, before any timer of this process runs. */
    accept() {
      server.listen(port, '127.0.0.1');
    },
    cutNextExecute() {
      cutNextExecute = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A client through `front`, and an ACTIVE web search account to run its tool with. */
async function clientWithAccount(frontUrl: string, onLog: (entry: LogEntry) => void = () => {}) {
  const log: LogEntry[] = [];
  const api = createUpstreamClient({
    baseUrl: frontUrl,
    clientId: upstream.emulator.clientId,
    clientSecret: upstream.emulator.clientSecret,
    logger: (entry) => {
      log.push(entry);
      onLog(entry);
    },
  });
  const account = await api.createConnectedAccount({
    connector: 'websearch',
    identifier: 'ada@example.com',
    organization_id: 'org_1',
    connected_account: {
      authorization_details: { static_auth: { details: { token: 'ws-key', plan: 'ai' } } },
    },
  });
  const run = () =>
    api.executeTool({
      tool_name: 'websearch_chat_completions',
      params: { messages: [{ role: 'user', content: 'What is a heat pump?' }], stream: false },
      connected_account_id: account.id,
    });
  return { run, log };
}

const retriesOf = (log: LogEntry[], path: string) =>
  log.filter((entry) => entry.event === 'upstream.retry' && entry.path === path);

describe('execute_tool, which is not idempotent', () => {
  it('is sent again when the connection was refused, and runs once', async () => {
    const front = await startFront(upstream.emulator.url);
    try {
      // The retry's backoff is a timer; the front listens again before it runs.
      const { run, log } = await clientWithAccount(front.url, (entry) => {
        if (entry.event === 'upstream.retry') front.accept();
      });
      await front.refuse();
      const answer = await run();
      expect(answer).toMatchObject({ execution_id: expect.stringMatching(/^exec_/) });
      expect(retriesOf(log, EXECUTE)).toHaveLength(1);
      expect(front.count(EXECUTE)).toBe(1);
    } finally {
      await front.close();
    }
  });

  it('is not sent again when the connection broke after the request went out', async () => {
    const front = await startFront(upstream.emulator.url);
    try {
      const { run, log } = await clientWithAccount(front.url);
      front.cutNextExecute();
      const failure = await run().catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(UpstreamError);
      expect(failure).toMatchObject({ kind: 'network', neverSent: false });
      expect(retriesOf(log, EXECUTE)).toHaveLength(0);
      expect(front.count(EXECUTE)).toBe(1);
    } finally {
      await front.close();
    }
  });

  it.each([
    ['429', { kind: '429', retry_after_seconds: 0 }],
    ['503', { kind: '503', retry_after_seconds: 0 }],
  ] as const)('is not sent again after the upstream answered %s', async (_label, fault) => {
    const front = await startFront(upstream.emulator.url);
    try {
      const { run, log } = await clientWithAccount(front.url);
      upstream.emulator.control.addFault({ route: EXECUTE, count: 1, ...fault });
      const failure = await run().catch((error: unknown) => error);
      expect(failure).toMatchObject({ kind: 'http', status: Number(fault.kind) });
      expect(retriesOf(log, EXECUTE)).toHaveLength(0);
      expect(front.count(EXECUTE)).toBe(1);
    } finally {
      await front.close();
    }
  });
});
