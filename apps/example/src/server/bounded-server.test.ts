import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  allowLongRequest,
  type BoundedServer,
  type BoundedServerOptions,
  createBoundedServer,
} from './bounded-server.ts';

const servers: BoundedServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function start(options: BoundedServerOptions = {}) {
  const bounded = createBoundedServer({ checkIntervalMs: 100, ...options });
  servers.push(bounded);
  const { port } = await bounded.listen(0, '127.0.0.1');
  return { bounded, port, url: `http://127.0.0.1:${port}` };
}

/** Sends `head` on a raw connection and resolves with what came back when the server closed it. */
function rawExchange(port: number, head: string): { socket: Socket; closed: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  socket.write(head);
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk;
  });
  const closed = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(received));
    socket.on('error', () => resolve(received));
  });
  return { socket, closed };
}

const hello = (_req: unknown, res: import('node:http').ServerResponse) => res.end('hello');

describe('createBoundedServer', () => {
  it('holds a request that arrives before the app is ready, and answers it once it is', async () => {
    const { bounded, url } = await start();
    const answer = fetch(url);
    await new Promise((resolve) => setTimeout(resolve, 50));
    bounded.ready(hello);
    expect(await (await answer).text()).toBe('hello');
  });

  it('answers 503 with Retry-After when start-up outlasts the wait', async () => {
    const { url } = await start({ startupWaitMs: 100 });
    const answer = await fetch(url);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('1');
    expect((await answer.json()).error.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('answers 503 to the waiting requests when start-up fails', async () => {
    const { bounded, url } = await start();
    const answer = fetch(url);
    await new Promise((resolve) => setTimeout(resolve, 50));
    bounded.failed();
    expect((await answer).status).toBe(503);
  });

  it('closes a connection whose body stalls, within the request bound', async () => {
    const { bounded, port } = await start({ requestTimeoutMs: 300, headersTimeoutMs: 200 });
    bounded.ready((req, res) => {
      req.resume();
      req.on('end', () => res.end('read'));
    });
    const began = Date.now();
    const { closed } = rawExchange(
      port,
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nonly part of it',
    );
    const received = await closed;
    expect(received).not.toContain('read');
    expect(Date.now() - began).toBeLessThan(300 + 100 + 1_500);
  });

  it('closes a connection whose headers never end, within the header bound', async () => {
    const { bounded, port } = await start({ headersTimeoutMs: 200, requestTimeoutMs: 300 });
    bounded.ready(hello);
    const began = Date.now();
    const { closed } = rawExchange(port, 'GET / HTTP/1.1\r\nHost: x\r\n');
    expect(await closed).not.toContain('hello');
    expect(Date.now() - began).toBeLessThan(200 + 100 + 1_500);
  });

  it('answers 503 for a handler that never answers, unless the route opted out', async () => {
    const { bounded, url } = await start({ answerTimeoutMs: 150, drainMs: 200 });
    bounded.ready((req, res) => {
      if (req.url === '/stream') {
        allowLongRequest(res);
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('data: first\n\n');
      }
    });
    const hanging = await fetch(`${url}/hang`);
    expect(hanging.status).toBe(503);
    const stream = await fetch(`${url}/stream`);
    if (stream.body === null) throw new Error('the stream answered no body');
    const reader = stream.body.getReader();
    await reader.read();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Still open past the deadline: the close below ends it.
    const closing = bounded.close();
    await expect(reader.read()).rejects.toThrow();
    await closing;
  });

  it('drains on close: the request in flight is answered, new connections are refused', async () => {
    const { bounded, url } = await start({ drainMs: 2_000 });
    let finish: () => void = () => {};
    bounded.ready((_req, res) => {
      finish = () => res.end('finished');
    });
    const inFlight = fetch(url);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = bounded.close();
    await expect(fetch(url)).rejects.toThrow();
    finish();
    expect(await (await inFlight).text()).toBe('finished');
    await closing;
  });

  it('cuts the requests still in flight once the drain time is over', async () => {
    const { bounded, url } = await start({ drainMs: 150 });
    bounded.ready(() => {});
    const inFlight = fetch(url);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const began = Date.now();
    await bounded.close();
    await expect(inFlight).rejects.toThrow();
    expect(Date.now() - began).toBeLessThan(1_000);
  });

  it('tells long answers that the server is closing', async () => {
    const { bounded, url } = await start();
    bounded.ready((_req, res) => {
      allowLongRequest(res);
      res.write('open');
      bounded.shutdown.addEventListener('abort', () => res.end());
    });
    const answer = await fetch(url);
    const body = answer.text();
    await bounded.close();
    expect(await body).toBe('open');
  });
});
