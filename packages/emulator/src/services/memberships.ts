import { z } from 'zod';
import { addSeconds, type Clock } from '../clock.ts';
import {
  type CreateMembershipRequest,
  type Membership,
  type MembershipStatus,
  membershipStatusSchema,
  type ProvisioningMethod,
  provisioningMethodSchema,
  type UpdateMembershipRequest,
} from '../contract/membership.ts';
import { ApiError } from '../errors.ts';
import { inStoreTransaction, type StoreWrites } from '../store/memory-store.ts';
import {
  MEMBERSHIP_ROLES,
  MEMBERSHIPS,
  type MembershipRoleRow,
  membershipKey,
  membershipRoleKey,
  ORGANIZATIONS,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  ROLES,
  type RolePermissionRow,
  removeMembership,
  removeMembershipRoles,
  removeUser,
} from './directory-tables.ts';
import type { EnvironmentSettingsService } from './environment-settings.ts';
import type { OrganizationService } from './organizations.ts';
import { forgetRevokedInvitation, revokeInvitations } from './revoked-invitations.ts';
import type { RoleService } from './roles.ts';

export const membershipRowSchema = z.object({
  organization_id: z.string(),
  user_id: z.string(),
  membership_status: membershipStatusSchema,
  provisioning_method: provisioningMethodSchema,
  join_time: z.coerce.date().nullable(),
  metadata: z.record(z.string(), z.string()).nullable(),
  inviter_email: z.string().nullable(),
  invite_created_at: z.coerce.date().nullable(),
  invite_expires_at: z.coerce.date().nullable(),
  accepted_at: z.coerce.date().nullable(),
  resent_at: z.coerce.date().nullable(),
  resent_count: z.number().int(),
});
export type MembershipRow = z.infer<typeof membershipRowSchema>;

const membershipDetailsRowSchema = membershipRowSchema.extend({
  organization_name: z.string(),
  roles: z.array(
    z.object({ id: z.string(), name: z.string(), display_name: z.string().nullable() }),
  ),
  permissions: z.array(z.string()),
});

/**
 * A membership to create: the API request, or for seeds a given status and provisioning method.
 * `send_invitation_email` makes it a pending invitation.
 */
export interface NewMembership extends CreateMembershipRequest {
  membership_status?: MembershipStatus | undefined;
  provisioning_method?: ProvisioningMethod | undefined;
}

export interface MembershipService {
  /** docs/internals/upstream-api.md §2.5: each user's memberships, in the order they were made. */
  forUsers(userIds: readonly string[]): Promise<Map<string, Membership[]>>;
  /** The membership; undefined when the user is not in the organization. */
  find(organizationId: string, userId: string): Promise<MembershipRow | undefined>;
  /** 404 for an unknown organization, 409 when the user is already a member. */
  add(organizationId: string, userId: string, request: NewMembership): Promise<void>;
  /**
   * Everything `add` checks and decides before writing (404 organization, 400 roles or
   * invitation settings), so a caller can write the membership in its own transaction.
   */
  prepare(organizationId: string, request: NewMembership): Promise<PreparedMembership>;
  /** docs/internals/upstream-api.md §4.6 PATCH: `roles` replace the membership's roles, `metadata` its metadata. */
  update(organizationId: string, userId: string, request: UpdateMembershipRequest): Promise<void>;
  /**
   * docs/internals/upstream-api.md §3: the membership goes; with `cascade`, a user left without memberships goes too.
   * An invitation not yet accepted is revoked (2.9). 404 when the user is not in the organization.
   */
  remove(organizationId: string, userId: string, cascade: boolean): Promise<void>;
  /** How long an invitation sent now stays valid; 400 when the environment cannot send one. */
  invitationLifetime(): Promise<number>;
}

