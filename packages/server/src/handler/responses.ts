/**
 * Headers on every BFF answer: answers hold one user's accounts, so no cache may keep them
 * (`no-store`), and JSON is never sniffed into something else.
 */
const COMMON_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/** Statuses that never carry a body (RFC 9110 15.3.5, 15.3.6, 15.4.5). */
const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([204, 205, 304]);

/**
 * The text of each JSON answer, kept beside a `Response` that has no body of its own yet: the
 * Node and Express adapters write the text as it is, and only the fetch handler, which hands the
 * `Response` itself on, puts it in ({@link withWholeBody}). A `Response` with a body builds a
 * stream for it, a cost the adapters would pay on every answer for nothing.
 */
const wholeBodies = new WeakMap<Response, string>();

/** A JSON answer with the common headers. */
export function jsonResponse(
  body: unknown,
  status = 200,
  headers: Readonly<Record<string, string>> = {},
): Response {
  const response = new Response(null, {
    status,
    headers: { ...COMMON_HEADERS, ...headers, 'content-type': 'application/json; charset=utf-8' },
  });
  wholeBodies.set(response, JSON.stringify(body));
  return response;
}

/**
 * The body of a JSON answer built here, or `undefined` for an answer whose body streams from
 * elsewhere (the proxy's, a tool's event stream) or that has none.
 */
export function wholeBodyOf(response: Response): string | undefined {
  return wholeBodies.get(response);
}

/** The answer as the Fetch API hands it on: a JSON answer gets its body in the `Response`. */
export function withWholeBody(response: Response): Response {
  const text = wholeBodies.get(response);
  return text === undefined ? response : new Response(text, response);
}

/** An answer without a body (204 after a delete) with the common headers. */
export function emptyResponse(status = 204): Response {
  return new Response(null, { status, headers: COMMON_HEADERS });
}

/** An answer whose body streams from elsewhere (the proxy), with the common headers. */
export function streamResponse(
  body: ReadableStream<Uint8Array> | null,
  status: number,
  headers: Readonly<Record<string, string>>,
): Response {
  return new Response(NULL_BODY_STATUSES.has(status) ? null : body, {
    status,
    headers: { ...headers, ...COMMON_HEADERS },
  });
}

/**
 * chat-stream.md 2: a tool's server-sent events, passed on as they come. `no-cache` as for any
 * event stream, `no-store` as for every answer of ours; `X-Accel-Buffering: no` asks a reverse
 * proxy in front of the host (nginx and the like) not to hold the events back.
 */
export function eventStreamResponse(
  body: ReadableStream<Uint8Array>,
  executionId: string,
): Response {
  return new Response(body, {
    status: 200,
    headers: {
      ...COMMON_HEADERS,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store',
      'x-accel-buffering': 'no',
      'x-execution-id': executionId,
    },
  });
}

/** What a browser that went away before its answer gets logged with (nginx's "client closed"). */
export function clientClosedResponse(): Response {
  return new Response(null, { status: 499, headers: COMMON_HEADERS });
}
