import { z } from 'zod';
import { connectorIdSchema } from '../connector.ts';
import { dateTimeSchema } from '../upstream/date-time.ts';
import { accountIdSchema } from './accounts.ts';

/**
 * POST /links: start connecting (or reconnecting) one of the session user's accounts. With
 * neither `add` nor `account_id`, the link connects the user's first account of the connector, or
 * reconnects their default one; `add: true` connects a further account of the same connector;
 * `account_id` reconnects that account in place (same id, label and default status).
 * `return_to` is where the callback page sends the user after a full-page (no popup) flow: a path
 * of the app (`/settings`) or an absolute URL on one of the BFF's allowed origins.
 *
 * @example
 * const body: CreateLinkRequest = { connector: 'crm', add: true };
 */
export const createLinkRequestSchema = z
  .strictObject({
    connector: connectorIdSchema,
    add: z.boolean().optional(),
    account_id: accountIdSchema.optional(),
    return_to: z.string().min(1).max(512).optional(),
  })
  .refine((body) => !(body.add === true && body.account_id !== undefined), {
    message: 'give add or account_id, not both',
    path: ['add'],
  });
export type CreateLinkRequest = z.infer<typeof createLinkRequestSchema>;

/** The answer of POST /links: the URL to open (in a popup or the same tab) to connect the account. */
export const createLinkResponseSchema = z.object({
  link: z.url(),
  expiry: dateTimeSchema,
});
export type CreateLinkResponse = z.infer<typeof createLinkResponseSchema>;
