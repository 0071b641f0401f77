import { connectedAccountSummarySchema, executeToolResponseSchema } from '@plugboard/schema';
import {
  accountSelectorSchema,
  connectedAccountDetailsResponseSchema,
  connectedAccountListSchema,
  connectedAccountResponseSchema,
  createConnectedAccountRequestSchema,
  listScopedToolsResponseSchema,
  magicLinkRequestSchema,
  magicLinkResponseSchema,
  tokenRequestSchema,
  tokenResponseSchema,
  upstreamErrorBodySchema,
  userVerifyRequestSchema,
  userVerifyResponseSchema,
} from '@plugboard/schema/upstream';
import { z } from 'zod';
import {
  connectedAccountDetailsSchema,
  connectedAccountSchema,
  updateConnectedAccountRequestSchema,
} from '../contract/connected-account.ts';
import { connectionListSchema, connectionSchema } from '../contract/connection.ts';
import {
  inviteResponseSchema,
  inviteSchema,
  resendInviteRequestSchema,
} from '../contract/invite.ts';
import {
  createMembershipRequestSchema,
  membershipSchema,
  updateMembershipRequestSchema,
} from '../contract/membership.ts';
import {
  createOrganizationRequestSchema,
  organizationListSchema,
  organizationResponseSchema,
  organizationSchema,
  updateOrganizationRequestSchema,
  updateOrganizationSettingsRequestSchema,
} from '../contract/organization.ts';
import { portalLinkResponseSchema, portalLinkSchema } from '../contract/portal-link.ts';
import {
  createRoleRequestSchema,
  roleListSchema,
  roleResponseSchema,
  roleSchema,
} from '../contract/role.ts';
import {
  listAvailableToolsResponseSchema,
  listToolsResponseSchema,
  upstreamToolSchema,
} from '../contract/tool-listing.ts';
import {
  createUserRequestSchema,
  updateUserRequestSchema,
  userListSchema,
  userResponseSchema,
  userSchema,
} from '../contract/user.ts';
import { ERROR_KINDS, type ErrorCode } from '../errors.ts';
import {
  MCP_CONFIG_REQUEST_SCHEMAS,
  MCP_CONFIG_RESPONSE_SCHEMAS,
} from '../mcp-configs/mcp-config-component-schemas.ts';
import { executeToolRequestSchema } from '../services/tool-executions.ts';

/**
 * What clients send, by component name. Converted as zod *input* (defaults make fields optional),
 * which is what a request may leave out; the emulator's own request schemas stand where they are
 * what the routes parse (execute_tool's optional `params`).
 */
export const REQUEST_SCHEMAS = {
  TokenRequest: tokenRequestSchema,
  AccountSelector: accountSelectorSchema,
  CreateConnectedAccountRequest: createConnectedAccountRequestSchema,
  UpdateConnectedAccountRequest: updateConnectedAccountRequestSchema,
  MagicLinkRequest: magicLinkRequestSchema,
  UserVerifyRequest: userVerifyRequestSchema,
  ExecuteToolRequest: executeToolRequestSchema,
  CreateOrganizationRequest: createOrganizationRequestSchema,
  UpdateOrganizationRequest: updateOrganizationRequestSchema,
  UpdateOrganizationSettingsRequest: updateOrganizationSettingsRequestSchema,
  CreateRoleRequest: createRoleRequestSchema,
  CreateUserRequest: createUserRequestSchema,
  UpdateUserRequest: updateUserRequestSchema,
  CreateMembershipRequest: createMembershipRequestSchema,
  UpdateMembershipRequest: updateMembershipRequestSchema,
  ResendInviteRequest: resendInviteRequestSchema,
  ...MCP_CONFIG_REQUEST_SCHEMAS,
} as const satisfies Record<string, z.ZodType>;

/** The `{}` that deletions answer: nothing else, so a client may rely on it carrying nothing. */
const emptyResponseSchema = z.strictObject({});

/**
 * One error body per kind, its `code` pinned to the kind's, so a document reader (and the
 * contract test) sees that a 404 carries 5, not merely some number.
 */
function errorBodyOf(kind: ErrorCode) {
  return upstreamErrorBodySchema.extend({ code: z.literal(ERROR_KINDS[kind].code) });
}

/**
 * What the emulator answers, by component name. Resources that several answers carry (an
 * organization in its own answer and in lists) are components of their own, so they appear once
 * and are referenced.
 */
export const RESPONSE_SCHEMAS = {
  TokenResponse: tokenResponseSchema,
  ConnectedAccountSummary: connectedAccountSummarySchema,
  ConnectedAccount: connectedAccountSchema,
  ConnectedAccountList: connectedAccountListSchema,
  ConnectedAccountResponse: connectedAccountResponseSchema,
  ConnectedAccountDetails: connectedAccountDetailsSchema,
  ConnectedAccountDetailsResponse: connectedAccountDetailsResponseSchema,
  MagicLinkResponse: magicLinkResponseSchema,
  UserVerifyResponse: userVerifyResponseSchema,
  Connection: connectionSchema,
  ConnectionList: connectionListSchema,
  ExecuteToolResponse: executeToolResponseSchema,
  Tool: upstreamToolSchema,
  ToolList: listToolsResponseSchema,
  ScopedToolList: listScopedToolsResponseSchema,
  AvailableToolList: listAvailableToolsResponseSchema,
  ExecuteToolEventStream: z
    .string()
    .describe('Server-sent events, `data: <chunk JSON>` each, ending with `data: [DONE]`.'),
  Organization: organizationSchema,
  OrganizationResponse: organizationResponseSchema,
  OrganizationList: organizationListSchema,
  PortalLink: portalLinkSchema,
  PortalLinkResponse: portalLinkResponseSchema,
  Role: roleSchema,
  RoleResponse: roleResponseSchema,
  RoleList: roleListSchema,
  Membership: membershipSchema,
  User: userSchema,
  UserResponse: userResponseSchema,
  UserList: userListSchema,
  Invite: inviteSchema,
  InviteResponse: inviteResponseSchema,
  EmptyResponse: emptyResponseSchema,
  ...MCP_CONFIG_RESPONSE_SCHEMAS,
} as const satisfies Record<string, z.ZodType>;

/** The error body of each kind, by its `error_code`; a component each (`NotFoundError`…). */
export const ERROR_BODY_SCHEMAS = Object.fromEntries(
  (Object.keys(ERROR_KINDS) as ErrorCode[]).map((kind) => [kind, errorBodyOf(kind)]),
) as Record<ErrorCode, ReturnType<typeof errorBodyOf>>;

export type RequestSchemaName = keyof typeof REQUEST_SCHEMAS;
export type ResponseSchemaName = keyof typeof RESPONSE_SCHEMAS;
