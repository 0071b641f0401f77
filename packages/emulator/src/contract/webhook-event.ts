import { upstreamWebhookEventSchema } from '@plugboard/schema/upstream';
import type { z } from 'zod';

/**
 * docs/internals/upstream-api.md §6: every connected-account event type the hosted service
 * publishes, as the event the server reads declares them; a webhook endpoint subscribes to some.
 */
export const upstreamWebhookEventTypeSchema = upstreamWebhookEventSchema.shape.type;
export type UpstreamWebhookEventType = z.infer<typeof upstreamWebhookEventTypeSchema>;
