import { z } from 'zod';
import { dateTimeSchema } from './date-time.ts';
import { pageFields } from './pagination.ts';

/**
 * docs/internals/upstream-api.md §"Virtual MCP servers": the configurations behind the hosted service's
 * virtual MCP servers (`/api/v1/mcp/configs`), as its published OpenAPI document shapes them.
 */

/** 1 to 100 of lowercase letters, digits, hyphens and underscores. */
export const MCP_CONFIG_NAME_PATTERN = /^[a-z0-9_-]{1,100}$/;
/** Connection-to-tool mappings per configuration. */
export const MCP_CONFIG_MAX_MAPPINGS = 25;
/** Configurations per page of the list. */
export const MCP_CONFIG_MAX_PAGE_SIZE = 30;
/** The session token's lifetime bounds, in seconds (60 s to 24 h, default 1 h). */
export const MCP_SESSION_TOKEN_EXPIRY = { min: 60, max: 86_400, default: 3_600 } as const;

const nameSchema = z
  .string()
  .regex(
    MCP_CONFIG_NAME_PATTERN,
    'name must be 1 to 100 lowercase letters, digits, hyphens or underscores',
  );

/** One connection of a configuration and the tools of it the server exposes, as sent. */
export const mcpConfigToolMappingRequestSchema = z.object({
  connection_name: z.string().min(1, 'connection_name must not be empty'),
  /** Left out or empty: every tool of the connection. */
  tools: z.array(z.string().min(1, 'a tool name must not be empty')).optional(),
});
export type McpConfigToolMappingRequest = z.infer<typeof mcpConfigToolMappingRequestSchema>;

const mappingsSchema = z
  .array(mcpConfigToolMappingRequestSchema)
  .max(
    MCP_CONFIG_MAX_MAPPINGS,
    `connection_tool_mappings takes at most ${MCP_CONFIG_MAX_MAPPINGS} entries`,
  );

/** One connection of a configuration as answered: the read-only fields filled in. */
export const mcpConfigToolMappingSchema = z.object({
  connection_id: z.string(),
  connection_name: z.string(),
  provider: z.string(),
  tools: z.array(z.string()),
  connected_account_id: z.string().optional(),
  connected_account_status: z.string().optional(),
});

export const mcpConfigSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The static URL of the configuration's MCP server (Streamable HTTP, bearer session token). */
  mcp_server_url: z.string(),
  connection_tool_mappings: z.array(mcpConfigToolMappingSchema),
});
export type McpConfig = z.infer<typeof mcpConfigSchema>;

/** POST /api/v1/mcp/configs: the body. */
export const createMcpConfigRequestSchema = z.object({
  name: nameSchema,
  description: z.string().max(1000, 'description takes at most 1000 characters').optional(),
  connection_tool_mappings: mappingsSchema.default([]),
});
export type CreateMcpConfigRequest = z.input<typeof createMcpConfigRequestSchema>;

/** PUT /api/v1/mcp/configs/{config_id}: the body; what is left out stays. */
export const updateMcpConfigRequestSchema = z.object({
  description: createMcpConfigRequestSchema.shape.description,
  connection_tool_mappings: mappingsSchema.optional(),
});
export type UpdateMcpConfigRequest = z.infer<typeof updateMcpConfigRequestSchema>;

/** The answer of create, get and update. */
export const mcpConfigResponseSchema = z.object({ config: mcpConfigSchema });
export type McpConfigResponse = z.infer<typeof mcpConfigResponseSchema>;

/** GET /api/v1/mcp/configs: the query, as strings (a query string has nothing else). */
export const listMcpConfigsQuerySchema = z.object({
  'filter.id': z.string().optional(),
  'filter.name': z.string().optional(),
  'filter.provider': z.string().optional(),
  'filter.mcp_server_url': z.string().optional(),
  /** Configurations whose name starts with this text, case-insensitively. */
  search: z.string().optional(),
  page_size: z.string().regex(/^\d+$/, 'page_size must be a whole number').optional(),
  page_token: z.string().optional(),
});
export type ListMcpConfigsQuery = z.infer<typeof listMcpConfigsQuerySchema>;

export const mcpConfigListSchema = z.object({
  configs: z.array(mcpConfigSchema),
  ...pageFields,
});
export type McpConfigList = z.infer<typeof mcpConfigListSchema>;

const identifierSchema = z
  .string('identifier is required: your identifier of the end user')
  .min(1, 'identifier must not be empty')
  .max(255, 'identifier takes at most 255 characters');

/** POST /api/v1/mcp/configs/{config_id}/connected_accounts: the body. */
export const listMcpConnectedAccountsRequestSchema = z.object({
  identifier: identifierSchema,
  /** Creates missing accounts and answers a fresh authorization link for each connection. */
  include_auth_link: z.boolean().optional(),
});
export type ListMcpConnectedAccountsRequest = z.infer<typeof listMcpConnectedAccountsRequestSchema>;

/** One connection's account for the identifier; empty strings where there is none. */
export const mcpConnectionAuthStateSchema = z.object({
  connection_id: z.string(),
  connection_name: z.string(),
  provider: z.string(),
  connected_account_id: z.string(),
  connected_account_status: z.string(),
  authentication_link: z.string(),
});
export type McpConnectionAuthState = z.infer<typeof mcpConnectionAuthStateSchema>;

export const listMcpConnectedAccountsResponseSchema = z.object({
  connected_accounts: z.array(mcpConnectionAuthStateSchema),
});
export type ListMcpConnectedAccountsResponse = z.infer<
  typeof listMcpConnectedAccountsResponseSchema
>;

/** A protobuf Duration as JSON: seconds with an `s`, e.g. `3600s`. */
const durationSchema = z
  .string()
  .regex(/^\d+(\.\d{1,9})?s$/, 'expiry must be a duration in seconds, e.g. "3600s"')
  .refine((value) => {
    const seconds = Number.parseFloat(value);
    return seconds >= MCP_SESSION_TOKEN_EXPIRY.min && seconds <= MCP_SESSION_TOKEN_EXPIRY.max;
  }, `expiry must be between ${MCP_SESSION_TOKEN_EXPIRY.min}s and ${MCP_SESSION_TOKEN_EXPIRY.max}s`);

/** POST /api/v1/mcp/configs/{mcp_config_id}/tokens: the body. */
export const createMcpSessionTokenRequestSchema = z.object({
  identifier: identifierSchema,
  expiry: durationSchema.optional(),
});
export type CreateMcpSessionTokenRequest = z.infer<typeof createMcpSessionTokenRequestSchema>;

export const mcpSessionTokenResponseSchema = z.object({
  /** A signed JWT (RS256): `sub` the identifier, `aud` the server URL, `mcp_cfg`, `ca_ids`. */
  token: z.string().min(1),
  expires_at: dateTimeSchema,
});
export type McpSessionTokenResponse = z.infer<typeof mcpSessionTokenResponseSchema>;
