import { z } from 'zod';

/** docs/internals/upstream-api.md §4.1: the form body of POST /oauth/token. */
export const tokenRequestSchema = z.object({
  grant_type: z.literal('client_credentials'),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
  scope: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
