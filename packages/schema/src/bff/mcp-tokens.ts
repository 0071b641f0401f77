import { z } from 'zod';
import { dateTimeSchema } from '../upstream/date-time.ts';
import { DEFAULT_MCP_TOOL_SCOPE, mcpToolScopeSchema } from './mcp-tool-scope.ts';

/**
 * The MCP client a personal token was made for: it chooses the configuration the setup panel shows
 * and is kept with the token, so the user can tell their tokens apart when revoking one.
 */
export const mcpClientKindSchema = z.enum(['claude-code', 'cursor', 'vscode', 'other']);
export type McpClientKind = z.infer<typeof mcpClientKindSchema>;

/**
 * POST /mcp/tokens: a personal access token for the session user's MCP endpoint. `expires_in_days`
 * is 1 to 365, default 90: a token never lives forever. `client` defaults to `other` (unspecified):
 * a script or agent runtime that makes a token has no client kind to name. `tool_scope` is what the
 * token's client sees (discovery by default, see `mcpToolScopeSchema`); a listed scope may name only
 * connectors and tools the app allows, which the BFF checks.
 *
 * @example
 * const request: CreateMcpTokenRequest = {
 *   name: 'Laptop',
 *   client: 'cursor',
 *   expires_in_days: 30,
 *   tool_scope: { mode: 'listed', connectors: ['crm'] },
 * };
 */
export const createMcpTokenRequestSchema = z.object({
  name: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'),
  client: mcpClientKindSchema.default('other'),
  expires_in_days: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(365, 'must be at most 365')
    .default(90),
  tool_scope: mcpToolScopeSchema.default(DEFAULT_MCP_TOOL_SCOPE),
});
export type CreateMcpTokenRequest = z.input<typeof createMcpTokenRequestSchema>;

/**
 * PATCH /mcp/tokens/:id: changes what a live token's client sees, checked like `tool_scope` on
 * creation. The client's next request sees the new scope; nothing else of the token changes.
 *
 * @example
 * const request: UpdateMcpTokenRequest = { tool_scope: { mode: 'discover' } };
 */
export const updateMcpTokenRequestSchema = z.object({ tool_scope: mcpToolScopeSchema });
export type UpdateMcpTokenRequest = z.infer<typeof updateMcpTokenRequestSchema>;

/** PATCH and DELETE /mcp/tokens/:id path parameter. */
export const mcpTokenIdSchema = z
  .string()
  .regex(/^mcpt_[A-Za-z0-9]{16,64}$/, 'must be an mcpt_ id');

/**
 * One personal token as its owner sees it: never the secret, which is shown once, on creation.
 * `hint` is the secret's last four characters, so a user can match a token to a client's config;
 * `tool_scope` is what its client sees.
 */
export const mcpTokenSchema = z.object({
  id: mcpTokenIdSchema,
  name: z.string(),
  client: mcpClientKindSchema,
  tool_scope: mcpToolScopeSchema,
  hint: z.string(),
  created_at: dateTimeSchema,
  expires_at: dateTimeSchema,
  last_used_at: dateTimeSchema.nullable(),
});
export type McpToken = z.infer<typeof mcpTokenSchema>;

/** PATCH /mcp/tokens/:id answer: the token with its new scope. */
export const updateMcpTokenResponseSchema = z.object({ token: mcpTokenSchema });
export type UpdateMcpTokenResponse = z.infer<typeof updateMcpTokenResponseSchema>;

/** POST /mcp/tokens answer (201): the token and, this once, its secret. */
export const createMcpTokenResponseSchema = z.object({
  token: mcpTokenSchema,
  secret: z.string().min(32),
});
export type CreateMcpTokenResponse = z.infer<typeof createMcpTokenResponseSchema>;

/**
 * GET /mcp/tokens: the session user's live tokens (newest first) and the absolute URL of the MCP
 * endpoint they open, for the client configuration.
 */
export const mcpTokensResponseSchema = z.object({
  endpoint: z.url(),
  tokens: z.array(mcpTokenSchema),
});
export type McpTokensResponse = z.infer<typeof mcpTokensResponseSchema>;
