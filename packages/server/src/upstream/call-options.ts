import { z } from 'zod';
import { requestIdSchema } from '../common/request-id.ts';

export const callOptionsSchema = z.object({
  requestId: requestIdSchema.optional(),
  signal: z.instanceof(AbortSignal, { error: 'must be an AbortSignal' }).optional(),
});

/**
 * Per-call options of every upstream client method: `requestId` is sent as `X-Request-Id`
 * and logged with the call; `signal` stops the call (and an answer that streams) when it fires,
 * rejecting with its reason.
 *
 * @example
 * ```ts
 * await upstream.listConnectedAccounts(
 *   { identifier },
 *   { requestId: req.get('x-request-id'), signal: AbortSignal.timeout(2_000) },
 * );
 * ```
 */
export type UpstreamCallOptions = z.input<typeof callOptionsSchema>;
