import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../test/listen.ts';
import { closedPortUrl } from '../test/silent-server.ts';
import { readBody } from '../test/upstream-front.ts';
import { createNodeFetch } from './node-fetch.ts';

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

const nodeFetch = createNodeFetch();

describe('createNodeFetch', () => {
  it('sends method, headers and a text body, and answers a Response', async () => {
    const answer = await nodeFetch(new URL(`${server.url}/echo?x=1`), {
      method: 'POST',
      headers: new Headers({ 'content-type': 'text/plain', 'x-request-id': 'r-1' }),
      body: 'hello',
    });
    expect(answer).toBeInstanceOf(Response);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await answer.json()).toMatchObject({
      method: 'POST',
      url: '/echo?x=1',
      headers: { 'content-type': 'text/plain', 'x-request-id': 'r-1' },
      body: 'hello',
    });
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
    const answer = await nodeFetch(`${server.url}/upload`, {
      method: 'PUT',
      body,
      duplex: 'half',
    } as RequestInit);
    expect((await answer.json()).body).toBe('abc');
  });

  it('answers a body-less status with a null body', async () => {
    const answer = await nodeFetch(`${server.url}/status/204`);
    expect(answer.status).toBe(204);
    expect(answer.body).toBeNull();
  });

  it('keeps its connection alive between calls', async () => {
    const before = connections;
    for (let call = 0; call < 10; call++)
      await (await nodeFetch(`${server.url}/status/200`)).text();
    expect(connections - before).toBeLessThanOrEqual(1);
  });

  it('rejects with the signal reason on a timeout', async () => {
    const failure = await nodeFetch(`${server.url}/hang`, {
      signal: AbortSignal.timeout(100),
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DOMException);
    expect(failure).toMatchObject({ name: 'TimeoutError' });
  });

  it('rejects with a TypeError when nothing listens, or a body stream fails', async () => {
    await expect(nodeFetch(await closedPortUrl())).rejects.toThrowError(
      new TypeError('fetch failed'),
    );
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new RangeError('too large'));
      },
    });
    await expect(
      nodeFetch(`${server.url}/upload`, {
        method: 'PUT',
        body: broken,
        duplex: 'half',
      } as RequestInit),
    ).rejects.toThrowError(new TypeError('fetch failed'));
  });

  it('refuses a Request and a URL that is not http(s)', async () => {
    await expect(nodeFetch(new Request(server.url))).rejects.toThrowError(/takes a URL/);
    await expect(nodeFetch('file:///etc/passwd')).rejects.toThrowError(/Cannot fetch file: URLs/);
  });
});
