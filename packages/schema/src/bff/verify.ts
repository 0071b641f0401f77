import { z } from 'zod';
import { connectedAccountSummarySchema } from '../upstream/connected-account.ts';
import { userVerifyRequestSchema } from '../upstream/user-verify.ts';

/** POST /verify: what the callback page read from its query, passed on unchanged. */
export const verifyRequestSchema = z.strictObject({
  auth_request_id: userVerifyRequestSchema.shape.auth_request_id,
  state: z.string().min(1).max(2048),
});
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

/**
 * The verified account, and the absolute `return_to` URL the flow was started with (checked
 * against the allowed origins when the link was made), if any.
 */
export const verifyResponseSchema = z.object({
  account: connectedAccountSummarySchema,
  return_to: z.url().optional(),
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;
