import type { StoreWrites } from '../store/memory-store.ts';

/**
 * The core store's tables of the directory (organizations, users, roles, memberships and what
 * hangs off them), and the removals that carry to what depends on a row, as the SQL tables'
 * foreign keys did. Rows keep timestamps as ISO text (the journal is JSON); the services' row
 * schemas read them back as dates.
 */
export const ORGANIZATIONS = 'organizations';
/** An organization's external id, to the organization (docs/internals/emulator.md §"Beyond the spec": it names one). */
export const ORGANIZATION_EXTERNAL_IDS = 'organization_external_ids';
export const ORGANIZATION_CONNECTIONS = 'organization_connections';
export const USERS = 'users';
/** A user's email, lower-cased, to the user (docs/internals/upstream-api.md §2.4: unique). */
export const USER_EMAILS = 'user_emails';
/** A user's external id, to the user. */
export const USER_EXTERNAL_IDS = 'user_external_ids';
export const PERMISSIONS = 'permissions';
/** A permission's name, to the permission. */
export const PERMISSION_NAMES = 'permission_names';
export const ROLES = 'roles';
/** Each role's permissions, keyed by role and permission, in the order they were granted. */
export const ROLE_PERMISSIONS = 'role_permissions';
/** Keyed by `membershipKey`. */
export const MEMBERSHIPS = 'memberships';
/** Each membership's roles, keyed by membership and role, in the order they were given. */
export const MEMBERSHIP_ROLES = 'membership_roles';
/** Admin-portal links, by their token. */
export const PORTAL_LINKS = 'portal_links';
/** An open portal session's token, to its link's token. */
export const PORTAL_SESSIONS = 'portal_sessions';
/** Keyed by `membershipKey`. */
export const REVOKED_INVITATIONS = 'revoked_invitations';
export const ENVIRONMENT_SETTINGS = 'environment_settings';
export const MCP_CONFIGS = 'mcp_configs';

/** The key of a user's membership of an organization (and of its revoked invitation). */
export function membershipKey(organizationId: string, userId: string): string {
  return `${organizationId}\u0000${userId}`;
}

/** A row of MEMBERSHIP_ROLES. */
export interface MembershipRoleRow {
  organization_id: string;
  user_id: string;
  role_id: string;
}

/** A row of ROLE_PERMISSIONS. */
export interface RolePermissionRow {
  role_id: string;
  permission_id: string;
}

/** The keys of `table`'s rows that `match` accepts (collected first: the caller then removes them). */
function keysWhere<Row>(
  writes: StoreWrites,
  table: string,
  key: (row: Row) => string,
  match: (row: Row) => boolean,
): string[] {
  const keys: string[] = [];
  for (const row of writes.rows<Row>(table)) if (match(row)) keys.push(key(row));
  return keys;
}

/** The membership's roles go; the membership stays. */
export function removeMembershipRoles(writes: StoreWrites, organizationId: string, userId: string) {
  for (const key of keysWhere<MembershipRoleRow>(
    writes,
    MEMBERSHIP_ROLES,
    membershipRoleKey,
    (row) => row.organization_id === organizationId && row.user_id === userId,
  )) {
    writes.delete(MEMBERSHIP_ROLES, key);
  }
}

export function membershipRoleKey(row: MembershipRoleRow): string {
  return `${row.organization_id}\u0000${row.user_id}\u0000${row.role_id}`;
}

export function rolePermissionKey(row: RolePermissionRow): string {
  return `${row.role_id}\u0000${row.permission_id}`;
}

/** The membership goes with its roles. */
export function removeMembership(writes: StoreWrites, organizationId: string, userId: string) {
  removeMembershipRoles(writes, organizationId, userId);
  writes.delete(MEMBERSHIPS, membershipKey(organizationId, userId));
}

/** The user goes with their memberships (a revoked invitation of theirs stays, to answer as revoked). */
export function removeUser(writes: StoreWrites, userId: string): void {
  const user = writes.get<{ email: string; external_id: string | null }>(USERS, userId);
  if (user === undefined) return;
  for (const membership of memberships(writes, (row) => row.user_id === userId)) {
    removeMembership(writes, membership.organization_id, userId);
  }
  writes.delete(USER_EMAILS, user.email.toLowerCase());
  if (user.external_id !== null) writes.delete(USER_EXTERNAL_IDS, user.external_id);
  writes.delete(USERS, userId);
}

/** The memberships `match` accepts, oldest first. */
export function memberships(
  writes: StoreWrites,
  match: (row: { organization_id: string; user_id: string }) => boolean,
): { organization_id: string; user_id: string }[] {
  return [...writes.rows<{ organization_id: string; user_id: string }>(MEMBERSHIPS)].filter(match);
}

/** The role goes with its grants and every membership's hold of it. */
function removeRole(writes: StoreWrites, roleId: string): void {
  for (const key of keysWhere<RolePermissionRow>(
    writes,
    ROLE_PERMISSIONS,
    rolePermissionKey,
    (row) => row.role_id === roleId,
  )) {
    writes.delete(ROLE_PERMISSIONS, key);
  }
  for (const key of keysWhere<MembershipRoleRow>(
    writes,
    MEMBERSHIP_ROLES,
    membershipRoleKey,
    (row) => row.role_id === roleId,
  )) {
    writes.delete(MEMBERSHIP_ROLES, key);
  }
  writes.delete(ROLES, roleId);
}

/**
 * The organization goes with its memberships, roles, connections, portal links and revoked
 * invitations; whether there was one.
 */
export function removeOrganization(writes: StoreWrites, id: string): boolean {
  const organization = writes.get<{ external_id: string | null }>(ORGANIZATIONS, id);
  if (organization === undefined) return false;
  for (const membership of memberships(writes, (row) => row.organization_id === id)) {
    removeMembership(writes, id, membership.user_id);
  }
  for (const role of [...writes.rows<{ id: string; organization_id: string | null }>(ROLES)]) {
    if (role.organization_id === id) removeRole(writes, role.id);
  }
  for (const [table, key] of [
    [ORGANIZATION_CONNECTIONS, (row: { id: string }) => row.id],
    [PORTAL_LINKS, (row: { token: string }) => row.token],
    [
      REVOKED_INVITATIONS,
      (row: { organization_id: string; user_id: string }) =>
        membershipKey(row.organization_id, row.user_id),
    ],
  ] as const) {
    for (const row of [...writes.rows<{ organization_id: string }>(table)]) {
      if (row.organization_id === id)
        writes.delete(table, (key as (row: never) => string)(row as never));
    }
  }
  if (organization.external_id !== null) {
    writes.delete(ORGANIZATION_EXTERNAL_IDS, organization.external_id);
  }
  writes.delete(ORGANIZATIONS, id);
  return true;
}

/** Every table of the directory: what a reset empties. */
export const DIRECTORY_TABLES = [
  ORGANIZATIONS,
  ORGANIZATION_EXTERNAL_IDS,
  ORGANIZATION_CONNECTIONS,
  USERS,
  USER_EMAILS,
  USER_EXTERNAL_IDS,
  PERMISSIONS,
  PERMISSION_NAMES,
  ROLES,
  ROLE_PERMISSIONS,
  MEMBERSHIPS,
  MEMBERSHIP_ROLES,
  PORTAL_LINKS,
  PORTAL_SESSIONS,
  REVOKED_INVITATIONS,
  ENVIRONMENT_SETTINGS,
  MCP_CONFIGS,
] as const;
