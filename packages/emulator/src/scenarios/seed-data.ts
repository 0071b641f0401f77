import { connectedAccountStatusSchema } from '@plugboard/schema';
import { createConnectedAccountRequestSchema } from '@plugboard/schema/upstream';
import { z } from 'zod';
import {
  membershipInputSchema,
  membershipStatusSchema,
  provisioningMethodSchema,
} from '../contract/membership.ts';
import {
  createOrganizationRequestSchema,
  organizationFeatureSchema,
  regionCodeSchema,
} from '../contract/organization.ts';
import { createRoleRequestSchema } from '../contract/role.ts';
import {
  createUserRequestSchema,
  externalIdentitySchema,
  userProfileInputSchema,
} from '../contract/user.ts';
import { organizationConnectionSchema } from '../services/connections.ts';
import { environmentSettingsSchema } from '../services/environment-settings.ts';

/**
 * A membership of a seeded user: the API's fields, plus the status it is in. Timestamps follow
 * from the status on the emulator clock (an INVITE_EXPIRED invitation ran out just now).
 */
const seedMembershipSchema = z.strictObject({
  ...membershipInputSchema.shape,
  organization_id: z.string().min(1),
  membership_status: membershipStatusSchema.default('ACTIVE'),
  provisioning_method: provisioningMethodSchema.optional(),
});

const seedUserSchema = z.strictObject({
  ...createUserRequestSchema.omit({
    membership: true,
    send_invitation_email: true,
    user_profile: true,
  }).shape,
  id: z.string().min(1).optional(),
  /** `null` seeds a user without a profile (an invitation resend then fails, docs/internals/upstream-api.md §4.5). */
  user_profile: z
    .strictObject({
      ...userProfileInputSchema.shape,
      email_verified: z.boolean().optional(),
      phone_number_verified: z.boolean().optional(),
      external_identities: z.array(externalIdentitySchema).optional(),
    })
    .nullable()
    .optional(),
  memberships: z.array(seedMembershipSchema).default([]),
});

const seedOrganizationSchema = z.strictObject({
  ...createOrganizationRequestSchema.shape,
  id: z.string().min(1).optional(),
  region_code: regionCodeSchema.optional(),
  features: z.array(organizationFeatureSchema).optional(),
  /** The organization's own roles (docs/internals/upstream-api.md §4.8). */
  roles: z.array(createRoleRequestSchema).default([]),
  connections: z.array(organizationConnectionSchema).default([]),
});

/**
 * A connected account in any status: ACTIVE and EXPIRED ones get simulated credentials unless
 * given, expiring in an hour or just now.
 */
const seedAccountSchema = z.strictObject({
  ...createConnectedAccountRequestSchema.shape,
  id: z.string().startsWith('ca_').optional(),
  status: connectedAccountStatusSchema.default('ACTIVE'),
});

/**
 * State to add to an emulator: environment settings, environment roles, organizations (with their
 * roles and connections), users (with memberships) and connected accounts, made in that order so
 * later entries can name earlier ones by id. Unknown fields are refused, so a typo is not lost.
 */
export const seedDataSchema = z.strictObject({
  environment: environmentSettingsSchema.partial().optional(),
  roles: z.array(createRoleRequestSchema).default([]),
  organizations: z.array(seedOrganizationSchema).default([]),
  users: z.array(seedUserSchema).default([]),
  connected_accounts: z.array(seedAccountSchema).default([]),
});

/**
 * Data for `EmulatorControl.seed` and POST /_emulator/seed.
 *
 * @example
 * const data: SeedData = {
 *   organizations: [{ id: 'org_acme', display_name: 'Acme' }],
 *   users: [{ email: 'ada@acme.test', memberships: [{ organization_id: 'org_acme' }] }],
 *   connected_accounts: [{ connector: 'crm', identifier: 'ada@acme.test', status: 'EXPIRED' }],
 * };
 */
export type SeedData = z.input<typeof seedDataSchema>;
export type ParsedSeedData = z.output<typeof seedDataSchema>;
