import {
  accountEventTypeSchema,
  connectedAccountStatusSchema,
  connectorIdSchema,
} from '@plugboard/schema';
import { z } from 'zod';

/**
 * What one replica that took a webhook tells every replica (through the event bus): the event as
 * the browser will see it, less `shared` (which names the organization as each user's session
 * does), and the account's owner as the webhook names it, to find who may see it.
 */
export const routedEventSchema = z.object({
  id: z.string().min(1),
  type: accountEventTypeSchema,
  occurred_at: z.string(),
  account: z.object({
    id: z.string().startsWith('ca_'),
    connector: connectorIdSchema,
    status: connectedAccountStatusSchema.nullable(),
    old_status: connectedAccountStatusSchema.nullable(),
  }),
  owner: z.object({
    identifier: z.string(),
    organization_id: z.string().nullable(),
  }),
});
export type RoutedEvent = z.infer<typeof routedEventSchema>;
