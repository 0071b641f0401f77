/**
 * The hosted service's wire shapes (organizations, users, roles, memberships, invites, portal links,
 * connected accounts, tokens, tool listings, webhooks, its error body), as `@plugboard/server` calls
 * them and `@plugboard/emulator` serves them. A kit user never needs them: what the browser sees is
 * the BFF contract of the main entry.
 *
 * @packageDocumentation
 */
export type {
  AccountSelector,
  AuthorizationDetails,
  ConnectedAccount,
  ConnectedAccountList,
  ConnectedAccountResponse,
  CreateConnectedAccountRequest,
  UpdateConnectedAccountRequest,
} from './connected-account.ts';
export {
  accountSelectorSchema,
  authorizationDetailsSchema,
  connectedAccountListSchema,
  connectedAccountResponseSchema,
  connectedAccountSchema,
  createConnectedAccountRequestSchema,
  updateConnectedAccountRequestSchema,
} from './connected-account.ts';
export type {
  ConnectedAccountDetails,
  ConnectedAccountDetailsResponse,
} from './connected-account-details.ts';
export {
  connectedAccountDetailsResponseSchema,
  connectedAccountDetailsSchema,
} from './connected-account-details.ts';
export type { Connection, ConnectionList } from './connection.ts';
export { connectionListSchema, connectionSchema } from './connection.ts';
export type { UpstreamErrorBody } from './error-body.ts';
export { upstreamErrorBodySchema } from './error-body.ts';
export type { ExecuteToolRequest, ExecuteToolResponse } from './execute-tool.ts';
export { executeToolRequestSchema, executeToolResponseSchema } from './execute-tool.ts';
export type { Invite, InviteResponse, InviteStatus, ResendInviteRequest } from './invite.ts';
export { inviteResponseSchema, inviteSchema, resendInviteRequestSchema } from './invite.ts';
export type { ListConnectedAccountsQuery } from './list-connected-accounts.ts';
export { listConnectedAccountsQuerySchema } from './list-connected-accounts.ts';
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
  McpConfigResponse,
  McpConfigToolMappingRequest,
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
  mcpConfigSchema,
  mcpConnectionAuthStateSchema,
  mcpSessionTokenResponseSchema,
  updateMcpConfigRequestSchema,
} from './mcp-config.ts';
export type {
  CreateMembershipRequest,
  Membership,
  MembershipStatus,
  ProvisioningMethod,
  RoleReference,
  UpdateMembershipRequest,
} from './membership.ts';
export {
  createMembershipRequestSchema,
  membershipInputSchema,
  membershipSchema,
  membershipStatusSchema,
  provisioningMethodSchema,
  updateMembershipRequestSchema,
} from './membership.ts';
export type {
  CreateOrganizationRequest,
  Organization,
  OrganizationFeature,
  OrganizationList,
  OrganizationResponse,
  RegionCode,
  UpdateOrganizationRequest,
  UpdateOrganizationSettingsRequest,
} from './organization.ts';
export {
  createOrganizationRequestSchema,
  organizationFeatureNameSchema,
  organizationFeatureSchema,
  organizationListSchema,
  organizationResponseSchema,
  organizationSchema,
  regionCodeSchema,
  updateOrganizationRequestSchema,
  updateOrganizationSettingsRequestSchema,
} from './organization.ts';
export type { PortalLink, PortalLinkResponse } from './portal-link.ts';
export { portalLinkResponseSchema, portalLinkSchema } from './portal-link.ts';
export type { ProxyRequest } from './proxy.ts';
export { proxyRequestSchema } from './proxy.ts';
export type {
  CreateRoleRequest,
  Role,
  RoleInclude,
  RoleList,
  RolePermission,
  RoleResponse,
} from './role.ts';
export {
  createRoleRequestSchema,
  roleIncludeSchema,
  roleListSchema,
  roleResponseSchema,
  roleSchema,
} from './role.ts';
export type { TokenRequest, TokenResponse } from './token.ts';
export { tokenRequestSchema, tokenResponseSchema } from './token.ts';
export type {
  ListAvailableToolsResponse,
  ListScopedToolsQuery,
  ListScopedToolsResponse,
  ListToolsResponse,
  ScopedTool,
  UpstreamTool,
} from './tool-listing.ts';
export {
  listAvailableToolsQuerySchema,
  listAvailableToolsResponseSchema,
  listScopedToolsQuerySchema,
  listScopedToolsResponseSchema,
  listToolsQuerySchema,
  listToolsResponseSchema,
  upstreamToolSchema,
} from './tool-listing.ts';
export type {
  CreateUserRequest,
  ExternalIdentity,
  UpdateUserRequest,
  User,
  UserList,
  UserProfileInput,
  UserResponse,
} from './user.ts';
export {
  createUserRequestSchema,
  externalIdentitySchema,
  updateUserRequestSchema,
  userListSchema,
  userProfileInputSchema,
  userProfileSchema,
  userResponseSchema,
  userSchema,
} from './user.ts';
export type { UserVerifyRequest, UserVerifyResponse } from './user-verify.ts';
export { userVerifyRequestSchema, userVerifyResponseSchema } from './user-verify.ts';
export type { UpstreamWebhookEvent, UpstreamWebhookEventType } from './webhook-event.ts';
export {
  upstreamWebhookEventSchema,
  upstreamWebhookEventTypeSchema,
  WEBHOOK_HEADERS,
} from './webhook-event.ts';
