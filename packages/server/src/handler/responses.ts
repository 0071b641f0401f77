/**
 * Headers on every BFF answer: answers hold one user's accounts, so no cache may keep them
 * (`no-store`), and JSON is never sniffed into something else.
 */
const COMMON_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

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