export function createMembershipService(deps: {
  store: StoreWrites;
  clock: Clock;
  organizations: OrganizationService;
  roles: RoleService;
  settings: EnvironmentSettingsService;
}): MembershipService {
  const { store, clock, organizations, roles, settings } = deps;

  async function required(organizationId: string, userId: string): Promise<MembershipRow> {
    const found = await service.find(organizationId, userId);
    if (found === undefined) {
      throw new ApiError(
        'NOT_FOUND',
        `User ${userId} is not a member of organization ${organizationId}.`,
      );
    }
    return found;
  }

  const service: MembershipService = {
    async forUsers(userIds) {
      const byUser = new Map<string, Membership[]>(userIds.map((id) => [id, []]));
      if (userIds.length === 0) return byUser;
      const now = clock.now();
      for (const row of store.rows<{ organization_id: string; user_id: string }>(MEMBERSHIPS)) {
        const list = byUser.get(row.user_id);
        if (list === undefined) continue;
        list.push(
          toMembership(membershipDetailsRowSchema.parse(membershipDetails(store, row)), now),
        );
      }
      return byUser;
    },

    async find(organizationId, userId) {
      const row = store.get(MEMBERSHIPS, membershipKey(organizationId, userId));
      return row === undefined ? undefined : membershipRowSchema.parse(row);
    },

    async add(organizationId, userId, request) {
      const prepared = await service.prepare(organizationId, request);
      await inStoreTransaction(store, async (tx) => writeMembership(tx, userId, prepared));
    },

    async prepare(organizationId, request) {
      await organizations.get(organizationId);
      const roleIds =
        request.roles === undefined || request.roles.length === 0
          ? await roles.defaultMemberRoleIds()
          : await roles.resolve(organizationId, request.roles);
      return {
        organizationId,
        roleIds,
        metadata: request.metadata ?? null,
        inviterEmail: request.inviter_email ?? null,
        ...(await initialState(request)),
      };
    },

    async update(organizationId, userId, request) {
      await required(organizationId, userId);
      const roleIds =
        request.roles === undefined
          ? undefined
          : await roles.resolve(organizationId, request.roles);
      await inStoreTransaction(store, async (tx) => {
        const key = membershipKey(organizationId, userId);
        const stored = tx.get<Record<string, unknown>>(MEMBERSHIPS, key);
        if (request.metadata !== undefined && stored !== undefined) {
          tx.put(MEMBERSHIPS, key, { ...stored, metadata: request.metadata });
        }
        if (roleIds !== undefined) setRoles(tx, organizationId, userId, roleIds);
      });
    },

    async remove(organizationId, userId, cascade) {
      await required(organizationId, userId);
      await inStoreTransaction(store, async (tx) => {
        revokeInvitations(tx, { userId, organizationId }, clock.now());
        removeMembership(tx, organizationId, userId);
        if (cascade && !memberOfAny(tx, userId)) removeUser(tx, userId);
      });
    },

    async invitationLifetime() {
      const current = await settings.get();
      // docs/internals/upstream-api.md §4.5: the 400 causes an environment gives for not sending invitations.
      if (!current.full_stack_authentication) {
        throw new ApiError(
          'INVALID_ARGUMENT',
          'Full-stack authentication is disabled in this environment, so invitations cannot be sent.',
          'FULL_STACK_AUTH_DISABLED',
        );
      }
      if (current.invitation_expiry_seconds === null) {
        throw new ApiError(
          'INVALID_ARGUMENT',
          'The user-management settings have no invitation expiry time; set one before inviting.',
          'INVITE_EXPIRY_NOT_SET',
        );
      }
      return current.invitation_expiry_seconds;
    },
  };

  /** Status, provisioning method and timestamps of a new membership, from what it is asked to be. */
  async function initialState(
    request: NewMembership,
  ): Promise<
    Pick<
      PreparedMembership,
      'status' | 'provisioning' | 'joinTime' | 'inviteCreatedAt' | 'inviteExpiresAt' | 'acceptedAt'
    >
  > {
    const now = clock.now();
    const status =
      request.membership_status ?? (request.send_invitation_email ? 'PENDING_INVITE' : 'ACTIVE');
    const invited = status === 'PENDING_INVITE' || status === 'INVITE_EXPIRED';
    const provisioning =
      request.provisioning_method ?? (invited ? 'invitation' : 'direct_provision');
    const viaInvitation = invited || provisioning === 'invitation';
    const lifetime = viaInvitation ? await invitationLifetimeFor(request) : 0;
    // An expired invitation is stored as the pending one whose time ran out (see toMembership).
    const inviteCreatedAt = status === 'INVITE_EXPIRED' ? addSeconds(now, -lifetime) : now;
    return {
      status: invited ? 'PENDING_INVITE' : status,
      provisioning,
      joinTime: invited ? null : now,
      inviteCreatedAt: viaInvitation ? inviteCreatedAt : null,
      inviteExpiresAt: viaInvitation ? addSeconds(inviteCreatedAt, lifetime) : null,
      acceptedAt: viaInvitation && !invited ? now : null,
    };
  }

  /** A seeded membership takes the settings as they are; an invitation sent now needs them valid. */
  async function invitationLifetimeFor(request: NewMembership): Promise<number> {
    if (request.membership_status === undefined) return service.invitationLifetime();
    return (await settings.get()).invitation_expiry_seconds ?? SEEDED_INVITATION_SECONDS;
  }

  return service;
}

/** A membership whose checks passed, ready to write (see `MembershipService.prepare`). */
export interface PreparedMembership {
  organizationId: string;
  roleIds: string[];
  metadata: Record<string, string> | null;
  inviterEmail: string | null;
  status: MembershipStatus;
  provisioning: ProvisioningMethod;
  joinTime: Date | null;
  inviteCreatedAt: Date | null;
  inviteExpiresAt: Date | null;
  acceptedAt: Date | null;
}

/**
 * Writes a prepared membership of `userId`, which supersedes an invitation of theirs revoked
 * before; 409 when the user is already a member.
 */
