export type {
  AuthorizationRequiredOutput,
  PlugboardToolOutput,
  ToolAuthorizationReason,
  ToolErrorOutput,
  ToolReadiness,
  ToolSuccessOutput,
} from './agent/tool-output.ts';
export {
  AuthorizationRequiredOutputSchema,
  PlugboardToolOutputSchema,
  ToolAuthorizationReasonSchema,
  ToolErrorOutputSchema,
  ToolReadinessSchema,
  ToolSuccessOutputSchema,
} from './agent/tool-output.ts';
export type {
  AccountActivityEntry,
  AccountActivityPage,
  AccountActivityQuery,
  ActivityActor,
} from './bff/account-activity.ts';
export {
  accountActivityEntrySchema,
  accountActivityPageSchema,
  accountActivityQuerySchema,
  activityActorSchema,
} from './bff/account-activity.ts';
export type { AccountEvent, AccountEventType } from './bff/account-events.ts';
export { accountEventSchema, accountEventTypeSchema } from './bff/account-events.ts';
export type { AccountPermissions, AccountToolPermission } from './bff/account-permissions.ts';
export {
  accountPermissionsSchema,
  accountToolPermissionSchema,
  toolNameSchema,
} from './bff/account-permissions.ts';
export type {
  AccountListItem,
  AccountSharedBy,
  AccountsPage,
  AccountsQuery,
} from './bff/accounts.ts';
export {
  accountIdSchema,
  accountListItemSchema,
  accountSharedBySchema,
  accountsPageSchema,
  accountsQuerySchema,
} from './bff/accounts.ts';
export type { ConnectMessage } from './bff/connect-message.ts';
export { connectMessageSchema } from './bff/connect-message.ts';
export type { ConnectorsResponse, OfferedConnector } from './bff/connectors.ts';
export { connectorsResponseSchema, offeredConnectorSchema } from './bff/connectors.ts';
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
} from './bff/mcp-tokens.ts';
export {
  createMcpTokenRequestSchema,
  createMcpTokenResponseSchema,
  mcpClientKindSchema,
  mcpTokenIdSchema,
  mcpTokenSchema,
  mcpTokensResponseSchema,
} from './bff/mcp-tokens.ts';
export type { ProxyQuery } from './bff/proxy.ts';
export { proxyQuerySchema } from './bff/proxy.ts';
export type {
  ToolExecutionRequest,
  ToolExecutionResponse,
  ToolInfo,
  ToolsResponse,
} from './bff/tools.ts';
export {
  toolExecutionRequestSchema,
  toolExecutionResponseSchema,
  toolInfoSchema,
  toolsResponseSchema,
} from './bff/tools.ts';
export type { VerifyRequest, VerifyResponse } from './bff/verify.ts';
export { verifyRequestSchema, verifyResponseSchema } from './bff/verify.ts';
export type { AuthorizationType, ConnectorId, ConnectorInfo } from './connector.ts';
export {
  authorizationTypeSchema,
  CONNECTOR_IDS,
  CONNECTORS,
  connectorIdSchema,
  connectorInfoSchema,
} from './connector.ts';
export type {
  CatalogTool,
  ToolName,
  ToolParams,
  ToolParamsInput,
  ToolsByName,
} from './tools/catalog.ts';
export {
  getTool,
  isToolName,
  TOOL_CATALOG,
  toolParamsJsonSchema,
  toolsForConnector,
} from './tools/catalog.ts';
export { CRM_ATTRIBUTE_TYPES } from './tools/crm.ts';
export type {
  PlanTier,
  ToolDefinition,
  ToolEffect,
  ToolParamsSchema,
  VideoScope,
} from './tools/define-tool.ts';
export { planTierSchema, toolEffectSchema, videoScopeSchema } from './tools/define-tool.ts';
export type { DoclibProxyRequest } from './tools/doclib-proxy.ts';
export { classifyDoclibRequest, doclibProxyRequestSchema } from './tools/doclib-proxy.ts';
export type { ToolParamsIssue, ToolParamsParseResult } from './tools/parse-tool-params.ts';
export { parseToolParams, toolParamsIssueSchema } from './tools/parse-tool-params.ts';
export type {
  AccountSelector,
  AuthorizationDetails,
  ConnectedAccount,
  ConnectedAccountList,
  ConnectedAccountResponse,
  ConnectedAccountStatus,
  ConnectedAccountSummary,
  CreateConnectedAccountRequest,
  UpdateConnectedAccountRequest,
} from './upstream/connected-account.ts';
export {
  accountSelectorSchema,
  authorizationDetailsSchema,
  connectedAccountListSchema,
  connectedAccountResponseSchema,
  connectedAccountSchema,
  connectedAccountStatusSchema,
  connectedAccountSummarySchema,
  createConnectedAccountRequestSchema,
  updateConnectedAccountRequestSchema,
} from './upstream/connected-account.ts';
export type {
  ConnectedAccountDetails,
  ConnectedAccountDetailsResponse,
} from './upstream/connected-account-details.ts';
export {
  connectedAccountDetailsResponseSchema,
  connectedAccountDetailsSchema,
} from './upstream/connected-account-details.ts';
export type { Connection, ConnectionList } from './upstream/connection.ts';
export { connectionListSchema, connectionSchema } from './upstream/connection.ts';
export { dateTimeSchema } from './upstream/date-time.ts';
export type { UpstreamErrorBody } from './upstream/error-body.ts';
export { upstreamErrorBodySchema } from './upstream/error-body.ts';
export type { ExecuteToolRequest, ExecuteToolResponse } from './upstream/execute-tool.ts';
export { executeToolRequestSchema, executeToolResponseSchema } from './upstream/execute-tool.ts';
export type {
  Invite,
  InviteResponse,
  InviteStatus,
  ResendInviteRequest,
} from './upstream/invite.ts';
export {
  inviteResponseSchema,
  inviteSchema,
  inviteStatusSchema,
  resendInviteRequestSchema,
} from './upstream/invite.ts';
export type { ListConnectedAccountsQuery } from './upstream/list-connected-accounts.ts';
export { listConnectedAccountsQuerySchema } from './upstream/list-connected-accounts.ts';
export type { MagicLinkRequest, MagicLinkResponse } from './upstream/magic-link.ts';
export { magicLinkRequestSchema, magicLinkResponseSchema } from './upstream/magic-link.ts';
export type {
  CreateMembershipRequest,
  Membership,
  MembershipInput,
  MembershipRole,
  MembershipStatus,
  ProvisioningMethod,
  RoleReference,
  UpdateMembershipRequest,
} from './upstream/membership.ts';
export {
  createMembershipRequestSchema,
  membershipInputSchema,
  membershipRoleSchema,
  membershipSchema,
  membershipStatusSchema,
  provisioningMethodSchema,
  roleReferenceSchema,
  updateMembershipRequestSchema,
} from './upstream/membership.ts';
export type {
  CreateOrganizationRequest,
  Organization,
  OrganizationFeature,
  OrganizationFeatureName,
  OrganizationList,
  OrganizationResponse,
  RegionCode,
  UpdateOrganizationRequest,
  UpdateOrganizationSettingsRequest,
} from './upstream/organization.ts';
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
} from './upstream/organization.ts';
export type { PortalLink, PortalLinkResponse } from './upstream/portal-link.ts';
export { portalLinkResponseSchema, portalLinkSchema } from './upstream/portal-link.ts';
export type { ProxyRequest } from './upstream/proxy.ts';
export { proxyRequestSchema } from './upstream/proxy.ts';
export type {
  CreateRoleRequest,
  Role,
  RoleInclude,
  RoleList,
  RolePermission,
  RoleResponse,
} from './upstream/role.ts';
export {
  createRoleRequestSchema,
  roleIncludeSchema,
  roleListSchema,
  roleNameSchema,
  rolePermissionSchema,
  roleResponseSchema,
  roleSchema,
} from './upstream/role.ts';
export type { TokenRequest, TokenResponse } from './upstream/token.ts';
export { tokenRequestSchema, tokenResponseSchema } from './upstream/token.ts';
export type {
  ListAvailableToolsQuery,
  ListAvailableToolsResponse,
  ListScopedToolsQuery,
  ListScopedToolsResponse,
  ListToolsQuery,
  ListToolsResponse,
  ScopedTool,
  UpstreamTool,
  UpstreamToolDefinition,
} from './upstream/tool-listing.ts';
export {
  listAvailableToolsQuerySchema,
  listAvailableToolsResponseSchema,
  listScopedToolsQuerySchema,
  listScopedToolsResponseSchema,
  listToolsQuerySchema,
  listToolsResponseSchema,
  scopedToolSchema,
  upstreamToolDefinitionSchema,
  upstreamToolSchema,
} from './upstream/tool-listing.ts';
export type {
  CreateUserRequest,
  ExternalIdentity,
  UpdateUserRequest,
  User,
  UserList,
  UserProfile,
  UserProfileInput,
  UserResponse,
} from './upstream/user.ts';
export {
  createUserRequestSchema,
  externalIdentitySchema,
  updateUserRequestSchema,
  userListSchema,
  userProfileInputSchema,
  userProfileSchema,
  userResponseSchema,
  userSchema,
} from './upstream/user.ts';
export type { UserVerifyRequest, UserVerifyResponse } from './upstream/user-verify.ts';
export { userVerifyRequestSchema, userVerifyResponseSchema } from './upstream/user-verify.ts';
export type {
  UpstreamWebhookEvent,
  UpstreamWebhookEventType,
  WebhookAccountData,
} from './upstream/webhook-event.ts';
export {
  upstreamWebhookEventSchema,
  upstreamWebhookEventTypeSchema,
  WEBHOOK_HEADERS,
  webhookAccountDataSchema,
} from './upstream/webhook-event.ts';
