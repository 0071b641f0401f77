import { z } from 'zod';

/** docs/internals/upstream-api.md §4.2: POST /api/v1/connected_accounts/user/verify. */
export const userVerifyRequestSchema = z.object({
  auth_request_id: z
    .string()
    .min(1)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a base64url token'),
  identifier: z.string().min(1),
});
export type UserVerifyRequest = z.infer<typeof userVerifyRequestSchema>;

export const userVerifyResponseSchema = z.object({
  post_user_verify_redirect_url: z.string(),
});
export type UserVerifyResponse = z.infer<typeof userVerifyResponseSchema>;
