import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/**
 * Idle kept-alive sockets are closed after this long: sooner than Node servers close theirs (5 s
 * by default), so a request never goes out on a socket its server is closing.
 */
const IDLE_SOCKET_MS = 4_000;

/** Statuses whose answer has no body (RFC 9110 15.3.5, 15.3.6, 15.4.5). */
const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([204, 205, 304]);

/**
 * A `fetch` over Node's own `http` and `https`, with kept-alive connections, that the Node and
 * Express adapters give the upstream client unless the host passes a `fetch` of its own. An
 * upstream call costs about a third of the CPU it costs through the runtime's `fetch` (undici),
 * which is most of the BFF's own work per request (bench/bff-overhead.bench.ts). It covers what
 * the upstream client sends: a URL, a method, headers, a text, bytes or stream body, an abort
 * signal (its reason, such as a timeout, is what the call rejects with); redirects are not
 * followed. Other failures reject with a `TypeError`, as `fetch` does.
 */
export function createNodeFetch(): typeof fetch {
  const agents = {
    'http:': new HttpAgent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
    'https:': new HttpsAgent({ keepAlive: true, timeout: IDLE_SOCKET_MS }),
  };
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      if (input instanceof Request) {
        throw new TypeError('This fetch takes a URL and its init, not a Request.');
      }
      const url = new URL(input);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new TypeError(`Cannot fetch ${url.protocol} URLs.`);
      }
      const { signal } = init;
      if (signal?.aborted) throw signal.reason;
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const request = send(url, {
        method: init.method ?? 'GET',
        headers: Object.fromEntries(new Headers(init.headers)),
        agent: agents[url.protocol],
      });
      let settled = false;
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        reject(error);
      };
      const onAbort = () => request.destroy(signal?.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      request.on('error', (error) =>
        fail(signal?.aborted ? signal.reason : new TypeError('fetch failed', { cause: error })),
      );
      request.on('response', (answer) => {
        settled = true;
        answer.once('close', () => signal?.removeEventListener('abort', onAbort));
        resolve(toResponse(answer));
      });
      writeBody(request, init.body);
    });
}

function writeBody(request: ReturnType<typeof httpRequest>, body: RequestInit['body']): void {
  if (body === undefined || body === null) {
    request.end();
  } else if (typeof body === 'string' || body instanceof Uint8Array) {
    request.end(body);
  } else if (body instanceof ReadableStream) {
    // The global ReadableStream and node:stream/web's are the same class with different typings.
    const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
    source.on('error', (error) => request.destroy(error));
    source.pipe(request);
  } else {
    request.destroy(new TypeError('This fetch sends text, bytes or a stream as the body.'));
  }
}

/** The answer as a Fetch API `Response` whose body streams from the socket. */
function toResponse(answer: IncomingMessage): Response {
  const headers = new Headers();
  for (let index = 0; index < answer.rawHeaders.length; index += 2) {
    headers.append(answer.rawHeaders[index] ?? '', answer.rawHeaders[index + 1] ?? '');
  }
  const status = answer.statusCode ?? 502;
  if (NULL_BODY_STATUSES.has(status)) {
    answer.resume();
    return new Response(null, { status, statusText: answer.statusMessage, headers });
  }
  const body = Readable.toWeb(answer) as ReadableStream<Uint8Array>;
  return new Response(body, { status, statusText: answer.statusMessage, headers });
}
