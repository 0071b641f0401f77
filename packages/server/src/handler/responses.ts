/**
 * Headers on every BFF answer: answers hold one user's accounts, so no cache may keep them
 * (`no-store`), and JSON is never sniffed into something else.
 */
const COMMON_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/** Statuses that never carry a body (RFC 9110 15.3.5, 15.3.6, 15.4.5). */
const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([204, 205, 304]);

/** A JSON answer with the common headers. */
export function jsonResponse(
  body: unknown,
  status = 200,
  headers: Readonly<Record<string, string>> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...COMMON_HEADERS, ...headers, 'content-type': 'application/json; charset=utf-8' },
  });
}

/** An answer without a body (204 after a delete) with the common headers. */
export function emptyResponse(status = 204): Response {
  return new Response(null, { status, headers: COMMON_HEADERS });
}

/** Answers whose body streams from elsewhere; every other answer is built whole. */
const streamed = new WeakSet<Response>();

/** An answer whose body streams from elsewhere (the proxy), with the common headers. */
export function streamResponse(
  body: ReadableStream<Uint8Array> | null,
  status: number,
  headers: Readonly<Record<string, string>>,
): Response {
  const response = new Response(NULL_BODY_STATUSES.has(status) ? null : body, {
    status,
    headers: { ...headers, ...COMMON_HEADERS },
  });
  streamed.add(response);
  return response;
}

/**
 * Whether the answer's body streams from elsewhere: an adapter pipes it rather than reading it
 * whole, which for a small JSON answer is the cheaper way to write it.
 */
export function isStreamed(response: Response): boolean {
  return streamed.has(response);
}
