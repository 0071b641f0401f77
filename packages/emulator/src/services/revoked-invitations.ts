import { z } from 'zod';
import type { StoreWrites } from '../store/memory-store.ts';
import { MEMBERSHIPS, membershipKey, REVOKED_INVITATIONS } from './directory-tables.ts';

const revokedInvitationRowSchema = z.object({
  organization_id: z.string(),
  user_id: z.string(),
  inviter_email: z.string().nullable(),
  created_at: z.coerce.date(),
  expires_at: z.coerce.date(),
  resent_at: z.coerce.date().nullable(),
  resent_count: z.number().int(),
  revoked_at: z.coerce.date(),
});
export type RevokedInvitationRow = z.infer<typeof revokedInvitationRowSchema>;

/** A membership as the store keeps it, with the fields an invitation reads. */
interface StoredInvitation {
  organization_id: string;
  user_id: string;
  membership_status: string;
  inviter_email: string | null;
  invite_created_at: string | null;
  invite_expires_at: string | null;
  resent_at: string | null;
  resent_count: number;
}

/**
 * docs/internals/upstream-api.md §2.9 `revoked`: the invitations not yet accepted (pending, or expired by the clock)
 * among the user's memberships, of one organization or of all, are kept as revoked. Call it in the
 * transaction that then deletes those memberships or the user.
 */
export function revokeInvitations(
  tx: StoreWrites,
  of: { userId: string; organizationId?: string },
  now: Date,
): void {
  for (const row of [...tx.rows<StoredInvitation>(MEMBERSHIPS)]) {
    if (row.user_id !== of.userId) continue;
    if (of.organizationId !== undefined && row.organization_id !== of.organizationId) continue;
    if (row.membership_status !== 'PENDING_INVITE') continue;
    if (row.invite_created_at === null || row.invite_expires_at === null) continue;
    tx.put(REVOKED_INVITATIONS, membershipKey(row.organization_id, row.user_id), {
      organization_id: row.organization_id,
      user_id: row.user_id,
      inviter_email: row.inviter_email,
      created_at: row.invite_created_at,
      expires_at: row.invite_expires_at,
      resent_at: row.resent_at,
      resent_count: row.resent_count,
      revoked_at: now.toISOString(),
    });
  }
}

/** A new membership of the user supersedes an invitation revoked earlier. */
export function forgetRevokedInvitation(
  tx: StoreWrites,
  organizationId: string,
  userId: string,
): void {
  tx.delete(REVOKED_INVITATIONS, membershipKey(organizationId, userId));
}

/** The revoked invitation of `userId` (a user who may be gone) to the organization, if any. */
export function findRevokedInvitation(
  store: StoreWrites,
  organizationId: string,
  userId: string,
): RevokedInvitationRow | undefined {
  const row = store.get(REVOKED_INVITATIONS, membershipKey(organizationId, userId));
  return row === undefined ? undefined : revokedInvitationRowSchema.parse(row);
}
