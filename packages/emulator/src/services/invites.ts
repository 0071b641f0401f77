import type { Invite } from '@plugboard/schema';
import { addSeconds, type Clock } from '../clock.ts';
import type { Queryable } from '../db/queryable.ts';
import { ApiError } from '../errors.ts';
import { type MembershipService, membershipStatus } from './memberships.ts';
import type { UserService } from './users.ts';

export interface InviteService {
  /**
   * core-api.md 3 and 4.5: an expired invitation is replaced by a new one, a valid one gets a
   * reminder; either way `resent_count` grows. Every refusal is a 400 with its own `error_code`.
   */
  resend(organizationId: string, userRef: string): Promise<Invite>;
}

export function createInviteService(deps: {
  db: Queryable;
  clock: Clock;
  users: UserService;
  memberships: MembershipService;
}): InviteService {
  const { db, clock, users, memberships } = deps;
  return {
    async resend(organizationId, userRef) {
      const lifetime = await memberships.invitationLifetime();
      const user = await users.find(userRef);
      const membership =
        user === undefined ? undefined : await memberships.find(organizationId, user.id);
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
      const { rows } = await db.query<{ resent_count: number }>(
        `UPDATE memberships SET membership_status = 'PENDING_INVITE', invite_created_at = $3,
           invite_expires_at = $4, resent_at = $5, resent_count = resent_count + 1
         WHERE organization_id = $1 AND user_id = $2
         RETURNING resent_count`,
        [organizationId, user.id, createdAt, expiresAt, now],
      );
      return {
        organization_id: organizationId,
        user_id: user.id,
        inviter_email: membership.inviter_email ?? undefined,
        status: 'pending',
        created_at: createdAt.toISOString(),
        expires_at: expiresAt.toISOString(),
        resent_at: now.toISOString(),
        resent_count: rows[0]?.resent_count ?? membership.resent_count + 1,
      };
    },
  };
}
