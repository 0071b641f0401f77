import { dateTimeSchema } from '@plugboard/schema/upstream';
import { z } from 'zod';

/**
 * docs/internals/upstream-api.md §2.9 `status` (its examples).
 *
 * @example
 * inviteStatusSchema.parse('pending');
 */
export const inviteStatusSchema = z.enum(['pending', 'accepted', 'expired', 'revoked']);
export type InviteStatus = z.infer<typeof inviteStatusSchema>;

/**
 * docs/internals/upstream-api.md §2.9: an invitation to an organization.
 *
 * @example
 * const { invite } = inviteResponseSchema.parse(await res.json());
 * console.info(`${invite.resent_count} reminders, expires ${invite.expires_at}`);
 */
export const inviteSchema = z.object({
  organization_id: z.string(),
  user_id: z.string().optional(),
  inviter_email: z.string().optional(),
  status: inviteStatusSchema,
  created_at: dateTimeSchema,
  expires_at: dateTimeSchema,
  resent_at: dateTimeSchema.optional(),
  resent_count: z.number().int(),
});
export type Invite = z.infer<typeof inviteSchema>;

/**
 * docs/internals/upstream-api.md §4.5: the resend body is an empty JSON object.
 *
 * @example
 * const body: ResendInviteRequest = {};
 */
export const resendInviteRequestSchema = z.object({});
export type ResendInviteRequest = z.infer<typeof resendInviteRequestSchema>;

/**
 * docs/internals/upstream-api.md §4.5: the resend answer.
 *
 * @example
 * const { invite } = inviteResponseSchema.parse(await res.json());
 */
export const inviteResponseSchema = z.object({ invite: inviteSchema });
export type InviteResponse = z.infer<typeof inviteResponseSchema>;
