import { z } from 'zod';
import { authorizationTypeSchema } from '../connector.ts';
import { connectedAccountStatusSchema } from './connected-account.ts';
import { dateTimeSchema } from './date-time.ts';

/**
 * docs/internals/upstream-api.md §6: every connected-account event type the hosted service
 * publishes, each sent on the transition its name says.
 */
export const upstreamWebhookEventTypeSchema = z.enum([
  'connected_account.created',
  'connected_account.updated',
  'connected_account.status_updated',
  'connected_account.deleted',
  'connected_account.magic_link_generated',
  'connected_account.oauth_succeeded',
  'connected_account.oauth_tokens_fetched',
  'connected_account.token_refresh_succeeded',
  'connected_account.token_refresh_failed',
]);
export type UpstreamWebhookEventType = z.infer<typeof upstreamWebhookEventTypeSchema>;

/**
 * The connected account an event is about, as the event carries it: no credentials, no owner
 * fields besides `identifier` (the envelope's `organization_id` names the organization).
 * `old_status` only on `status_updated`.
 */
export const webhookAccountDataSchema = z.object({
  id: z.string().startsWith('ca_'),
  identifier: z.string(),
  connection_id: z.string().startsWith('conn_'),
  connection_name: z.string().optional(),
  provider: z.string(),
  authorization_type: authorizationTypeSchema.optional(),
  status: connectedAccountStatusSchema,
  old_status: connectedAccountStatusSchema.optional(),
  token_expires_at: dateTimeSchema.optional(),
  last_used_at: dateTimeSchema.optional(),
});

/**
 * One webhook delivery's body: the envelope (`spec_version`, an `evt_` id that stays the same on
 * every retry, `occurred_at` with up to nanosecond precision) and the account in `data`.
 *
 * @example
 * if (event.type === 'connected_account.status_updated' && event.data.status === 'EXPIRED') {
 *   remindToReconnect(event.data.identifier);
 * }
 */
export const upstreamWebhookEventSchema = z.object({
  spec_version: z.string().regex(/^[0-9]+$/),
  id: z.string().startsWith('evt_').max(64),
  type: upstreamWebhookEventTypeSchema,
  occurred_at: dateTimeSchema,
  environment_id: z.string().startsWith('env_'),
  organization_id: z.string().optional(),
  object: z.literal('ConnectedAccount'),
  display_name: z.string().optional(),
  data: webhookAccountDataSchema,
});
export type UpstreamWebhookEvent = z.infer<typeof upstreamWebhookEventSchema>;

/**
 * The headers every delivery carries (docs/internals/upstream-api.md §6): `webhook-id` (the
 * event id), `webhook-timestamp` (Unix seconds when this attempt was signed) and
 * `webhook-signature` (`v1,<base64 HMAC-SHA256>`, several separated by spaces).
 */
export const WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;
