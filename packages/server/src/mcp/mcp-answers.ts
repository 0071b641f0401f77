/** The machine-readable codes of the endpoint's HTTP-level refusals, as the BFF names them. */
export type McpRefusalCode =
  | 'UNAUTHENTICATED'
  | 'CROSS_SITE_REQUEST'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'BAD_REQUEST'
  | 'VALIDATION_FAILED';

const COMMON = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/**
 * A refusal before the MCP server sees the request, as a JSON-RPC error (what an MCP client
 * reads) whose `data` carries the BFF's `{code, status}`: right status, a code, a message saying
 * what to fix (docs/internals/bff-contract.md §"Errors"), and any `detail` a client can act on
 * (the values a parameter allows, say).
 */
export function refusal(
  status: number,
  code: McpRefusalCode,
  message: string,
  headers: Record<string, string> = {},
  detail: Record<string, unknown> = {},
): Response {
  return Response.json(
    {
      jsonrpc: '2.0',
      error: { code: -32000, message, data: { ...detail, code, status } },
      id: null,
    },
    { status, headers: { ...COMMON, ...headers } },
  );
}

/** A public JSON document (the protected resource metadata): cacheable, readable cross-origin. */
export function publicJson(body: unknown): Response {
  return Response.json(body, {
    headers: {
      'cache-control': 'public, max-age=3600',
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
    },
  });
}
