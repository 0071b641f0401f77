import type {
  CreateMcpTokenRequest,
  CreateMcpTokenResponse,
  McpTokensResponse,
  UpdateMcpTokenRequest,
  UpdateMcpTokenResponse,
} from '@plugboard/schema';
import type { BffClient } from './bff-client.ts';

/**
 * GET /mcp/tokens: the session user's live personal MCP tokens, newest first, and the absolute
 * URL of the MCP endpoint they open. Never a secret.
 *
 * @example
 * ```ts
 * const { endpoint, tokens } = await listMcpTokens(client);
 * ```
 */
export function listMcpTokens(client: BffClient): Promise<McpTokensResponse> {
  return client.send({ method: 'GET', path: '/mcp/tokens', member: 'tokens', type: 'list' });
}

/**
 * POST /mcp/tokens: a new personal token for one MCP client, seeing what `tool_scope` names
 * (discovery by default). The answer holds its secret, which the BFF keeps only hashed: this is
 * the one time anyone sees it.
 *
 * @example
 * ```ts
 * const { token, secret } = await createMcpToken(client, {
 *   name: 'Laptop',
 *   client: 'cursor',
 *   tool_scope: { mode: 'listed', connectors: ['crm'] },
 * });
 * ```
 */
export function createMcpToken(
  client: BffClient,
  request: CreateMcpTokenRequest,
): Promise<CreateMcpTokenResponse> {
  return client.send({
    method: 'POST',
    path: '/mcp/tokens',
    body: request,
    member: 'secret',
    type: 'string',
  });
}

/**
 * PATCH /mcp/tokens/:id: changes what one of the session user's tokens shows its client; the
 * answer is the token as it now is.
 *
 * @example
 * ```ts
 * const { token } = await updateMcpToken(client, 'mcpt_0123456789abcdef', {
 *   tool_scope: { mode: 'discover' },
 * });
 * ```
 */
export function updateMcpToken(
  client: BffClient,
  id: string,
  request: UpdateMcpTokenRequest,
): Promise<UpdateMcpTokenResponse> {
  return client.send({
    method: 'PATCH',
    path: `/mcp/tokens/${encodeURIComponent(id)}`,
    body: request,
    member: 'token',
  });
}

/**
 * DELETE /mcp/tokens/:id: revokes one of the session user's tokens; the MCP endpoint refuses it
 * from then on.
 *
 * @example
 * ```ts
 * await revokeMcpToken(client, 'mcpt_0123456789abcdef');
 * ```
 */
export function revokeMcpToken(client: BffClient, id: string): Promise<void> {
  return client.send({ method: 'DELETE', path: `/mcp/tokens/${encodeURIComponent(id)}` });
}
