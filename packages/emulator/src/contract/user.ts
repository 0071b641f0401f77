import { dateTimeSchema, pageFields } from '@plugboard/schema/upstream';
import { z } from 'zod';
import { membershipInputSchema, membershipSchema } from './membership.ts';
import { boundedMetadataSchema, metadataSchema } from './metadata.ts';

/**
 * docs/internals/upstream-api.md §2.6: an identity the user signed in with.
 *
 * @example
 * const identity: ExternalIdentity = {
 *   connection_id: 'conn_sso', connection_provider: 'IDP_SIMULATOR', is_social: false,
 * };
 */
export const externalIdentitySchema = z.object({
  connection_id: z.string().optional(),
  connection_type: z.string().optional(),
  connection_provider: z.string().optional(),
  connection_user_id: z.string().optional(),
  is_social: z.boolean().optional(),
  created_time: dateTimeSchema.optional(),
  last_login_time: dateTimeSchema.optional(),
  last_synced_time: dateTimeSchema.optional(),
});
export type ExternalIdentity = z.infer<typeof externalIdentitySchema>;

/** docs/internals/upstream-api.md §8: custom_attributes and profile metadata, at most 20 pairs. */
const profileAttributesSchema = boundedMetadataSchema(20);

/** A BCP-47 language tag, as `Intl` accepts it. */
const localeSchema = z.string().refine(
  (tag) => {
    try {
      return Intl.getCanonicalLocales(tag).length === 1;
    } catch {
      return false;
    }
  },
  { message: 'locale must be a BCP-47 language tag, e.g. en-US' },
);

/**
 * docs/internals/upstream-api.md §2.6: the profile fields a caller may write, with the bounds of section 8.
 * `id`, `email_verified`, `phone_number_verified` and `external_identities` are the service's.
 *
 * @example
 * const profile: UserProfileInput = { given_name: 'Ada', family_name: 'Lovelace', locale: 'en-GB' };
 */
export const userProfileInputSchema = z.object({
  given_name: z.string().max(255, 'given_name has at most 255 characters').optional(),
  family_name: z.string().max(255, 'family_name has at most 255 characters').optional(),
  name: z.string().optional(),
  preferred_username: z
    .string()
    .max(512, 'preferred_username has at most 512 characters')
    .optional(),
  gender: z.string().optional(),
  locale: localeSchema.optional(),
  phone_number: z
    .string()
    .regex(/^\+[1-9]\d{1,14}$/, 'phone_number must be in E.164 format, e.g. +14155550123')
    .optional(),
  picture: z.url({ protocol: /^https?$/ }).optional(),
  groups: z.array(z.string()).optional(),
  custom_attributes: profileAttributesSchema.optional(),
  metadata: profileAttributesSchema.optional(),
});
export type UserProfileInput = z.infer<typeof userProfileInputSchema>;

/**
 * docs/internals/upstream-api.md §2.6: the user profile as answers carry it.
 *
 * @example
 * const display = user.user_profile?.name ?? user.email;
 */
export const userProfileSchema = z.object({
  id: z.string(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
  preferred_username: z.string().optional(),
  gender: z.string().optional(),
  locale: z.string().optional(),
  phone_number: z.string().optional(),
  phone_number_verified: z.boolean().optional(),
  email_verified: z.boolean().optional(),
  picture: z.string().optional(),
  groups: z.array(z.string()).optional(),
  custom_attributes: metadataSchema.optional(),
  metadata: metadataSchema.optional(),
  external_identities: z.array(externalIdentitySchema).optional(),
});

/**
 * docs/internals/upstream-api.md §2.4: a user with memberships (2.5) and profile (2.6).
 *
 * @example
 * const { user } = userResponseSchema.parse(await res.json());
 * const orgs = user.memberships?.map((membership) => membership.organization_id);
 */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  external_id: z.string().optional(),
  create_time: dateTimeSchema,
  update_time: dateTimeSchema.optional(),
  last_login_time: dateTimeSchema.optional(),
  metadata: metadataSchema.optional(),
  memberships: z.array(membershipSchema).optional(),
  user_profile: userProfileSchema.optional(),
});
export type User = z.infer<typeof userSchema>;

/** docs/internals/upstream-api.md §2.4 and §8: user metadata bounds. */
const userMetadataSchema = boundedMetadataSchema();

/**
 * POST /api/v1/organizations/{organization_id}/users (docs/internals/upstream-api.md §"Beyond the spec": the hosted service's
 * shape). `send_invitation_email` makes the new membership a pending invitation.
 *
 * @example
 * const body: CreateUserRequest = {
 *   email: 'ada@acme.test', user_profile: { given_name: 'Ada' }, membership: { roles: [{ name: 'admin' }] },
 * };
 */
export const createUserRequestSchema = z.object({
  email: z.email('email must be a valid address (RFC 5322)'),
  external_id: z.string().min(1).optional(),
  metadata: userMetadataSchema.optional(),
  user_profile: userProfileInputSchema.optional(),
  membership: membershipInputSchema.optional(),
  send_invitation_email: z.boolean().optional(),
});
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

/**
 * PATCH /api/v1/users/{id} (docs/internals/upstream-api.md §"Beyond the spec"); the profile fields given replace their values.
 *
 * @example
 * const body: UpdateUserRequest = { user_profile: { preferred_username: 'ada' } };
 */
export const updateUserRequestSchema = z.object({
  external_id: z.string().min(1).optional(),
  metadata: userMetadataSchema.optional(),
  user_profile: userProfileInputSchema.optional(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

/**
 * The answer of user creation, get, update and membership changes (docs/internals/upstream-api.md §4.6).
 *
 * @example
 * const { user } = userResponseSchema.parse(await res.json());
 */
export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

/**
 * GET /api/v1/users and GET /api/v1/organizations/{organization_id}/users (docs/internals/upstream-api.md §"Beyond the spec").
 *
 * @example
 * const { users, total_size } = userListSchema.parse(await res.json());
 */
export const userListSchema = z.object({ users: z.array(userSchema), ...pageFields });
export type UserList = z.infer<typeof userListSchema>;
