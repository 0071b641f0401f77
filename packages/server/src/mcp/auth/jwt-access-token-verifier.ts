import { type McpToolScope, mcpToolScopeOfOAuthScopes } from '@plugboard/schema';
import { type JWTPayload, jwtVerify } from 'jose';
import { type SessionUser, sessionUserSchema } from '../../common/session-user.ts';
import { type AccessTokenClaims, accessTokenClaimsSchema } from './access-token-claims.ts';
import { createJwksSource } from './jwks-source.ts';

export interface JwtAccessTokenVerifierOptions {
  /** The authorization server's issuer: the token's `iss` must equal it. */
  issuer: string;
  /** This endpoint's resource URL (RFC 8707): the token's `aud` must contain it. */
  audience: string;
  /** The JWKS URL; discovered from the issuer's RFC 8414 metadata when left out. */
  jwksUrl?: string;
  /**
   * The session user a valid token's claims name, or null to refuse it (a user the host no longer
   * knows, say). The answer is checked like `resolveUser`'s.
   */
  toSessionUser(claims: AccessTokenClaims): SessionUser | null | Promise<SessionUser | null>;
  /** Signature algorithms accepted; RS256 by default. `none` and HMAC never are. */
  algorithms?: readonly string[];
  /** Leeway for `exp`, `nbf` and `iat` against clock skew; 5 seconds by default, 60 at most. */
  clockToleranceSeconds?: number;
  /** The `typ` the header must carry: `at+jwt` (RFC 9068 §4) by default; false skips the check. */
  tokenType?: string | false;
  /** Scopes every token must carry. */
  requiredScopes?: readonly string[];
  /** Minimum time between two key refetches for an unknown `kid`; 30 s by default. */
  jwksCooldownMs?: number;
  /** The current time; the system clock by default. */
  now?: () => Date;
  fetch?: typeof fetch;
}

/**
 * A bearer token to its session user and the tool scope its granted scopes stand for
 * (`mcpToolScopeOfOAuthScopes`), or null for any token that is not valid. Never throws.
 */
export type AccessTokenVerifier = (
  token: string,
) => Promise<{ user: SessionUser; toolScope: McpToolScope } | null>;

/** Compact JWS, three base64url parts; longer ones are refused unread. */
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const MAX_TOKEN_LENGTH = 8192;
const NEVER_ALLOWED = /^(none|HS\d+)$/i;

function hasScopes(payload: JWTPayload, required: readonly string[]): boolean {
  if (required.length === 0) return true;
  const granted = new Set(typeof payload.scope === 'string' ? payload.scope.split(' ') : []);
  return required.every((scope) => granted.has(scope));
}

/**
 * Verifies the JWT access tokens of an OAuth authorization server (RFC 9068), such as the hosted
 * service's (docs/internals/upstream-api.md §"MCP authorization"), for an MCP endpoint's `verifyAccessToken`:
 * signature by a key of the issuer's JWKS, algorithm allow-list, `typ`, issuer, audience = this
 * endpoint, expiry; then the claims become the session user. Any invalid token answers null; the
 * token is never logged.
 *
 * @example
 * ```ts
 * const verifyAccessToken = createJwtAccessTokenVerifier({
 *   issuer: process.env.PLUGBOARD_ENV_URL,
 *   audience: 'https://app.example.com/mcp',
 *   toSessionUser: (claims) =>
 *     claims.email === undefined ? null : { identifier: claims.email, organizationId: claims.org_id },
 * });
 * ```
 */
export function createJwtAccessTokenVerifier(
  options: JwtAccessTokenVerifierOptions,
): AccessTokenVerifier {
  const algorithms = [...(options.algorithms ?? ['RS256'])];
  const refused = algorithms.find((algorithm) => NEVER_ALLOWED.test(algorithm));
  if (refused !== undefined) {
    throw new TypeError(
      `algorithms: ${refused} cannot verify a third party's token; use RS256, PS256, ES256 or EdDSA.`,
    );
  }
  const clockTolerance = options.clockToleranceSeconds ?? 5;
  if (!(clockTolerance >= 0 && clockTolerance <= 60)) {
    throw new TypeError('clockToleranceSeconds must be between 0 and 60.');
  }
  for (const [name, value] of [
    ['issuer', options.issuer],
    ['audience', options.audience],
  ] as const) {
    if (!URL.canParse(value))
      throw new TypeError(`${name} must be an absolute URL, not "${value}".`);
  }
  const keys = createJwksSource({
    issuer: options.issuer,
    jwksUrl: options.jwksUrl,
    fetch: options.fetch ?? fetch,
    cooldownMs: options.jwksCooldownMs ?? 30_000,
  });
  const tokenType = options.tokenType ?? 'at+jwt';
  const requiredScopes = options.requiredScopes ?? [];
  const now = options.now ?? (() => new Date());

  return async (token) => {
    if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH || !COMPACT_JWS.test(token)) {
      return null;
    }
    try {
      const getKey = await keys();
      if (getKey === undefined) return null;
      const { payload } = await jwtVerify(token, getKey, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms,
        clockTolerance,
        currentDate: now(),
        requiredClaims: ['sub', 'exp'],
        ...(tokenType !== false && { typ: tokenType }),
      });
      if (!hasScopes(payload, requiredScopes)) return null;
      const claims = accessTokenClaimsSchema.safeParse(payload);
      if (!claims.success) return null;
      const user = sessionUserSchema.safeParse(await options.toSessionUser(claims.data));
      if (!user.success) return null;
      return { user: user.data, toolScope: mcpToolScopeOfOAuthScopes(claims.data.scope) };
    } catch {
      return null;
    }
  };
}
