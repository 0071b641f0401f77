import type { OperationSpec } from '../openapi/operations.ts';
import { mcpConfigListQuerySchema } from './mcp-config-routes.ts';

const CONFIGS = '/api/v1/mcp/configs';

/** docs/internals/upstream-api.md §"Virtual MCP servers": the operations, as the published document names them. */
export const MCP_CONFIG_OPERATIONS: readonly OperationSpec[] = [
  {
    operationId: 'listMcpConfigs',
    method: 'get',
    path: CONFIGS,
    tag: 'MCP configurations',
    summary: 'Virtual MCP server configurations, filtered and paged (up to 30 a page)',
    query: mcpConfigListQuerySchema,
    success: { status: 200, schema: 'McpConfigList' },
  },
  {
    operationId: 'createMcpConfig',
    method: 'post',
    path: CONFIGS,
    tag: 'MCP configurations',
    summary:
      'Creates a configuration of connections and their tools, with its static mcp_server_url',
    description:
      'Its 400s name their cause in `error_code`: UNKNOWN_CONNECTION, DUPLICATE_CONNECTION, UNKNOWN_TOOL, or INVALID_ARGUMENT for the body itself.',
    body: 'CreateMcpConfigRequest',
    success: { status: 201, schema: 'McpConfigResponse' },
    errors: ['ALREADY_EXISTS'],
  },
  {
    operationId: 'getMcpConfig',
    method: 'get',
    path: `${CONFIGS}/{config_id}`,
    tag: 'MCP configurations',
    summary: 'One configuration',
    success: { status: 200, schema: 'McpConfigResponse' },
    errors: ['NOT_FOUND'],
  },
  {
    operationId: 'updateMcpConfig',
    method: 'put',
    path: `${CONFIGS}/{config_id}`,
    tag: 'MCP configurations',
    summary: 'Replaces the description and/or the connection-to-tool mappings; the name is fixed',
    body: 'UpdateMcpConfigRequest',
    success: { status: 200, schema: 'McpConfigResponse' },
    errors: ['NOT_FOUND'],
  },
  {
    operationId: 'deleteMcpConfig',
    method: 'delete',
    path: `${CONFIGS}/{config_id}`,
    tag: 'MCP configurations',
    summary: 'Deletes the configuration; its server URL and session tokens stop working at once',
    success: { status: 200, schema: 'EmptyResponse' },
    errors: ['NOT_FOUND'],
  },
  {
    operationId: 'listMcpConnectedAccounts',
    method: 'post',
    path: `${CONFIGS}/{config_id}/connected_accounts`,
    tag: 'MCP configurations',
    summary:
      "Each connection's account for an identifier; with include_auth_link, a fresh link each",
    body: 'ListMcpConnectedAccountsRequest',
    success: { status: 200, schema: 'McpConnectedAccountList' },
    errors: ['NOT_FOUND'],
  },
  {
    operationId: 'createMcpSessionToken',
    method: 'post',
    path: `${CONFIGS}/{mcp_config_id}/tokens`,
    tag: 'MCP configurations',
    summary: "Mints a short-lived session token for the identifier on the configuration's server",
    description:
      'Its 400s name their cause in `error_code`: MCP_CONFIG_WITHOUT_CONNECTIONS, CONNECTED_ACCOUNT_NOT_ACTIVE (naming each connection), or INVALID_ARGUMENT for the body itself.',
    body: 'CreateMcpSessionTokenRequest',
    success: { status: 200, schema: 'McpSessionTokenResponse' },
    errors: ['NOT_FOUND'],
  },
];
