import type { IncomingMessage } from 'node:http';
import { createServer, type Socket, connect as tcpConnect } from 'node:net';
import { listen } from '@plugboard/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlugboard } from '../../index.ts';
import { toNodeHandler } from '../../node.ts';
import { APP } from '../bff-harness.ts';
import { ADA, TEST_USER_HEADER, userFromHeader } from '../test-users.ts';
import { setupEmulator } from '../use-emulator.ts';

// docs/reliability.md §"Upstream": a black-holed upstream (it accepts the connection and never
// answers) costs each request one timeout, never a hang and never a second write, and the BFF
// serves again once the upstream does, with no restart. The slow upstream (the emulator's injected
// latency) is bff/upstream-faults.test.ts.
const upstream = setupEmulator();
const TIMEOUT_MS = 600;

/**
 * A TCP front for the emulator that, once black-holed, accepts every connection and never
 * answers, counting the requests that reach it by their request line.
 */
async function startSwitchableFront(target: URL) {
  let blackHoled = false;
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    if (blackHoled) {
      socket.on('data', (chunk) => {
        for (const line of chunk.toString('latin1').matchAll(/^(GET|POST|PUT|DELETE) (\S+)/gm)) {
          requests.push(`${line[1]} ${line[2]?.split('?')[0]}`);
        }
      });
      return;
    }
    const forward = tcpConnect(Number(target.port), target.hostname);
    sockets.add(forward);
    forward.once('close', () => sockets.delete(forward));
    socket.pipe(forward).pipe(socket);
    socket.on('error', () => forward.destroy());
    forward.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('No port');
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    /** From now on every new connection is swallowed; the open ones are cut. */
    blackHole() {
      blackHoled = true;
      dropAll();
    },
    restore() {
      blackHoled = false;
      dropAll();
    },
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
  };
}

let front: Awaited<ReturnType<typeof startSwitchableFront>>;
let bff: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  front = await startSwitchableFront(new URL(upstream.emulator.url));
  bff = await listen(
    toNodeHandler(
      createPlugboard<IncomingMessage>({
        resolveUser: (req) => userFromHeader(req.headers[TEST_USER_HEADER] as string | undefined),
        logger: () => {},
        upstream: {
          baseUrl: front.url,
          clientId: upstream.emulator.clientId,
          clientSecret: upstream.emulator.clientSecret,
          timeoutMs: TIMEOUT_MS,
        },
        app: { url: APP, linkOrigins: [upstream.emulator.url] },
        tools: { allowed: ['crm_list_people', 'crm_create_person'] },
      }),
    ),
  );
});
afterAll(async () => {
  await bff?.close();
  await front?.close();
});

async function send(method: string, path: string, body?: unknown) {
  const started = performance.now();
  const answer = await fetch(`${bff.url}/api/plugboard${path}`, {
    method,
    headers: {
      [TEST_USER_HEADER]: JSON.stringify(ADA),
      origin: APP,
      'x-plugboard': '1',
      'content-type': 'application/json',
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return {
    status: answer.status,
    retryAfter: answer.headers.get('retry-after'),
    json: await answer.json(),
    ms: performance.now() - started,
  };
}

describe('a black-holed upstream', () => {
  it('answers 503 with Retry-After within the timeout, sends no write twice, and recovers', async () => {
    const link = await send('POST', '/links', { connector: 'crm' });
    expect(link.status).toBe(200);
    const redirect = await upstream.emulator.control.consent(link.json.link, 'approve');
    const verified = await send('POST', '/verify', {
      auth_request_id: redirect.searchParams.get('auth_request_id'),
      state: redirect.searchParams.get('state'),
    });
    expect(verified.status).toBe(200);
    const readTool = { tool_name: 'crm_list_people', params: {}, connector: 'crm' };
    const writeTool = {
      tool_name: 'crm_create_person',
      params: { values: { name: [{ first_name: 'Ada' }] } },
      connector: 'crm',
    };

    front.blackHole();
    const answers = await Promise.all([
      send('GET', '/accounts'),
      send('POST', '/tools/execute', readTool),
      send('POST', '/tools/execute', writeTool),
      send('POST', '/links', { connector: 'video' }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.json.error.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(answer.retryAfter).toBe('1');
      // Bounded: one timeout, with room for a machine under load; the counts below show no retry.
      expect(answer.ms).toBeLessThan(5_000);
    }
    // Each request's first upstream call went out once: a timed-out call is not sent again.
    const count = (line: string) => front.requests.filter((request) => request === line).length;
    expect(count('GET /api/v1/connected_accounts:search')).toBe(4);
    expect(count('POST /api/v1/execute_tool')).toBe(0);
    expect(count('POST /api/v1/connected_accounts/magic_link')).toBe(0);

    front.restore();
    const listed = await send('GET', '/accounts');
    expect(listed.status).toBe(200);
    const written = await send('POST', '/tools/execute', writeTool);
    expect(written.status).toBe(200);
    const read = await send('POST', '/tools/execute', readTool);
    expect(read.status).toBe(200);
  }, 20_000);
});
