/**
 * The hosted service's wire shapes that `@plugboard/server`'s upstream client sends and reads
 * (connected accounts, magic links, tokens, tool listings, virtual MCP servers, proxy requests,
 * webhooks, its error body), with the wire conventions they share (date-times, page fields).
 * `@plugboard/emulator` serves them and keeps the shapes only it needs (organizations, users,
 * roles, memberships, invites, portal links) to itself. A kit user never needs them: what the
 * browser sees is the BFF contract of the main entry.
 *
 * @packageDocumentation
 */
export type {
  AccountSelector,
  ConnectedAccount,
  ConnectedAccountList,
  CreateConnectedAccountRequest,
  UpdateConnectedAccountRequest,
} from './connected-account.ts';
export {
  accountSelectorSchema,
  connectedAccountListSchema,
  connectedAccountResponseSchema,
  createConnectedAccountRequestSchema,
  updateConnectedAccountRequestSchema,
} from './connected-account.ts';
export type { ConnectedAccountDetails } from './connected-account-details.ts';
export { connectedAccountDetailsResponseSchema } from './connected-account-details.ts';
export { dateTimeSchema } from './date-time.ts';
export type { UpstreamErrorBody } from './error-body.ts';
export { upstreamErrorBodySchema } from './error-body.ts';
export type { ExecuteToolRequest } from './execute-tool.ts';
export { executeToolRequestSchema } from './execute-tool.ts';
export type {
  ListConnectedAccountsQuery,
  SearchConnectedAccountsQuery,
} from './list-connected-accounts.ts';
export {
  listConnectedAccountsQuerySchema,
  searchConnectedAccountsQuerySchema,
} from './list-connected-accounts.ts';
export type { MagicLinkRequest, MagicLinkResponse } from './magic-link.ts';
export { magicLinkRequestSchema, magicLinkResponseSchema } from './magic-link.ts';
export type {
  CreateMcpConfigRequest,
  CreateMcpSessionTokenRequest,
  ListMcpConfigsQuery,
  ListMcpConnectedAccountsRequest,
  ListMcpConnectedAccountsResponse,
  McpConfig,
  McpConfigList,
  McpConnectionAuthState,
  McpSessionTokenResponse,
  UpdateMcpConfigRequest,
} from './mcp-config.ts';
export {
  createMcpConfigRequestSchema,
  createMcpSessionTokenRequestSchema,
  listMcpConfigsQuerySchema,
  listMcpConnectedAccountsRequestSchema,
  listMcpConnectedAccountsResponseSchema,
  MCP_CONFIG_MAX_PAGE_SIZE,
  MCP_SESSION_TOKEN_EXPIRY,
  mcpConfigListSchema,
  mcpConfigResponseSchema,
  mcpSessionTokenResponseSchema,
  updateMcpConfigRequestSchema,
} from './mcp-config.ts';
export { pageFields } from './pagination.ts';
export type { ProxyRequest } from './proxy.ts';
export { proxyRequestSchema } from './proxy.ts';
export type { TokenRequest, TokenResponse } from './token.ts';
export { tokenRequestSchema, tokenResponseSchema } from './token.ts';
export type { ListScopedToolsQuery, ListScopedToolsResponse } from './tool-listing.ts';
export { listScopedToolsQuerySchema, listScopedToolsResponseSchema } from './tool-listing.ts';
export type { UserVerifyRequest, UserVerifyResponse } from './user-verify.ts';
export { userVerifyRequestSchema, userVerifyResponseSchema } from './user-verify.ts';
export type { UpstreamWebhookEvent } from './webhook-event.ts';
export { upstreamWebhookEventSchema, WEBHOOK_HEADERS } from './webhook-event.ts';
