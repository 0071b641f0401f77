/** What one HTTP exchange with the upstream needs, as the upstream client hands it to a transport. */
export interface TransportRequest {
  url: URL;
  method: string;
  headers: Readonly<Record<string, string>>;
  /** A string or bytes, or a stream sent once. */
  body: string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> | undefined;
  /**
   * Bounds the wait for the answer and the reading of its body; an event stream's body is not
   * bounded, since it lasts as long as its events do. Running out rejects with a `TimeoutError`.
   */
  timeoutMs: number;
  /** The caller giving up: the exchange, and a body still coming, stop with the signal's reason. */
  signal: AbortSignal | undefined;
}

/**
 * An upstream answer whose head has arrived. The body is read in exactly one way: whole
 * (`text`), as it comes (`stream` or `toResponse`), or not at all (`discard`), so that its
 * connection goes back to the pool.
 */
export interface UpstreamAnswer {
  readonly status: number;
  /** A header's value (several joined by `, `), or null. */
  header(name: string): string | null;
  /** The whole body, decoded as UTF-8. */
  text(): Promise<string>;
  /** The body as it comes; null for a status without one. */
  stream(): ReadableStream<Uint8Array> | null;
  /** Drops the body unread; settles once its connection is free again. */
  discard(): Promise<void>;
  /** The answer as a Fetch API `Response` whose body streams. */
  toResponse(): Response;
}

/**
 * Sends one exchange. It rejects with the signal's reason when the caller gave up, with a
 * `TimeoutError` `DOMException` when `timeoutMs` ran out, and with some other error when the
 * upstream could not be reached; any HTTP status is an answer. The reading of a body fails the
 * same ways. Two of them: over any `fetch` (fetch-transport.ts), and over Node's own `http`
 * for the Node and Express adapters, with no Fetch API objects on the way (node-transport.ts).
 */
export type Transport = (request: TransportRequest) => Promise<UpstreamAnswer>;

/** Statuses whose answer has no body (RFC 9110 15.3.5, 15.3.6, 15.4.5). */
export const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([204, 205, 304]);

/** Whether a `Content-Type` names server-sent events, a body read as it comes, never whole. */
export function isEventStreamType(contentType: string | null | undefined): boolean {
  return /^text\/event-stream\b/i.test(contentType ?? '');
}

/** What a transport rejects with when `timeoutMs` runs out. */
export function upstreamTimeout(): DOMException {
  return new DOMException('The upstream did not answer in time', 'TimeoutError');
}

export function isUpstreamTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

/**
 * Failures that happen before a connection exists: nothing of the request can have reached the
 * upstream. A reset or a close after connecting is not among them: the request may have been
 * read, and for a POST acted on.
 */
const NEVER_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
]);

/**
 * Whether a transport's failure says the request never left: the connection was refused or the
 * host could not be found. Looks through `cause` (fetch's "fetch failed") and an AggregateError's
 * errors (one per address tried); every one must be such a failure.
 */
export function isNeverSent(error: unknown): boolean {
  if (error instanceof AggregateError) {
    return error.errors.length > 0 && error.errors.every(isNeverSent);
  }
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return NEVER_CONNECTED.has(code);
  return error.cause !== undefined && isNeverSent(error.cause);
}
