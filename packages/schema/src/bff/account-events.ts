import { z } from 'zod';
import { connectorIdSchema } from '../connector.ts';
import { connectedAccountStatusSchema } from '../upstream/connected-account.ts';
import { dateTimeSchema } from '../upstream/date-time.ts';
import { accountSharedBySchema } from './accounts.ts';

/**
 * What happened to an account, named as the hosted service names its webhook events, so a host
 * reading both sees one vocabulary.
 */
export const accountEventTypeSchema = z.enum([
  'connected_account.created',
  'connected_account.updated',
  'connected_account.deleted',
  'connected_account.status_updated',
  'connected_account.token_refresh_failed',
  'connected_account.token_refresh_succeeded',
]);
export type AccountEventType = z.infer<typeof accountEventTypeSchema>;

/**
 * One event of GET /events (Server-Sent Events: `event: account`, `id:` the event's id for
 * `Last-Event-ID`, `data:` this object as JSON), sent only to users who can see the account.
 * `status` is `null` once the account is deleted; `old_status` is the status before a
 * `status_updated` event and `null` for the others. `shared` names the organization of a shared
 * account, `null` for the user's own.
 *
 * @example
 * if (event.account.status === 'EXPIRED') showReconnect(event.account.connector);
 */
export const accountEventSchema = z.object({
  id: z.string().min(1),
  type: accountEventTypeSchema,
  occurred_at: dateTimeSchema,
  account: z.object({
    id: z.string().startsWith('ca_'),
    connector: connectorIdSchema,
    status: connectedAccountStatusSchema.nullable(),
    old_status: connectedAccountStatusSchema.nullable(),
    shared: accountSharedBySchema.nullable(),
  }),
});
export type AccountEvent = z.infer<typeof accountEventSchema>;
