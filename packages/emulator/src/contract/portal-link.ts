import { dateTimeSchema } from '@plugboard/schema/upstream';
import { z } from 'zod';

/**
 * docs/internals/upstream-api.md §2.10: an admin-portal link; single use, valid 1 minute (section 8).
 *
 * @example
 * const { link } = portalLinkResponseSchema.parse(await res.json());
 * window.open(link.location);
 */
export const portalLinkSchema = z.object({
  id: z.string(),
  location: z.url(),
  expire_time: dateTimeSchema,
});
export type PortalLink = z.infer<typeof portalLinkSchema>;

/**
 * docs/internals/upstream-api.md §4.7: the answer of PUT /api/v1/organizations/{id}/portal_links.
 *
 * @example
 * const { link } = portalLinkResponseSchema.parse(await res.json());
 */
export const portalLinkResponseSchema = z.object({ link: portalLinkSchema });
export type PortalLinkResponse = z.infer<typeof portalLinkResponseSchema>;
