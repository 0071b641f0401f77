import { accountSelectorSchema } from '@plugboard/schema/upstream';
import type { z } from 'zod';
import type { ErrorCode } from '../errors.ts';
import { connectionListQuerySchema } from '../http/routes/connection-routes.ts';
import { deleteMembershipQuerySchema } from '../http/routes/membership-routes.ts';
import { organizationListQuerySchema } from '../http/routes/organization-routes.ts';
import { roleListQuerySchema } from '../http/routes/role-routes.ts';
import {
  organizationUserListQuerySchema,
  userListQuerySchema,
} from '../http/routes/user-routes.ts';
import { MCP_CONFIG_OPERATIONS } from '../mcp-configs/mcp-config-operations.ts';
import {
  accountListQuerySchema,
  accountSearchQuerySchema,
} from '../services/connected-accounts.ts';
import {
  availableToolListQuerySchema,
  scopedToolListQuerySchema,
  toolListQuerySchema,
} from '../services/tool-listings.ts';
import type { RequestSchemaName, ResponseSchemaName } from './component-schemas.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type OperationTag =
  | 'Authentication'
  | 'Connected accounts'
  | 'Connections'
  | 'Tools'
  | 'Organizations'
  | 'Roles'
  | 'Users'
  | 'Memberships'
  | 'Invitations'
  | 'MCP configurations';

/**
 * One upstream operation as the emulator serves it: the same zod schemas its route parses, and
 * the answers it gives. `path` is the OpenAPI template; its `{name}`s become path parameters.
 */
export interface OperationSpec {
  operationId: string;
  method: HttpMethod;
  path: string;
  tag: OperationTag;
  summary: string;
  description?: string;
  query?: z.ZodObject;
  body?: RequestSchemaName;
  /** The token endpoint reads a form, as RFC 6749 has it; everything else JSON. */
  bodyMediaType?: 'application/x-www-form-urlencoded';
  success: { status: 200 | 201; schema: ResponseSchemaName; eventStream?: ResponseSchemaName };
  /** Errors particular to the operation; those every operation can answer are added to each. */
  errors?: readonly ErrorCode[];
  /** The token endpoint authenticates the client itself; everything else needs its token. */
  auth?: 'client';
}

/**
 * What any operation can answer besides its own: a body or query that does not parse (body-parser
 * reads every body, whatever the route), a missing or stale credential, and the rate limit and
 * injected faults, which the emulator applies to the whole upstream surface.
 */
export const COMMON_ERRORS: readonly ErrorCode[] = [
  'INVALID_ARGUMENT',
  'UNAUTHENTICATED',
  'RESOURCE_EXHAUSTED',
  'INTERNAL',
  'UNAVAILABLE',
];

const ACCOUNTS = '/api/v1/connected_accounts';
const ORGANIZATION = '/api/v1/organizations/{id}';
const MEMBERSHIP = '/api/v1/memberships/organizations/{organization_id}/users/{id}';
const INVITE = '/api/v1/invites/organizations/{organization_id}/users/{id}';

