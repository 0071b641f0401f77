import { z } from 'zod';

/**
 * The claims of an RFC 9068 access token that a host maps to its session user: the registered
 * ones, and those the hosted service adds (docs/internals/upstream-api.md §"MCP authorization"): `org_id`,
 * `email`, `sid`. Other claims pass through untouched.
 */
export const accessTokenClaimsSchema = z.looseObject({
  iss: z.string(),
  sub: z.string().min(1),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  iat: z.number().optional(),
  jti: z.string().optional(),
  client_id: z.string().optional(),
  /** Space-separated, as RFC 9068 §2.2.3 says. */
  scope: z.string().optional(),
  org_id: z.string().optional(),
  email: z.string().optional(),
  sid: z.string().optional(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;
