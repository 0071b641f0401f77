import { z } from 'zod';

/**
 * Faults of one endpoint's deliveries, for tests of a receiver: `fail` makes the next `count`
 * attempts fail with `status` before they leave (so retries and backoff show), `duplicate`
 * delivers each of the next `count` events twice, `out_of_order` holds the next `count` events
 * and then delivers them newest first.
 */
export const webhookFaultSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('fail'),
    count: z.number().int().min(1).max(100),
    status: z.number().int().min(400).max(599).default(503),
  }),
  z.strictObject({ kind: z.literal('duplicate'), count: z.number().int().min(1).max(100) }),
  z.strictObject({ kind: z.literal('out_of_order'), count: z.number().int().min(2).max(20) }),
]);
export type WebhookFaultInput = z.input<typeof webhookFaultSchema>;
export type WebhookFault = z.output<typeof webhookFaultSchema>;
