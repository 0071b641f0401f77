import { z } from 'zod';
import { connectorIdSchema } from '../connector.ts';
import { dateTimeSchema } from '../upstream/date-time.ts';

/** POST /links: start connecting (or reconnecting) one of the session user's accounts. */
export const createLinkRequestSchema = z.strictObject({ connector: connectorIdSchema });
export type CreateLinkRequest = z.infer<typeof createLinkRequestSchema>;

export const createLinkResponseSchema = z.object({
  link: z.url(),
  expiry: dateTimeSchema,
});
export type CreateLinkResponse = z.infer<typeof createLinkResponseSchema>;
