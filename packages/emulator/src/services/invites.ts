import { addSeconds, type Clock } from '../clock.ts';
import type { Invite, InviteStatus } from '../contract/invite.ts';
import { ApiError } from '../errors.ts';
import type { StoreWrites } from '../store/memory-store.ts';
import { MEMBERSHIPS, membershipKey } from './directory-tables.ts';
import { type MembershipRow, type MembershipService, membershipStatus } from './memberships.ts';
import { findRevokedInvitation } from './revoked-invitations.ts';
import type { UserService } from './users.ts';

export interface InviteService {
  /**
   * The invitation of the user (an id or external id; the id of a deleted user) to the
   * organization, in the status of docs/internals/upstream-api.md §2.9 as of now; 404 when there never was one.
   */
  get(organizationId: string, userRef: string): Promise<Invite>;
  /**
   * docs/internals/upstream-api.md §3 and §4.5: an expired invitation is replaced by a new one, a valid one gets a
   * reminder; either way `resent_count` grows. Every refusal is a 400 with its own `error_code`.
   */
  resend(organizationId: string, userRef: string): Promise<Invite>;
}

export function createInviteService(deps: {
  store: StoreWrites;
  clock: Clock;
  users: UserService;
  memberships: MembershipService;
}): InviteService {
  const { store, clock, users, memberships } = deps;

  /** The user `userRef` names and their membership of the organization, when they have one. */
  async function lookUp(organizationId: string, userRef: string) {
    const user = await users.find(userRef);
    const membership =
      user === undefined ? undefined : await memberships.find(organizationId, user.id);
    // A deleted user's revoked invitation is found by the id they had.
    const revoked =
      membership === undefined
        ? findRevokedInvitation(store, organizationId, user?.id ?? userRef)
        : undefined;
    return { user, membership, revoked };
  }

  return {
    async get(organizationId, userRef) {
      const { membership, revoked } = await lookUp(organizationId, userRef);
      if (membership !== undefined) {
        const invite = invitationOf(membership, clock.now());
        if (invite !== undefined) return invite;
      }
      if (revoked !== undefined) {
        return {
          organization_id: revoked.organization_id,
          user_id: revoked.user_id,
          inviter_email: revoked.inviter_email ?? undefined,
          status: 'revoked',
          created_at: revoked.created_at.toISOString(),
          expires_at: revoked.expires_at.toISOString(),
          resent_at: revoked.resent_at?.toISOString(),
          resent_count: revoked.resent_count,
        };
      }
      throw new ApiError(
        'NOT_FOUND',
        `User "${userRef}" has no invitation to organization "${organizationId}".`,
      );
    },

    async resend(organizationId, userRef) {
      const lifetime = await memberships.invitationLifetime();
      const { user, membership, revoked } = await lookUp(organizationId, userRef);
      if (revoked !== undefined) {
        throw new ApiError(
          'INVALID_ARGUMENT',
          `The invitation of user ${revoked.user_id} to organization ${organizationId} was revoked at ${revoked.revoked_at.toISOString()}; invite the user anew with send_invitation_email (POST /api/v1/memberships/organizations/${organizationId}/users/{id}, or POST /api/v1/organizations/${organizationId}/users for a user who is gone).`,
          'INVITE_REVOKED',
        );
      }
      if (user === undefined || membership === undefined) {
        throw new ApiError(
          'INVALID_ARGUMENT',
          `No invitation of user "${userRef}" to organization "${organizationId}": check both ids.`,
          'INVALID_INVITE_TARGET',
        );
      }
      if (user.user_profile === null) {
        throw new ApiError(
          'INVALID_ARGUMENT',
          `User ${user.id} has no user profile, so no invitation can be addressed to them.`,
          'USER_PROFILE_MISSING',
        );
      }
      const now = clock.now();
      const status = membershipStatus(membership, now);
      if (status !== 'PENDING_INVITE' && status !== 'INVITE_EXPIRED') {
        throw new ApiError(
          'INVALID_ARGUMENT',
          membership.accepted_at === null
            ? `User ${user.id} joined organization ${organizationId} without an invitation (membership ${status}).`
            : `User ${user.id} already accepted the invitation to organization ${organizationId}.`,
          'INVITE_ALREADY_ACCEPTED',
        );
      }
      const renewed = status === 'INVITE_EXPIRED';
      const createdAt =
        renewed || membership.invite_created_at === null ? now : membership.invite_created_at;
      const expiresAt =
        renewed || membership.invite_expires_at === null
          ? addSeconds(now, lifetime)
          : membership.invite_expires_at;
      const key = membershipKey(organizationId, user.id);
      const stored = store.get<{ resent_count: number }>(MEMBERSHIPS, key);
      const resentCount = (stored?.resent_count ?? membership.resent_count) + 1;
      if (stored !== undefined) {
        store.put(MEMBERSHIPS, key, {
          ...stored,
          membership_status: 'PENDING_INVITE',
          invite_created_at: createdAt.toISOString(),
          invite_expires_at: expiresAt.toISOString(),
          resent_at: now.toISOString(),
          resent_count: resentCount,
        });
      }
      return {
        organization_id: organizationId,
        user_id: user.id,
        inviter_email: membership.inviter_email ?? undefined,
        status: 'pending',
        created_at: createdAt.toISOString(),
        expires_at: expiresAt.toISOString(),
        resent_at: now.toISOString(),
        resent_count: resentCount,
      };
    },
  };
}

/**
 * docs/internals/upstream-api.md §2.9 from the membership that carries the invitation: pending until it expires by the
 * clock, accepted once the membership is active; undefined for a membership made without one.
 */
function invitationOf(membership: MembershipRow, now: Date): Invite | undefined {
  const createdAt = membership.invite_created_at;
  const expiresAt = membership.invite_expires_at;
  if (createdAt === null || expiresAt === null) return undefined;
  const statuses: Record<ReturnType<typeof membershipStatus>, InviteStatus> = {
    PENDING_INVITE: 'pending',
    INVITE_EXPIRED: 'expired',
    ACTIVE: 'accepted',
    INACTIVE: 'accepted',
  };
  return {
    organization_id: membership.organization_id,
    user_id: membership.user_id,
    inviter_email: membership.inviter_email ?? undefined,
    status: statuses[membershipStatus(membership, now)],
    created_at: createdAt.toISOString(),
    expires_at: expiresAt.toISOString(),
    resent_at: membership.resent_at?.toISOString(),
    resent_count: membership.resent_count,
  };
}
