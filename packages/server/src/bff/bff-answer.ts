import { mergedHeaders } from '../common/merged-headers.ts';

// Hot path (docs/internals/server.md §"Hot path"): every BFF request runs this module, so it builds no
// object with a spread followed by more entries and no object literal with a getter: on Node 20's
// V8 both outlive young-generation GCs and lengthen every pause. bench/bff-overhead.bench.ts
// guards it.

/**
 * An answer of the BFF as plain data, before any runtime's response object: the fetch handler
 * turns it into a Fetch API `Response` ({@link toFetchResponse}), the Node and Express adapters
 * write it straight to Node's response, so neither pays for the other's objects.
 */
export interface BffAnswer {
  status: number;
  /** Lower-case names. */
  headers: Readonly<Record<string, string>>;
  /** JSON text, written whole; or a body that streams from elsewhere (the proxy, an event stream). */
  body: string | ReadableStream<Uint8Array> | null;
}

/**
 * Headers on every BFF answer: answers hold one user's accounts, so no cache may keep them
 * (`no-store`), and JSON is never sniffed into something else.
 */
const COMMON_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

const JSON_CONTENT_TYPE = { 'content-type': 'application/json; charset=utf-8' };

/** Statuses that never carry a body (RFC 9110 15.3.5, 15.3.6, 15.4.5). */
const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([204, 205, 304]);

/** A JSON answer with the common headers. */
export function jsonAnswer(
  body: unknown,
  status = 200,
  headers?: Readonly<Record<string, string>>,
): BffAnswer {
  return {
    status,
    headers: mergedHeaders(COMMON_HEADERS, headers, JSON_CONTENT_TYPE),
    body: JSON.stringify(body),
  };
}

/** An answer without a body (204 after a delete) with the common headers. */
export function emptyAnswer(status = 204): BffAnswer {
  return { status, headers: COMMON_HEADERS, body: null };
}

/** An answer whose body streams from elsewhere (the proxy), with the common headers. */
export function streamAnswer(
  body: ReadableStream<Uint8Array> | null,
  status: number,
  headers: Readonly<Record<string, string>>,
): BffAnswer {
  return {
    status,
    headers: mergedHeaders(headers, COMMON_HEADERS),
    body: NULL_BODY_STATUSES.has(status) ? null : body,
  };
}

/**
 * docs/internals/chat-stream.md §2: a tool's server-sent events, passed on as they come. `no-cache` as for any
 * event stream, `no-store` as for every answer of ours; `X-Accel-Buffering: no` asks a reverse
 * proxy in front of the host (nginx and the like) not to hold the events back.
 */
export function eventStreamAnswer(
  body: ReadableStream<Uint8Array>,
  executionId: string,
): BffAnswer {
  return {
    status: 200,
    headers: mergedHeaders(COMMON_HEADERS, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store',
      'x-accel-buffering': 'no',
      'x-execution-id': executionId,
    }),
    body,
  };
}

/** What a browser that went away before its answer gets logged with (nginx's "client closed"). */
export function clientClosedAnswer(): BffAnswer {
  return { status: 499, headers: COMMON_HEADERS, body: null };
}

/** The answer as the Fetch API hands it on. */
export function toFetchResponse(answer: BffAnswer): Response {
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}
