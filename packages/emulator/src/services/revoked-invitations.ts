import { z } from 'zod';
import type { Queryable } from '../db/queryable.ts';

const revokedInvitationRowSchema = z.object({
  organization_id: z.string(),
  user_id: z.string(),
  inviter_email: z.string().nullable(),
  created_at: z.date(),
  expires_at: z.date(),
  resent_at: z.date().nullable(),
  resent_count: z.number().int(),
  revoked_at: z.date(),
});
export type RevokedInvitationRow = z.infer<typeof revokedInvitationRowSchema>;

/**
 * docs/internals/upstream-api.md §2.9 `revoked`: the invitations not yet accepted (pending, or expired by the clock)
 * among the user's memberships, of one organization or of all, are kept as revoked. Call it in the
 * transaction that then deletes those memberships or the user.
 */
export async function revokeInvitations(
  tx: Queryable,
  of: { userId: string; organizationId?: string },
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO revoked_invitations (organization_id, user_id, inviter_email, created_at,
       expires_at, resent_at, resent_count, revoked_at)
     SELECT organization_id, user_id, inviter_email, invite_created_at, invite_expires_at,
       resent_at, resent_count, $3
     FROM memberships
     WHERE user_id = $1 AND ($2::text IS NULL OR organization_id = $2)
       AND membership_status = 'PENDING_INVITE'
       AND invite_created_at IS NOT NULL AND invite_expires_at IS NOT NULL
     ON CONFLICT (organization_id, user_id) DO UPDATE SET
       inviter_email = EXCLUDED.inviter_email, created_at = EXCLUDED.created_at,
       expires_at = EXCLUDED.expires_at, resent_at = EXCLUDED.resent_at,
       resent_count = EXCLUDED.resent_count, revoked_at = EXCLUDED.revoked_at`,
    [of.userId, of.organizationId ?? null, now],
  );
}

/** A new membership of the user supersedes an invitation revoked earlier. */
export async function forgetRevokedInvitation(
  tx: Queryable,
  organizationId: string,
  userId: string,
): Promise<void> {
  await tx.query('DELETE FROM revoked_invitations WHERE organization_id = $1 AND user_id = $2', [
    organizationId,
    userId,
  ]);
}

/** The revoked invitation of `userId` (a user who may be gone) to the organization, if any. */
export async function findRevokedInvitation(
  db: Queryable,
  organizationId: string,
  userId: string,
): Promise<RevokedInvitationRow | undefined> {
  const { rows } = await db.query(
    'SELECT * FROM revoked_invitations WHERE organization_id = $1 AND user_id = $2',
    [organizationId, userId],
  );
  return rows[0] === undefined ? undefined : revokedInvitationRowSchema.parse(rows[0]);
}
