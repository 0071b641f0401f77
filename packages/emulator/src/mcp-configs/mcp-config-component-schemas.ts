import {
  createMcpConfigRequestSchema,
  createMcpSessionTokenRequestSchema,
  listMcpConnectedAccountsRequestSchema,
  listMcpConnectedAccountsResponseSchema,
  mcpConfigListSchema,
  mcpConfigResponseSchema,
  mcpSessionTokenResponseSchema,
  updateMcpConfigRequestSchema,
} from '@plugboard/schema/upstream';
import { mcpConfigSchema, mcpConnectionAuthStateSchema } from '../contract/mcp-config.ts';

/** What clients send to the virtual MCP server operations, by component name. */
export const MCP_CONFIG_REQUEST_SCHEMAS = {
  CreateMcpConfigRequest: createMcpConfigRequestSchema,
  UpdateMcpConfigRequest: updateMcpConfigRequestSchema,
  ListMcpConnectedAccountsRequest: listMcpConnectedAccountsRequestSchema,
  CreateMcpSessionTokenRequest: createMcpSessionTokenRequestSchema,
};

/** What they answer, by component name. */
export const MCP_CONFIG_RESPONSE_SCHEMAS = {
  McpConfig: mcpConfigSchema,
  McpConfigResponse: mcpConfigResponseSchema,
  McpConfigList: mcpConfigListSchema,
  McpConnectionAuthState: mcpConnectionAuthStateSchema,
  McpConnectedAccountList: listMcpConnectedAccountsResponseSchema,
  McpSessionTokenResponse: mcpSessionTokenResponseSchema,
};
