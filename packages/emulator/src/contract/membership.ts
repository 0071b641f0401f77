import { dateTimeSchema } from '@plugboard/schema/upstream';
import { z } from 'zod';
import { boundedMetadataSchema, metadataSchema } from './metadata.ts';

/**
 * docs/internals/upstream-api.md §3: the states of a membership.
 *
 * @example
 * membershipStatusSchema.parse('PENDING_INVITE');
 */
export const membershipStatusSchema = z.enum([
  'ACTIVE',
  'INACTIVE',
  'PENDING_INVITE',
  'INVITE_EXPIRED',
]);
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;

/**
 * docs/internals/upstream-api.md §2.5: how the user joined the organization.
 *
 * @example
 * provisioningMethodSchema.parse('invitation');
 */
export const provisioningMethodSchema = z.enum([
  'jit_using_sso',
  'allowed_email_domain',
  'org_creator',
  'direct_provision',
  'invitation',
]);
export type ProvisioningMethod = z.infer<typeof provisioningMethodSchema>;

/**
 * docs/internals/upstream-api.md §2.5 `roles` item as answers carry it.
 *
 * @example
 * const role: MembershipRole = { id: 'role_1', name: 'admin', display_name: 'Admin' };
 */
export const membershipRoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  display_name: z.string().optional(),
});
export type MembershipRole = z.infer<typeof membershipRoleSchema>;

/**
 * A role named in a request (docs/internals/upstream-api.md §4.6 `roles`: `id`, `name`, `display_name`): by `id` or
 * by `name`; `display_name` is informative.
 *
 * @example
 * const role: RoleReference = { name: 'admin' };
 */
export const roleReferenceSchema = z
  .object({
    id: z.string().min(1).optional(),
    name: z.string().min(1).optional(),
    display_name: z.string().optional(),
  })
  .refine((role) => role.id !== undefined || role.name !== undefined, {
    message: 'name the role by id or name',
  });
export type RoleReference = z.infer<typeof roleReferenceSchema>;

/** docs/internals/upstream-api.md §2.5 and §8: membership metadata bounds. */
const membershipMetadataSchema = boundedMetadataSchema();

/**
 * docs/internals/upstream-api.md §2.5: one item of `user.memberships`; `permissions` are the effective ones,
 * including those inherited through role `extends`.
 *
 * @example
 * const admin = user.memberships?.some((m: Membership) => m.permissions?.includes('org:manage'));
 */
export const membershipSchema = z.object({
  organization_id: z.string(),
  name: z.string().optional(),
  display_name: z.string().optional(),
  membership_status: membershipStatusSchema,
  provisioning_method: provisioningMethodSchema.optional(),
  join_time: dateTimeSchema.optional(),
  created_at: dateTimeSchema.optional(),
  accepted_at: dateTimeSchema.optional(),
  expires_at: dateTimeSchema.optional(),
  inviter_email: z.string().optional(),
  metadata: metadataSchema.optional(),
  permissions: z.array(z.string()).optional(),
  roles: z.array(membershipRoleSchema).optional(),
});
export type Membership = z.infer<typeof membershipSchema>;

/**
 * The membership part of creating a user in an organization (docs/internals/upstream-api.md §"Beyond the spec", the hosted
 * service's `membership{roles, metadata, inviter_email}`).
 *
 * @example
 * const membership: MembershipInput = { roles: [{ name: 'admin' }], inviter_email: 'ann@acme.test' };
 */
export const membershipInputSchema = z.object({
  roles: z.array(roleReferenceSchema).optional(),
  metadata: membershipMetadataSchema.optional(),
  inviter_email: z.email().optional(),
});
export type MembershipInput = z.infer<typeof membershipInputSchema>;

/**
 * POST /api/v1/memberships/organizations/{organization_id}/users/{id}: adds an existing user
 * (docs/internals/upstream-api.md §"Beyond the spec"). `send_invitation_email` makes the membership a pending invitation.
 *
 * @example
 * const body: CreateMembershipRequest = { roles: [{ name: 'member' }], send_invitation_email: true };
 */
export const createMembershipRequestSchema = membershipInputSchema.extend({
  send_invitation_email: z.boolean().optional(),
});
export type CreateMembershipRequest = z.infer<typeof createMembershipRequestSchema>;

/**
 * docs/internals/upstream-api.md §4.6: PATCH /api/v1/memberships/organizations/{organization_id}/users/{id}.
 *
 * @example
 * const body: UpdateMembershipRequest = { roles: [{ name: 'admin' }] };
 */
export const updateMembershipRequestSchema = z.object({
  roles: z.array(roleReferenceSchema).optional(),
  metadata: membershipMetadataSchema.optional(),
});
export type UpdateMembershipRequest = z.infer<typeof updateMembershipRequestSchema>;
