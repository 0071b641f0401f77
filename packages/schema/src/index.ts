export type { AccountNameParts } from './account-name.ts';
export { accountName, firstAccountIdentifier } from './account-name.ts';
export type {
  AccountChoiceRequiredOutput,
  AuthorizationRequiredOutput,
  PlugboardToolOutput,
  ToolAuthorizationReason,
  ToolErrorOutput,
  ToolReadiness,
  ToolSuccessOutput,
} from './agent/tool-output.ts';
export {
  plugboardToolOutputSchema,
  toolAuthorizationReasonSchema,
} from './agent/tool-output.ts';
export type {
  AccountActivityEntry,
  AccountActivityPage,
  AccountActivityQuery,
  ActivityClient,
} from './bff/account-activity.ts';
export {
  accountActivityEntrySchema,
  accountActivityPageSchema,
  accountActivityQuerySchema,
} from './bff/account-activity.ts';
export type { AccountEvent } from './bff/account-events.ts';
export { accountEventSchema, accountEventTypeSchema } from './bff/account-events.ts';
export type { AccountPermissions, AccountToolPermission } from './bff/account-permissions.ts';
export { accountPermissionsSchema } from './bff/account-permissions.ts';
export type {
  AccountListItem,
  AccountSharedBy,
  AccountsPage,
  AccountsQuery,
  UpdateAccountRequest,
} from './bff/accounts.ts';
export {
  accountIdSchema,
  accountLabelSchema,
  accountReferenceSchema,
  accountsPageSchema,
  accountsQuerySchema,
  updateAccountRequestSchema,
} from './bff/accounts.ts';
export type { ConnectMessage } from './bff/connect-message.ts';
export { connectMessageSchema } from './bff/connect-message.ts';
export type { ConnectorsResponse, OfferedConnector } from './bff/connectors.ts';
export { connectorsResponseSchema } from './bff/connectors.ts';
export type { BffErrorBody, BffErrorCode } from './bff/error.ts';
export { bffErrorBodySchema, bffErrorCodeSchema } from './bff/error.ts';
export type { CreateLinkRequest, CreateLinkResponse } from './bff/links.ts';
export { createLinkRequestSchema, createLinkResponseSchema } from './bff/links.ts';
export type {
  CreateMcpTokenRequest,
  CreateMcpTokenResponse,
  McpClientKind,
  McpToken,
  McpTokensResponse,
  UpdateMcpTokenRequest,
  UpdateMcpTokenResponse,
} from './bff/mcp-tokens.ts';
export {
  createMcpTokenRequestSchema,
  createMcpTokenResponseSchema,
  mcpClientKindSchema,
  mcpTokenIdSchema,
  mcpTokensResponseSchema,
  updateMcpTokenRequestSchema,
  updateMcpTokenResponseSchema,
} from './bff/mcp-tokens.ts';
export type { McpToolScope } from './bff/mcp-tool-scope.ts';
export {
  connectorOAuthScope,
  DEFAULT_MCP_TOOL_SCOPE,
  isToolListingOAuthScope,
  mcpToolScopeOfOAuthScopes,
  mcpToolScopeSchema,
} from './bff/mcp-tool-scope.ts';
export { proxyQuerySchema } from './bff/proxy.ts';
export type { ToolAccount } from './bff/tool-account.ts';
export { toolAccountSchema } from './bff/tool-account.ts';
export type {
  ToolExecutionRequest,
  ToolExecutionResponse,
  ToolInfo,
  ToolsResponse,
} from './bff/tools.ts';
export {
  toolExecutionRequestSchema,
  toolExecutionResponseSchema,
  toolsResponseSchema,
} from './bff/tools.ts';
export type { VerifyRequest, VerifyResponse } from './bff/verify.ts';
export { verifyRequestSchema, verifyResponseSchema } from './bff/verify.ts';
export type { AuthorizationType, ConnectorId } from './connector.ts';
export { authorizationTypeSchema, CONNECTOR_IDS, connectorIdSchema } from './connector.ts';
export { CONNECTOR_NAMES, CONNECTORS } from './connector-display.ts';
export type {
  CatalogTool,
  ToolName,
  ToolParams,
  ToolParamsInput,
} from './tools/catalog.ts';
export {
  getTool,
  isToolName,
  TOOL_CATALOG,
  toolParamsJsonSchema,
  toolsForConnector,
} from './tools/catalog.ts';
export { CRM_ATTRIBUTE_TYPES } from './tools/crm.ts';
export type { PlanTier, ToolEffect, VideoScope } from './tools/define-tool.ts';
export { planTierSchema, toolEffectSchema } from './tools/define-tool.ts';
export type { DoclibProxyRequest } from './tools/doclib-proxy.ts';
export { classifyDoclibRequest, doclibProxyRequestSchema } from './tools/doclib-proxy.ts';
export type { ToolParamsIssue, ToolParamsParseResult } from './tools/parse-tool-params.ts';
export { parseToolParams } from './tools/parse-tool-params.ts';
export type { ToolTitleWords } from './tools/tool-title.ts';
export { toolTitle } from './tools/tool-title.ts';
export type {
  ConnectedAccountStatus,
  ConnectedAccountSummary,
} from './upstream/connected-account.ts';
export {
  connectedAccountStatusSchema,
  connectedAccountSummarySchema,
} from './upstream/connected-account.ts';
export type { ExecuteToolResponse } from './upstream/execute-tool.ts';
export { executeToolResponseSchema } from './upstream/execute-tool.ts';
