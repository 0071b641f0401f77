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
 * signal (its reason, such as a timeout, is what the call or the reading of its body rejects
 * with); redirects are not followed. Other failures reject with a `TypeError`, as `fetch` does.
 */
export function createNodeFetch(): typeof fetch {
  // LIFO: the socket used last goes out next, so a steady load keeps reusing a few warm sockets
  // and lets the rest of those a burst opened close when idle, instead of cycling through them all.
  const pool = { keepAlive: true, timeout: IDLE_SOCKET_MS, scheduling: 'lifo' } as const;
  const agents = { 'http:': new HttpAgent(pool), 'https:': new HttpsAgent(pool) };
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      if (input instanceof Request) {
        throw new TypeError('This fetch takes a URL and its init, not a Request.');
      }
      const url = input instanceof URL ? input : new URL(input);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new TypeError(`Cannot fetch ${url.protocol} URLs.`);
      }
      const { signal } = init;
      if (signal?.aborted) throw signal.reason;
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const request = send(url, {
        method: init.method ?? 'GET',
        headers: headerRecord(init.headers),
        agent: agents[url.protocol],
      });
      let settled = false;
      const fail = (error: unknown) => {
        if (settled) return;
        settled = true;
        reject(error);
      };
      let answered: IncomingMessage | undefined;
      // As fetch does, an abort stops the request and the answer's body alike, with its reason.
      const onAbort = () => {
        request.destroy(signal?.reason);
        answered?.destroy(signal?.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      request.on('error', (error) =>
        fail(signal?.aborted ? signal.reason : new TypeError('fetch failed', { cause: error })),
      );
      request.on('response', (answer) => {
        settled = true;
        answered = answer;
        answer.once('close', () => signal?.removeEventListener('abort', onAbort));
        resolve(toResponse(answer));
      });
      writeBody(request, init.body);
    });
}

/** The headers as `http.request` takes them; a plain record, what the upstream client sends, as is. */
function headerRecord(headers: RequestInit['headers']): Record<string, string> {
  if (headers === undefined) return {};
  if (headers instanceof Headers || Array.isArray(headers)) {
    return Object.fromEntries(new Headers(headers));
  }
  return headers;
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
