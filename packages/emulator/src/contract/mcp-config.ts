import {
  type CreateMcpConfigRequest,
  listMcpConnectedAccountsResponseSchema,
  mcpConfigResponseSchema,
} from '@plugboard/schema/upstream';

/*
 * The virtual MCP server shapes only the emulator names on their own. Each is part of an answer or
 * body the server reads (in @plugboard/schema/upstream), so it is taken from there rather than
 * written twice.
 */

/** One virtual MCP server configuration, as its answers carry it. */
export const mcpConfigSchema = mcpConfigResponseSchema.shape.config;

/** One connection's account for an identifier, as the configuration's account listing answers it. */
export const mcpConnectionAuthStateSchema =
  listMcpConnectedAccountsResponseSchema.shape.connected_accounts.element;

/** One connection of a configuration and the tools of it the server exposes, as sent. */
export type McpConfigToolMappingRequest = NonNullable<
  CreateMcpConfigRequest['connection_tool_mappings']
>[number];
