import { dateTimeSchema, pageFields } from '@plugboard/schema/upstream';
import { z } from 'zod';
import { boundedMetadataSchema, metadataSchema } from './metadata.ts';

/**
 * docs/internals/upstream-api.md §2.3: where an organization's data lives; set at creation, never changed by update.
 *
 * @example
 * regionCodeSchema.parse('US');
 */
export const regionCodeSchema = z.enum(['US', 'EU']);
export type RegionCode = z.infer<typeof regionCodeSchema>;

/**
 * docs/internals/upstream-api.md §2.3 `settings.features[].name`: the features an organization can switch.
 *
 * @example
 * organizationFeatureNameSchema.parse('directory_sync');
 */
export const organizationFeatureNameSchema = z.enum(['sso', 'directory_sync']);

/**
 * docs/internals/upstream-api.md §2.3: one feature switch, as PATCH settings takes it.
 *
 * @example
 * const feature: OrganizationFeature = { name: 'sso', enabled: true };
 */
export const organizationFeatureSchema = z.object({
  name: organizationFeatureNameSchema,
  enabled: z.boolean(),
});
export type OrganizationFeature = z.infer<typeof organizationFeatureSchema>;

/** docs/internals/upstream-api.md §2.3 and §8: 1 to 200 characters. */
const displayNameSchema = z
  .string()
  .min(1, 'display_name has 1 to 200 characters')
  .max(200, 'display_name has 1 to 200 characters');

/** docs/internals/upstream-api.md §8: organization metadata has at most 10 pairs. */
const organizationMetadataSchema = boundedMetadataSchema(10);

/**
 * docs/internals/upstream-api.md §2.3: an organization (tenant) as answers carry it.
 *
 * @example
 * const { organization } = organizationResponseSchema.parse(await res.json());
 * organization.settings?.features.find((feature) => feature.name === 'sso')?.enabled;
 */
export const organizationSchema = z.object({
  id: z.string(),
  create_time: dateTimeSchema,
  update_time: dateTimeSchema.optional(),
  display_name: z.string(),
  external_id: z.string().optional(),
  metadata: metadataSchema.optional(),
  region_code: regionCodeSchema.optional(),
  settings: z
    .object({ features: z.array(z.object({ name: z.string(), enabled: z.boolean() })) })
    .optional(),
});
export type Organization = z.infer<typeof organizationSchema>;

/**
 * docs/internals/upstream-api.md §4.7: POST /api/v1/organizations.
 *
 * @example
 * const body: CreateOrganizationRequest = { display_name: 'Acme', external_id: 'acme-42' };
 */
export const createOrganizationRequestSchema = z.object({
  display_name: displayNameSchema,
  external_id: z.string().min(1).optional(),
  metadata: organizationMetadataSchema.optional(),
});
export type CreateOrganizationRequest = z.infer<typeof createOrganizationRequestSchema>;

/**
 * docs/internals/upstream-api.md §4.7: PATCH /api/v1/organizations/{id}. `region_code` may be sent only with the
 * organization's current value: it cannot be changed.
 *
 * @example
 * const body: UpdateOrganizationRequest = { metadata: { plan: 'enterprise' } };
 */
export const updateOrganizationRequestSchema = z.object({
  display_name: displayNameSchema.optional(),
  external_id: z.string().min(1).optional(),
  metadata: organizationMetadataSchema.optional(),
  region_code: regionCodeSchema.optional(),
});
export type UpdateOrganizationRequest = z.infer<typeof updateOrganizationRequestSchema>;

/**
 * docs/internals/upstream-api.md §4.7: PATCH /api/v1/organizations/{id}/settings; only the listed features change.
 *
 * @example
 * const body: UpdateOrganizationSettingsRequest = { features: [{ name: 'sso', enabled: true }] };
 */
export const updateOrganizationSettingsRequestSchema = z.object({
  features: z.array(organizationFeatureSchema).min(1, 'list at least one feature'),
});
export type UpdateOrganizationSettingsRequest = z.infer<
  typeof updateOrganizationSettingsRequestSchema
>;

/**
 * docs/internals/upstream-api.md §4.7: the answer of create, get, update and settings.
 *
 * @example
 * const { organization } = organizationResponseSchema.parse(await res.json());
 */
export const organizationResponseSchema = z.object({ organization: organizationSchema });
export type OrganizationResponse = z.infer<typeof organizationResponseSchema>;

/**
 * docs/internals/upstream-api.md §4.7: GET /api/v1/organizations.
 *
 * @example
 * const page = organizationListSchema.parse(await res.json());
 * if (page.next_page_token !== '') await next(page.next_page_token);
 */
export const organizationListSchema = z.object({
  organizations: z.array(organizationSchema),
  ...pageFields,
});
export type OrganizationList = z.infer<typeof organizationListSchema>;
