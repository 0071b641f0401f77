import { z } from 'zod';
import { connectorIdSchema } from '../connector.ts';
import { connectedAccountSummarySchema } from '../upstream/connected-account.ts';
import { bffErrorCodeSchema } from './error.ts';

/**
 * What the verify callback page tells the page that started the connect flow, over postMessage,
 * BroadcastChannel or a storage event. `flow` pairs an answer with the click that asked for it.
 */
export const connectMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('plugboard:connected'),
    flow: z.string().optional(),
    account: connectedAccountSummarySchema,
  }),
  z.object({
    type: z.literal('plugboard:connect-failed'),
    flow: z.string().optional(),
    connector: connectorIdSchema.optional(),
    code: bffErrorCodeSchema,
    message: z.string(),
  }),
]);
export type ConnectMessage = z.infer<typeof connectMessageSchema>;