export function writeMembership(
  tx: StoreWrites,
  userId: string,
  prepared: PreparedMembership,
): void {
  const { organizationId } = prepared;
  const key = membershipKey(organizationId, userId);
  if (tx.get(MEMBERSHIPS, key) !== undefined) {
    throw new ApiError(
      'ALREADY_EXISTS',
      `User ${userId} is already a member of organization ${organizationId}.`,
    );
  }
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  tx.put(MEMBERSHIPS, key, {
    organization_id: organizationId,
    user_id: userId,
    membership_status: prepared.status,
    provisioning_method: prepared.provisioning,
    join_time: iso(prepared.joinTime),
    metadata: prepared.metadata,
    inviter_email: prepared.inviterEmail,
    invite_created_at: iso(prepared.inviteCreatedAt),
    invite_expires_at: iso(prepared.inviteExpiresAt),
    accepted_at: iso(prepared.acceptedAt),
    resent_at: null,
    resent_count: 0,
  });
  forgetRevokedInvitation(tx, organizationId, userId);
  setRoles(tx, organizationId, userId, prepared.roleIds);
}

function setRoles(tx: StoreWrites, organizationId: string, userId: string, ids: string[]) {
  removeMembershipRoles(tx, organizationId, userId);
  for (const roleId of new Set(ids)) {
    const row: MembershipRoleRow = {
      organization_id: organizationId,
      user_id: userId,
      role_id: roleId,
    };
    tx.put(MEMBERSHIP_ROLES, membershipRoleKey(row), row);
  }
}

/** Whether the user is still a member of some organization. */
function memberOfAny(store: StoreWrites, userId: string): boolean {
  for (const row of store.rows<{ organization_id: string; user_id: string }>(MEMBERSHIPS)) {
    if (row.user_id === userId) return true;
  }
  return false;
}

/**
 * A membership with its organization's name, its roles, and its effective permissions: those of
 * each role and of every role it extends (docs/internals/upstream-api.md §2.5), names in order.
 */
function membershipDetails(
  store: StoreWrites,
  membership: { organization_id: string; user_id: string },
): Record<string, unknown> {
  const held = [...store.rows<MembershipRoleRow>(MEMBERSHIP_ROLES)].filter(
    (row) =>
      row.organization_id === membership.organization_id && row.user_id === membership.user_id,
  );
  const roleRows = held.flatMap((row) => {
    const role = store.get<StoredRole>(ROLES, row.role_id);
    return role === undefined ? [] : [role];
  });
  const chain = new Set<string>();
  const pending = roleRows.map((role) => role.id);
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (chain.has(id)) continue;
    chain.add(id);
    const base = store.get<StoredRole>(ROLES, id)?.extends_role_id;
    if (base != null) pending.push(base);
  }
  const permissions = new Set<string>();
  for (const grant of store.rows<RolePermissionRow>(ROLE_PERMISSIONS)) {
    if (!chain.has(grant.role_id)) continue;
    const name = store.get<{ name: string }>(PERMISSIONS, grant.permission_id)?.name;
    if (name !== undefined) permissions.add(name);
  }
  return {
    ...store.get<object>(
      MEMBERSHIPS,
      membershipKey(membership.organization_id, membership.user_id),
    ),
    organization_name: store.get<{ display_name: string }>(
      ORGANIZATIONS,
      membership.organization_id,
    )?.display_name,
    roles: roleRows.map((role) => ({
      id: role.id,
      name: role.name,
      display_name: role.display_name,
    })),
    permissions: [...permissions].sort(),
  };
}

/** What membership details read of a role. */
interface StoredRole {
  id: string;
  name: string;
  display_name: string | null;
  extends_role_id: string | null;
}

/** The lifetime of a seeded invitation when the environment sets none: the baseline's 7 days. */
const SEEDED_INVITATION_SECONDS = 7 * 24 * 3600;

/** docs/internals/upstream-api.md §2.5; a pending invitation past its expiry reads as INVITE_EXPIRED. */
function toMembership(row: z.infer<typeof membershipDetailsRowSchema>, now: Date): Membership {
  return {
    organization_id: row.organization_id,
    name: row.organization_name,
    display_name: row.organization_name,
    membership_status: membershipStatus(row, now),
    provisioning_method: row.provisioning_method,
    join_time: row.join_time?.toISOString(),
    created_at: row.invite_created_at?.toISOString(),
    accepted_at: row.accepted_at?.toISOString(),
    expires_at: row.invite_expires_at?.toISOString(),
    inviter_email: row.inviter_email ?? undefined,
    metadata: row.metadata ?? undefined,
    permissions: row.permissions,
    roles: row.roles.map((role) => ({
      id: role.id,
      name: role.name,
      display_name: role.display_name ?? undefined,
    })),
  };
}

/** The status as of `now`: invitations expire by the emulator clock. */
export function membershipStatus(row: MembershipRow, now: Date): MembershipStatus {
  const expired =
    row.membership_status === 'PENDING_INVITE' &&
    row.invite_expires_at !== null &&
    row.invite_expires_at <= now;
  return expired ? 'INVITE_EXPIRED' : row.membership_status;
}
