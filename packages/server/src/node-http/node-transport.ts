import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Agent, type Dispatcher } from 'undici';
import {
  isEventStreamType,
  NULL_BODY_STATUSES,
  type Transport,
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
 * undici's `request`, the HTTP/1.1 client beneath Node's own `fetch` without the Fetch API on
 * top, over kept-alive connections. A JSON answer is read straight into a string; only the
 * bodies that stream on (the proxy's, a tool's event stream) become web streams. An upstream call
 * costs about half the CPU it costs through `node:http` and a fifth of `fetch`, and the upstream
 * call is most of the BFF's own work per request (bench/bff-overhead.bench.ts). Redirects are not
 * followed.
 */
export function createNodeTransport(): Transport {
  const agent = new Agent({ keepAliveTimeout: IDLE_SOCKET_MS });
  return async ({ url, method, headers, body, timeoutMs, signal }) => {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new TypeError(`Cannot send to ${url.protocol} URLs.`);
    }
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(upstreamTimeout()), timeoutMs);
    // A body nobody reads must not hold the process open.
    timer.unref();
    let answer: Dispatcher.ResponseData;
    try {
      answer = await agent.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: method as Dispatcher.HttpMethod,
        headers,
        // The global ReadableStream and node:stream/web's are the same class with different typings.
        body: body instanceof ReadableStream ? Readable.fromWeb(body as NodeReadableStream) : body,
        signal: signal ? AbortSignal.any([timeout.signal, signal]) : timeout.signal,
      });
    } catch (error) {
      clearTimeout(timer);
      throw error;
    }
    const { statusCode: status, headers: received, body: incoming } = answer;
    if (isEventStreamType(headerValue(received['content-type']))) clearTimeout(timer);
    const stream = () => {
      incoming.once('close', () => clearTimeout(timer));
      if (NULL_BODY_STATUSES.has(status)) {
        void incoming.dump();
        return null;
      }
      return Readable.toWeb(incoming) as ReadableStream<Uint8Array>;
    };
    return {
      status,
      header: (name) => headerValue(received[name.toLowerCase()]) ?? null,
      async text() {
        try {
          return await incoming.text();
        } finally {
          clearTimeout(timer);
        }
      },
      stream,
      async discard() {
        clearTimeout(timer);
        // Read what is left, up to undici's limit, so the connection can carry the next call.
        await incoming.dump().catch(() => {});
      },
      toResponse() {
        const fetchHeaders = new Headers();
        for (const [name, value] of Object.entries(received)) {
          for (const item of Array.isArray(value) ? value : [value ?? '']) {
            fetchHeaders.append(name, item);
          }
        }
        return new Response(stream(), { status, headers: fetchHeaders });
      },
    } satisfies UpstreamAnswer;
  };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}