/** Every upstream operation the emulator implements, in the order of docs/internals/upstream-api.md §4. */
export const OPERATIONS: readonly OperationSpec[] = [
  {
    operationId: 'issueToken',
    method: 'post',
    path: '/oauth/token',
    tag: 'Authentication',
    summary: 'An access token for the client (client credentials grant)',
    description:
      'The client id and secret come in the form, or in HTTP Basic (then the form needs only `grant_type`).',
    body: 'TokenRequest',
    bodyMediaType: 'application/x-www-form-urlencoded',
    success: { status: 200, schema: 'TokenResponse' },
    auth: 'client',
  },
  {
    operationId: 'listConnectedAccounts',
    method: 'get',
    path: ACCOUNTS,
    tag: 'Connected accounts',
    summary: 'Connected accounts, filtered and paged',
    query: accountListQuerySchema,
    success: { status: 200, schema: 'ConnectedAccountList' },
  },
  {
    operationId: 'createConnectedAccount',
    method: 'post',
    path: ACCOUNTS,
    tag: 'Connected accounts',
    summary: 'Creates a connected account (PENDING_AUTH, or ACTIVE with credentials)',
    body: 'CreateConnectedAccountRequest',
    success: { status: 201, schema: 'ConnectedAccountResponse' },
    errors: ['ALREADY_EXISTS'],
  },
  {
    operationId: 'updateConnectedAccount',
    method: 'put',
    path: ACCOUNTS,
    tag: 'Connected accounts',
    summary: 'Merges api_config and changes the credential fields given',
    body: 'UpdateConnectedAccountRequest',
    success: { status: 200, schema: 'ConnectedAccountResponse' },
    errors: ['NOT_FOUND'],
  },
  {
    operationId: 'getConnectedAccount',
    method: 'get',
    path: `${ACCOUNTS}/auth`,
    tag: 'Connected accounts',
    summary: 'One connected account in full form, with its credentials',
    query: accountSelectorSchema,
    success: { status: 200, schema: 'ConnectedAccountResponse' },
    errors: ['NOT_FOUND'],
  },
  {
    operationId: 'getConnectedAccountDetails',
    method: 'get',
    path: `${ACCOUNTS}/details`,
    tag: 'Connected accounts',
    summary: 'One connected account with its api_config, without its credentials',
    query: accountSelectorSchema,
    success: { status: 200, schema: 'ConnectedAccountDetailsResponse' },
    errors: ['NOT_FOUND'],
  },
  {
    operationId: 'deleteConnectedAccount',
    method: 'post',
    path: `${ACCOUNTS}:delete`,
    tag: 'Connected accounts',
    summary: 'Deletes a connected account and revokes its credentials',
    body: 'AccountSelector',
    success: { status: 200, schema: 'EmptyResponse' },
    errors: ['NOT_FOUND'],
  },
  {
    operationId: 'searchConnectedAccounts',
    method: 'get',
    path: `${ACCOUNTS}:search`,
    tag: 'Connected accounts',
    summary: 'Connected accounts whose identifier, provider or connector contain the text',
    query: accountSearchQuerySchema,
    success: { status: 200, schema: 'ConnectedAccountList' },
  },
  {
    operationId: 'createMagicLink',
    method: 'post',
    path: `${ACCOUNTS}/magic_link`,
    tag: 'Connected accounts',
    summary: 'A link to the consent page, valid 10 minutes; creates the account when missing',
    body: 'MagicLinkRequest',
    success: { status: 200, schema: 'MagicLinkResponse' },
  },
  {
    operationId: 'verifyConnectedAccountUser',
    method: 'post',
    path: `${ACCOUNTS}/user/verify`,
    tag: 'Connected accounts',
    summary: "Confirms the app's user approved the link: the account becomes ACTIVE",
    body: 'UserVerifyRequest',
    success: { status: 200, schema: 'UserVerifyResponse' },
    errors: ['PERMISSION_DENIED', 'NOT_FOUND'],
  },
  {
    operationId: 'listConnections',
    method: 'get',
    path: '/api/v1/connections',
    tag: 'Connections',
    summary: "One connection per connector, then the organizations' own",
    query: connectionListQuerySchema,
    success: { status: 200, schema: 'ConnectionList' },
  },
  {
    operationId: 'executeTool',
    method: 'post',
    path: '/api/v1/execute_tool',
    tag: 'Tools',
    summary: "Runs a catalog tool with a connected account: the third party's own answer in `data`",
    description:
      "A streaming tool answers `text/event-stream` instead, the execution id in `x-execution-id`. The service's refusals carry its own error body in a second detail.",
    body: 'ExecuteToolRequest',
    success: { status: 200, schema: 'ExecuteToolResponse', eventStream: 'ExecuteToolEventStream' },
    errors: ['PERMISSION_DENIED', 'NOT_FOUND', 'ALREADY_EXISTS'],
  },
  {
    operationId: 'listTools',
    method: 'get',
    path: '/api/v1/tools',
    tag: 'Tools',
    summary: "The environment's tool catalog, or one connected account's connector's tools",
    query: toolListQuerySchema,
    success: { status: 200, schema: 'ToolList' },
    errors: ['NOT_FOUND'],
  },
  {
    operationId: 'listScopedTools',
    method: 'get',
    path: '/api/v1/tools/scoped',
    tag: 'Tools',
    summary: "The tools bound to an identifier's connected accounts",
    query: scopedToolListQuerySchema,
    success: { status: 200, schema: 'ScopedToolList' },
  },
  {
    operationId: 'listAvailableTools',
    method: 'get',
    path: '/api/v1/tools/available',
    tag: 'Tools',
    summary: "The tools an identifier's connected accounts could be given",
    query: availableToolListQuerySchema,
    success: { status: 200, schema: 'AvailableToolList' },
  },
  {
    operationId: 'listOrganizations',
    method: 'get',
    path: '/api/v1/organizations',
    tag: 'Organizations',
    summary: 'Organizations, paged',
    query: organizationListQuerySchema,
    success: { status: 200, schema: 'OrganizationList' },
  },
  {
    operationId: 'createOrganization',
    method: 'post',
    path: '/api/v1/organizations',
    tag: 'Organizations',
    summary: 'Creates an organization',
    body: 'CreateOrganizationRequest',
    success: { status: 201, schema: 'OrganizationResponse' },
    errors: ['ALREADY_EXISTS'],
  },
  {
    operationId: 'getOrganization',
    method: 'get',
    path: ORGANIZATION,
    tag: 'Organizations',
    summary: 'One organization',
    success: { status: 200, schema: 'OrganizationResponse' },
    errors: ['NOT_FOUND'],
  },
  {
    operationId: 'updateOrganization',
    method: 'patch',
    path: ORGANIZATION,
    tag: 'Organizations',
    summary: 'Changes the fields given; metadata is replaced as a whole',
    body: 'UpdateOrganizationRequest',
    success: { status: 200, schema: 'OrganizationResponse' },
    errors: ['NOT_FOUND', 'ALREADY_EXISTS'],
  },
  {
    operationId: 'deleteOrganization',
    method: 'delete',
    path: ORGANIZATION,
    tag: 'Organizations',
    summary: 'Deletes an organization with its memberships, roles, connections and portal links',
    success: { status: 200, schema: 'EmptyResponse' },
    errors: ['NOT_FOUND'],
  },
  {
    operationId: 'updateOrganizationSettings',
    method: 'patch',
    path: `${ORGANIZATION}/settings`,
    tag: 'Organizations',
    summary: 'Switches the features listed',
    body: 'UpdateOrganizationSettingsRequest',
    success: { status: 200, schema: 'OrganizationResponse' },
    errors: ['NOT_FOUND'],
  },
  {
    operationId: 'createPortalLink',
    method: 'put',
    path: `${ORGANIZATION}/portal_links`,
    tag: 'Organizations',
    summary: "A single-use link to the organization's admin portal, valid 1 minute",
    success: { status: 200, schema: 'PortalLinkResponse' },
    errors: ['NOT_FOUND'],
  },
  {
    operationId: 'listOrganizationRoles',
    method: 'get',
    path: '/api/v1/organizations/{org_id}/roles',
    tag: 'Roles',
    summary: "The environment's roles, then the organization's",
    query: roleListQuerySchema,
    success: { status: 200, schema: 'RoleList' },
    errors: ['NOT_FOUND'],
  },
  {
    operationId: 'createOrganizationRole',
    method: 'post',
    path: '/api/v1/organizations/{org_id}/roles',
    tag: 'Roles',
    summary: 'Creates a role of the organization',
    body: 'CreateRoleRequest',
    success: { status: 201, schema: 'RoleResponse' },
    errors: ['NOT_FOUND', 'ALREADY_EXISTS'],
  },
  {
    operationId: 'listEnvironmentRoles',
    method: 'get',
    path: '/api/v1/roles',
    tag: 'Roles',
    summary: "The environment's roles",
    query: roleListQuerySchema,
    success: { status: 200, schema: 'RoleList' },
  },
  {
    operationId: 'createEnvironmentRole',
    method: 'post',
    path: '/api/v1/roles',
    tag: 'Roles',
    summary: 'Creates an environment role',
    body: 'CreateRoleRequest',
    success: { status: 201, schema: 'RoleResponse' },
    errors: ['ALREADY_EXISTS'],
  },
  {
    operationId: 'createOrganizationUser',
    method: 'post',
    path: '/api/v1/organizations/{organization_id}/users',
    tag: 'Users',
    summary: 'Creates a user as a member (or invitee) of the organization',
    body: 'CreateUserRequest',
    success: { status: 201, schema: 'UserResponse' },
    errors: ['NOT_FOUND', 'ALREADY_EXISTS'],
  },
  {
    operationId: 'listOrganizationUsers',
    method: 'get',
    path: '/api/v1/organizations/{organization_id}/users',
    tag: 'Users',
    summary: "The organization's users, paged",
    query: organizationUserListQuerySchema,
    success: { status: 200, schema: 'UserList' },
    errors: ['NOT_FOUND'],
  },
  {
    operationId: 'listUsers',
    method: 'get',
    path: '/api/v1/users',
    tag: 'Users',
    summary: 'Users, paged',
    query: userListQuerySchema,
    success: { status: 200, schema: 'UserList' },
  },
  {
    operationId: 'getUser',
    method: 'get',
    path: '/api/v1/users/{id}',
    tag: 'Users',
    summary: 'One user, by id or external id',
    success: { status: 200, schema: 'UserResponse' },
    errors: ['NOT_FOUND'],
  },
  {
    operationId: 'updateUser',
    method: 'patch',
    path: '/api/v1/users/{id}',
    tag: 'Users',
    summary: 'Changes the fields given',
    body: 'UpdateUserRequest',
    success: { status: 200, schema: 'UserResponse' },
    errors: ['NOT_FOUND', 'ALREADY_EXISTS'],
  },
  {
    operationId: 'deleteUser',
    method: 'delete',
    path: '/api/v1/users/{id}',
    tag: 'Users',
    summary: 'Deletes a user with their memberships; pending invitations are revoked',
    success: { status: 200, schema: 'EmptyResponse' },
    errors: ['NOT_FOUND'],
  },
  {
    operationId: 'createMembership',
    method: 'post',
    path: MEMBERSHIP,
    tag: 'Memberships',
    summary: 'Adds an existing user to the organization',
    body: 'CreateMembershipRequest',
    success: { status: 201, schema: 'UserResponse' },
    errors: ['NOT_FOUND', 'ALREADY_EXISTS'],
  },
  {
    operationId: 'updateMembership',
    method: 'patch',
    path: MEMBERSHIP,
    tag: 'Memberships',
    summary: 'Replaces the roles and/or metadata given',
    body: 'UpdateMembershipRequest',
    success: { status: 200, schema: 'UserResponse' },
    errors: ['NOT_FOUND'],
  },
  {
    operationId: 'deleteMembership',
    method: 'delete',
    path: MEMBERSHIP,
    tag: 'Memberships',
    summary: 'Removes the membership; with cascade, a user left without any too',
    query: deleteMembershipQuerySchema,
    success: { status: 200, schema: 'EmptyResponse' },
    errors: ['NOT_FOUND'],
  },
  {
    operationId: 'getInvite',
    method: 'get',
    path: INVITE,
    tag: 'Invitations',
    summary: "The user's invitation to the organization",
    success: { status: 200, schema: 'InviteResponse' },
    errors: ['NOT_FOUND'],
  },
  {
    operationId: 'resendInvite',
    method: 'patch',
    path: `${INVITE}/resend`,
    tag: 'Invitations',
    summary: 'Reminds the invitee, or replaces an expired invitation',
    description:
      'Its 400s name their cause in `error_code`: INVALID_INVITE_TARGET, FULL_STACK_AUTH_DISABLED, USER_PROFILE_MISSING, INVITE_ALREADY_ACCEPTED, INVITE_EXPIRY_NOT_SET, INVITE_REVOKED.',
    body: 'ResendInviteRequest',
    success: { status: 200, schema: 'InviteResponse' },
  },
  ...MCP_CONFIG_OPERATIONS,
];
