import { z } from 'zod';
import { connectorIdSchema } from '../connector.ts';
import { dateTimeSchema } from '../upstream/date-time.ts';

/**
 * POST /links: start connecting (or reconnecting) one of the session user's accounts.
 * `return_to` is where the callback page sends the user after a full-page (no popup) flow: a path
 * of the app (`/settings`) or an absolute URL on one of the BFF's allowed origins.
 */
export const createLinkRequestSchema = z.strictObject({
  connector: connectorIdSchema,
  return_to: z.string().min(1).max(512).optional(),
});
export type CreateLinkRequest = z.infer<typeof createLinkRequestSchema>;

/** The answer of POST /links: the URL to open (in a popup or the same tab) to connect the account. */
export const createLinkResponseSchema = z.object({
  link: z.url(),
  expiry: dateTimeSchema,
});
export type CreateLinkResponse = z.infer<typeof createLinkResponseSchema>;
