import { z } from 'zod';
import { connectedAccountSummarySchema } from '../upstream/connected-account.ts';
import { userVerifyRequestSchema } from '../upstream/user-verify.ts';

/** POST /verify: what the callback page read from its query, passed on unchanged. */
export const verifyRequestSchema = z.strictObject({
  auth_request_id: userVerifyRequestSchema.shape.auth_request_id,
  state: z.string().min(1).max(2048),
});
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

export const verifyResponseSchema = z.object({ account: connectedAccountSummarySchema });
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;
