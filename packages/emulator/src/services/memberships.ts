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
import { atomically, isUniqueViolation, type Queryable } from '../db/queryable.ts';
import { ApiError } from '../errors.ts';
import type { EnvironmentSettingsService } from './environment-settings.ts';
import type { OrganizationService } from './organizations.ts';
import { forgetRevokedInvitation, revokeInvitations } from './revoked-invitations.ts';
import type { RoleService } from './roles.ts';

export const membershipRowSchema = z.object({
  organization_id: z.string(),
  user_id: z.string(),
  membership_status: membershipStatusSchema,
  provisioning_method: provisioningMethodSchema,
  join_time: z.date().nullable(),
  metadata: z.record(z.string(), z.string()).nullable(),
  inviter_email: z.string().nullable(),
  invite_created_at: z.date().nullable(),
  invite_expires_at: z.date().nullable(),
  accepted_at: z.date().nullable(),
  resent_at: z.date().nullable(),
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
 * Memberships with their organization's name, their roles, and their effective permissions: those
 * of each role and of every role it extends (docs/internals/upstream-api.md §2.5).
 */
const MEMBERSHIP_DETAILS_SELECT = `
  SELECT m.*, o.display_name AS organization_name,
    coalesce((
      SELECT json_agg(json_build_object('id', r.id, 'name', r.name, 'display_name', r.display_name)
        ORDER BY mr.position)
      FROM membership_roles mr JOIN roles r ON r.id = mr.role_id
      WHERE mr.organization_id = m.organization_id AND mr.user_id = m.user_id
    ), '[]') AS roles,
    coalesce((
      WITH RECURSIVE chain (role_id) AS (
        SELECT mr.role_id FROM membership_roles mr
        WHERE mr.organization_id = m.organization_id AND mr.user_id = m.user_id
        UNION
        SELECT r.extends_role_id FROM chain JOIN roles r ON r.id = chain.role_id
        WHERE r.extends_role_id IS NOT NULL
      )
      SELECT json_agg(DISTINCT p.name ORDER BY p.name)
      FROM chain
      JOIN role_permissions rp ON rp.role_id = chain.role_id
      JOIN permissions p ON p.id = rp.permission_id
    ), '[]') AS permissions
  FROM memberships m JOIN organizations o ON o.id = m.organization_id`;

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
  db: Queryable;
  clock: Clock;
  organizations: OrganizationService;
  roles: RoleService;
  settings: EnvironmentSettingsService;
}): MembershipService {
  const { db, clock, organizations, roles, settings } = deps;

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
      const { rows } = await db.query(
        `${MEMBERSHIP_DETAILS_SELECT} WHERE m.user_id = ANY($1) ORDER BY m.position`,
        [userIds],
      );
      for (const row of rows) {
        const details = membershipDetailsRowSchema.parse(row);
        byUser.get(details.user_id)?.push(toMembership(details, now));
      }
      return byUser;
    },

    async find(organizationId, userId) {
      const { rows } = await db.query(
        'SELECT * FROM memberships WHERE organization_id = $1 AND user_id = $2',
        [organizationId, userId],
      );
      return rows[0] === undefined ? undefined : membershipRowSchema.parse(rows[0]);
    },

    async add(organizationId, userId, request) {
      const prepared = await service.prepare(organizationId, request);
      await atomically(db, (tx) => writeMembership(tx, userId, prepared));
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
      await atomically(db, async (tx) => {
        if (request.metadata !== undefined) {
          await tx.query(
            'UPDATE memberships SET metadata = $3 WHERE organization_id = $1 AND user_id = $2',
            [organizationId, userId, request.metadata],
          );
        }
        if (roleIds !== undefined) await setRoles(tx, organizationId, userId, roleIds);
      });
    },

    async remove(organizationId, userId, cascade) {
      await required(organizationId, userId);
      await atomically(db, async (tx) => {
        await revokeInvitations(tx, { userId, organizationId }, clock.now());
        await tx.query('DELETE FROM memberships WHERE organization_id = $1 AND user_id = $2', [
          organizationId,
          userId,
        ]);
        if (cascade) {
          await tx.query(
            `DELETE FROM users WHERE id = $1
             AND NOT EXISTS (SELECT 1 FROM memberships WHERE user_id = $1)`,
            [userId],
          );
        }
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
export async function writeMembership(
  tx: Queryable,
  userId: string,
  prepared: PreparedMembership,
): Promise<void> {
  const { organizationId } = prepared;
  try {
    await tx.query(
      `INSERT INTO memberships (organization_id, user_id, membership_status, provisioning_method,
         join_time, metadata, inviter_email, invite_created_at, invite_expires_at, accepted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        organizationId,
        userId,
        prepared.status,
        prepared.provisioning,
        prepared.joinTime,
        prepared.metadata,
        prepared.inviterEmail,
        prepared.inviteCreatedAt,
        prepared.inviteExpiresAt,
        prepared.acceptedAt,
      ],
    );
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError(
        'ALREADY_EXISTS',
        `User ${userId} is already a member of organization ${organizationId}.`,
      );
    }
    throw error;
  }
  await forgetRevokedInvitation(tx, organizationId, userId);
  await setRoles(tx, organizationId, userId, prepared.roleIds);
}

async function setRoles(tx: Queryable, organizationId: string, userId: string, ids: string[]) {
  await tx.query('DELETE FROM membership_roles WHERE organization_id = $1 AND user_id = $2', [
    organizationId,
    userId,
  ]);
  for (const roleId of new Set(ids)) {
    await tx.query(
      'INSERT INTO membership_roles (organization_id, user_id, role_id) VALUES ($1, $2, $3)',
      [organizationId, userId, roleId],
    );
  }
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
