import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Agent, type Dispatcher, errors } from 'undici';
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
 *
 * The timeout needs no abort signal per call: undici bounds the wait for the head, and a timer
 * armed when the body is read bounds the rest of the time; an event stream's body is not bounded.
 */
export function createNodeTransport(): Transport {
  const agent = new Agent({ keepAliveTimeout: IDLE_SOCKET_MS });
  return async ({ url, method, headers, body, timeoutMs, signal }) => {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new TypeError(`Cannot send to ${url.protocol} URLs.`);
    }
    const deadline = performance.now() + timeoutMs;
    let answer: Dispatcher.ResponseData;
    try {
      answer = await agent.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: method as Dispatcher.HttpMethod,
        headers,
        // The global ReadableStream and node:stream/web's are the same class with different typings.
        body: body instanceof ReadableStream ? Readable.fromWeb(body as NodeReadableStream) : body,
        signal,
        headersTimeout: timeoutMs,
        bodyTimeout: 0,
      });
    } catch (error) {
      throw error instanceof errors.HeadersTimeoutError ? upstreamTimeout() : error;
    }
    return new NodeAnswer(answer, deadline);
  };
}

/**
 * An answer of undici's, read as {@link UpstreamAnswer} says. One object per call, its methods
 * shared, since every upstream call makes one. Reading the body whole or dropping it is bounded
 * by what is left of the call's time; an event stream is not bounded.
 */
class NodeAnswer implements UpstreamAnswer {
  readonly status: number;
  readonly #headers: Dispatcher.ResponseData['headers'];
  readonly #body: Dispatcher.ResponseData['body'];
  readonly #deadline: number;

  constructor(answer: Dispatcher.ResponseData, deadline: number) {
    this.status = answer.statusCode;
    this.#headers = answer.headers;
    this.#body = answer.body;
    this.#deadline = deadline;
  }

  header(name: string): string | null {
    return headerValue(this.#headers[name.toLowerCase()]) ?? null;
  }

  async text(): Promise<string> {
    const standDown = this.#boundBody();
    try {
      return await this.#body.text();
    } finally {
      standDown();
    }
  }

  stream(): ReadableStream<Uint8Array> | null {
    if (NULL_BODY_STATUSES.has(this.status)) {
      void this.#body.dump();
      return null;
    }
    this.#body.once('close', this.#boundBody());
    return Readable.toWeb(this.#body) as ReadableStream<Uint8Array>;
  }

  async discard(): Promise<void> {
    // Read what is left, up to undici's limit, so the connection can carry the next call.
    const standDown = this.#boundBody();
    await this.#body.dump().catch(() => {});
    standDown();
  }

  toResponse(): Response {
    const fetchHeaders = new Headers();
    for (const [name, value] of Object.entries(this.#headers)) {
      for (const item of Array.isArray(value) ? value : [value ?? '']) {
        fetchHeaders.append(name, item);
      }
    }
    return new Response(this.stream(), { status: this.status, headers: fetchHeaders });
  }

  /** Stops the body when the call's time runs out; answers how to stand the timer down. */
  #boundBody(): () => void {
    if (isEventStreamType(this.header('content-type'))) return () => {};
    const body = this.#body;
    const timer = setTimeout(
      () => body.destroy(upstreamTimeout()),
      Math.max(0, this.#deadline - performance.now()),
    );
    // A body nobody reads must not hold the process open.
    timer.unref();
    return () => clearTimeout(timer);
  }
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}
