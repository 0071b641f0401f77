import { closedPortUrl, listen } from '@plugboard/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBody } from '../test/upstream-front.ts';
import type { TransportRequest } from '../upstream/transport.ts';
import { createNodeTransport } from './node-transport.ts';

let server: Awaited<ReturnType<typeof listen>>;
let connections = 0;

/** Echoes what it received, answers `/status/<n>` with that status, never answers `/hang`. */
beforeAll(async () => {
  server = await listen(async (req, res) => {
    if (req.url === '/hang') return;
    const body = await readBody(req);
    const status = Number(/^\/status\/(\d+)$/.exec(req.url ?? '')?.[1] ?? 200);
    res.writeHead(status, [
      ['content-type', 'application/json'],
      ['set-cookie', 'a=1'],
      ['set-cookie', 'b=2'],
    ]);
    res.end(
      status === 204
        ? undefined
        : JSON.stringify({
            method: req.method,
            url: req.url,
            headers: req.headers,
            body: body.toString(),
          }),
    );
  });
  server.server.on('connection', () => {
    connections += 1;
  });
});
afterAll(() => server?.close());

const transport = createNodeTransport();
const exchange = (path: string, init: Partial<TransportRequest> = {}): TransportRequest => ({
  url: new URL(path, server.url),
  method: 'GET',
  headers: {},
  body: undefined,
  timeoutMs: 5_000,
  signal: undefined,
  ...init,
});
const json = async (text: Promise<string>) => JSON.parse(await text) as Record<string, unknown>;

describe('createNodeTransport', () => {
  it('sends method, headers and a text body, and reads the answer whole', async () => {
    const answer = await transport(
      exchange('/echo?x=1', {
        method: 'POST',
        headers: { 'content-type': 'text/plain', 'x-request-id': 'r-1' },
        body: 'hello',
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.header('Content-Type')).toBe('application/json');
    expect(answer.header('set-cookie')).toBe('a=1, b=2');
    expect(answer.header('x-missing')).toBeNull();
    expect(await json(answer.text())).toMatchObject({
      method: 'POST',
      url: '/echo?x=1',
      headers: { 'content-type': 'text/plain', 'x-request-id': 'r-1' },
      body: 'hello',
    });
  });

  it('hands the answer on as a Response whose body streams, every header kept', async () => {
    const response = (await transport(exchange('/echo'))).toResponse();
    expect(response).toBeInstanceOf(Response);
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await response.json()).toMatchObject({ method: 'GET', url: '/echo' });
  });

  it('streams a body from a ReadableStream', async () => {
    const parts = ['a', 'b', 'c'];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const part = parts.shift();
        if (part === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(part));
      },
    });
    const answer = await transport(exchange('/upload', { method: 'PUT', body }));
    expect((await json(answer.text())).body).toBe('abc');
  });

  it('gives a body-less status no body to stream', async () => {
    const answer = await transport(exchange('/status/204'));
    expect(answer.status).toBe(204);
    expect(answer.stream()).toBeNull();
    expect(answer.toResponse().body).toBeNull();
  });

  it('keeps its connection alive between calls, whether a body is read or dropped', async () => {
    const before = connections;
    for (let call = 0; call < 10; call++) {
      const answer = await transport(exchange('/status/200'));
      if (call % 2 === 0) await answer.text();
      else await answer.discard();
    }
    expect(connections - before).toBeLessThanOrEqual(1);
  });

  it('rejects with a TimeoutError when timeoutMs runs out, and with the reason on an abort', async () => {
    await expect(transport(exchange('/hang', { timeoutMs: 100 }))).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    const caller = new AbortController();
    const reason = new DOMException('The browser went away', 'AbortError');
    const pending = transport(exchange('/hang', { signal: caller.signal }));
    caller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    await expect(transport(exchange('/echo', { signal: caller.signal }))).rejects.toBe(reason);
  });

  it('rejects when nothing listens, or a body stream fails', async () => {
    await expect(transport(exchange(await closedPortUrl()))).rejects.toThrow();
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new RangeError('too large'));
      },
    });
    await expect(transport(exchange('/upload', { method: 'PUT', body: broken }))).rejects.toThrow(
      'too large',
    );
  });

  it('refuses a URL that is not http(s)', async () => {
    await expect(transport(exchange('file:///etc/passwd'))).rejects.toThrowError(
      /Cannot send to file: URLs/,
    );
  });
});
