import {
  type ClientRequest,
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingMessage,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import {
  isEventStreamType,
  NULL_BODY_STATUSES,
  type Transport,
  type TransportRequest,
  type UpstreamAnswer,
  upstreamTimeout,
} from '../upstream/transport.ts';

/**
 * Idle kept-alive sockets are closed after this long: sooner than Node servers close theirs (5 s
 * by default), so a request never goes out on a socket its server is closing.
 */
const IDLE_SOCKET_MS = 4_000;

/**
 * The transport of the Node and Express adapters, unless the host passes a `fetch` of its own:
 * Node's own `http` and `https` with kept-alive connections, and no Fetch API object unless one
 * is asked for. A JSON answer is read straight from the socket into a string; only the bodies
 * that stream on (the proxy's, a tool's event stream) become web streams. Through the runtime's
 * `fetch` (undici), an upstream call costs several times the CPU, which is most of the BFF's own
 * work per request (bench/bff-overhead.bench.ts). Redirects are not followed.
 */
export function createNodeTransport(): Transport {
  // LIFO: the socket used last goes out next, so a steady load keeps reusing a few warm sockets
  // and lets the rest of those a burst opened close when idle, instead of cycling through them all.
  const pool = { keepAlive: true, timeout: IDLE_SOCKET_MS, scheduling: 'lifo' } as const;
  const agents = { 'http:': new HttpAgent(pool), 'https:': new HttpsAgent(pool) };
  return (exchange) =>
    new Promise<UpstreamAnswer>((resolve, reject) => {
      const { url, signal } = exchange;
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new TypeError(`Cannot send to ${url.protocol} URLs.`);
      }
      signal?.throwIfAborted();
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      const request = send(url, {
        method: exchange.method,
        headers: exchange.headers,
        agent: agents[url.protocol],
      });
      let answer: IncomingMessage | undefined;
      // The timeout and the caller's abort stop the request, or the body still coming, with their
      // reason: that is what the call, or the reading of its body, then rejects with.
      const stop = (reason: Error) => {
        if (answer === undefined) request.destroy(reason);
        else answer.destroy(reason);
      };
      const timer = setTimeout(() => stop(upstreamTimeout()), exchange.timeoutMs);
      // A body nobody reads must not hold the process open.
      timer.unref();
      const onAbort = () => stop(signal?.reason as Error);
      signal?.addEventListener('abort', onAbort, { once: true });
      const finish = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      request.on('error', (error) => {
        if (answer !== undefined) return;
        finish();
        reject(error);
      });
      request.on('response', (incoming) => {
        answer = incoming;
        // Failures of the body reach whoever reads it (text, stream); unread, they end here.
        incoming.on('error', () => {});
        incoming.once('close', finish);
        if (isEventStreamType(incoming.headers['content-type'])) clearTimeout(timer);
        resolve(nodeAnswer(incoming));
      });
      writeBody(request, exchange.body);
    });
}

function writeBody(request: ClientRequest, body: TransportRequest['body']): void {
  if (body === undefined) {
    request.end();
  } else if (body instanceof ReadableStream) {
    // The global ReadableStream and node:stream/web's are the same class with different typings.
    const source = Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);
    source.on('error', (error) => request.destroy(error));
    source.pipe(request);
  } else {
    request.end(body);
  }
}

function nodeAnswer(incoming: IncomingMessage): UpstreamAnswer {
  const status = incoming.statusCode ?? 502;
  const stream = () =>
    NULL_BODY_STATUSES.has(status)
      ? null
      : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>);
  return {
    status,
    header(name) {
      const value = incoming.headers[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
    text: () => readText(incoming),
    stream,
    discard: () =>
      new Promise<void>((resolve) => {
        // Read to its end (the timeout still bounds it), so the connection can carry the next call.
        if (incoming.closed) return resolve();
        incoming.once('close', resolve);
        incoming.resume();
      }),
    toResponse() {
      const headers = new Headers();
      for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
        headers.append(incoming.rawHeaders[index] ?? '', incoming.rawHeaders[index + 1] ?? '');
      }
      return new Response(stream(), { status, statusText: incoming.statusMessage, headers });
    },
  };
}

function readText(incoming: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.once('end', () => resolve(new TextDecoder().decode(Buffer.concat(chunks))));
    incoming.once('error', reject);
    incoming.once('close', () => {
      if (!incoming.complete) reject(new Error('The upstream broke off its answer'));
    });
  });
}
