import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { addSeconds, type Clock } from '../clock.ts';
import { newId, randomToken } from '../random-token.ts';
import type { AuthorizationRequest } from './authorization-request.ts';
import { audiencesOf, type McpServer, type McpServerRegistry } from './mcp-servers.ts';
import type { OAuthClientRegistry } from './oauth-clients.ts';
import { OAuthError } from './oauth-error.ts';
import type { SignInChoice } from './sign-in-directory.ts';
import type { SigningKeyRing } from './signing-keys.ts';

/** RFC 6749 §4.1.2 asks for short-lived codes; the emulator gives one minute. */
export const CODE_TTL_SECONDS = 60;
/** How long a refresh token lasts unused; each use rotates it. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

/** What a user granted one client for one MCP server: codes and refresh tokens descend from it. */
interface Grant {
  id: string;
  clientId: string;
  server: McpServer;
  scopes: string[];
  user: SignInChoice;
  revoked: boolean;
}

interface CodeRecord {
  grant: Grant;
  redirectUri: string;
  codeChallenge: string;
  expiresAt: Date;
  used: boolean;
}

interface RefreshRecord {
  grant: Grant;
  expiresAt: Date;
  used: boolean;
}

/** RFC 6749 §5.1, with the scope granted. */
export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
  refresh_token?: string;
}

const field = z.string().min(1).optional().catch(undefined);
const tokenRequestSchema = z.object({
  grant_type: field,
  client_id: field,
  code: field,
  redirect_uri: field,
  code_verifier: field,
  refresh_token: field,
  resource: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .catch(undefined),
});

/** RFC 7636 §4.6: BASE64URL(SHA256(verifier)) equals the challenge, compared in constant time. */
function verifierMatches(verifier: string, challenge: string): boolean {
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return false;
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

/** The code grant and the refresh grant (RFC 6749 §4.1.3, §6), and the access tokens they mint. */
export interface GrantService {
  /** A code for `request`, now that `user` signed in. */
  issueCode(request: AuthorizationRequest, user: SignInChoice): string;
  /** POST /oauth/token for `authorization_code` and `refresh_token`, refusals as RFC 6749 §5.2 says. */
  exchange(body: Record<string, unknown>): Promise<TokenResponse>;
  /** Forgets every code, refresh token and grant (the control API's reset). */
  clear(): void;
}

export function createGrantService(deps: {
  clock: Clock;
  keys: SigningKeyRing;
  clients: OAuthClientRegistry;
  servers: McpServerRegistry;
  issuer: string;
}): GrantService {
  const { clock, keys, clients, servers, issuer } = deps;
  const codes = new Map<string, CodeRecord>();
  const refreshTokens = new Map<string, RefreshRecord>();

  function requireResource(resource: unknown, grant: Grant): void {
    if (resource === undefined) return;
    const named = typeof resource === 'string' ? servers.byResource(resource) : undefined;
    if (named?.resourceId !== grant.server.resourceId) {
      throw new OAuthError(
        'invalid_target',
        'resource must be the MCP server the authorization was granted for.',
      );
    }
  }

  async function tokensFor(grant: Grant): Promise<TokenResponse> {
    const now = clock.now();
    const iat = Math.floor(now.getTime() / 1000);
    const ttl = grant.server.accessTokenTtlSeconds;
    const scope = grant.scopes.join(' ');
    const accessToken = await keys.sign({
      iss: issuer,
      sub: grant.user.userId,
      aud: audiencesOf(grant.server),
      iat,
      exp: iat + ttl,
      jti: newId('tkn_'),
      client_id: grant.clientId,
      scope,
      sid: grant.id,
      email: grant.user.email,
      ...(grant.user.organizationId !== undefined && { org_id: grant.user.organizationId }),
    });
    const response: TokenResponse = {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: ttl,
      scope,
    };
    if (grant.scopes.includes('offline_access')) {
      const refreshToken = randomToken(32);
      refreshTokens.set(refreshToken, {
        grant,
        expiresAt: addSeconds(now, REFRESH_TOKEN_TTL_SECONDS),
        used: false,
      });
      response.refresh_token = refreshToken;
    }
    return response;
  }

  function revoke(grant: Grant): void {
    grant.revoked = true;
    for (const [token, record] of refreshTokens) {
      if (record.grant === grant) refreshTokens.delete(token);
    }
  }

  function requireClient(clientId: string | undefined) {
    if (clientId === undefined) {
      throw new OAuthError('invalid_request', 'client_id is missing: a public client sends it.');
    }
    if (clients.known(clientId) === undefined) {
      throw new OAuthError('invalid_client', `No client has id "${clientId}".`);
    }
    return clientId;
  }

  async function exchangeCode(request: z.infer<typeof tokenRequestSchema>) {
    const clientId = requireClient(request.client_id);
    if (request.code === undefined) throw new OAuthError('invalid_request', 'code is missing.');
    const record = codes.get(request.code);
    if (record === undefined) {
      throw new OAuthError('invalid_grant', 'The authorization code is unknown.');
    }
    if (record.used) {
      // RFC 6749 §4.1.2: a code used twice revokes what it issued.
      revoke(record.grant);
      throw new OAuthError(
        'invalid_grant',
        'The authorization code was already used; the tokens it issued are revoked.',
      );
    }
    record.used = true;
    if (record.expiresAt <= clock.now()) {
      throw new OAuthError('invalid_grant', 'The authorization code has expired: authorize again.');
    }
    if (record.grant.clientId !== clientId) {
      throw new OAuthError('invalid_grant', 'The authorization code was issued to another client.');
    }
    if (request.redirect_uri !== record.redirectUri) {
      throw new OAuthError(
        'invalid_grant',
        'redirect_uri must be the one of the authorization request.',
      );
    }
    if (request.code_verifier === undefined) {
      throw new OAuthError('invalid_request', 'code_verifier is missing (PKCE).');
    }
    if (!verifierMatches(request.code_verifier, record.codeChallenge)) {
      throw new OAuthError('invalid_grant', 'code_verifier does not match the code_challenge.');
    }
    requireResource(request.resource, record.grant);
    return tokensFor(record.grant);
  }

  async function refresh(request: z.infer<typeof tokenRequestSchema>) {
    const clientId = requireClient(request.client_id);
    if (request.refresh_token === undefined) {
      throw new OAuthError('invalid_request', 'refresh_token is missing.');
    }
    const record = refreshTokens.get(request.refresh_token);
    if (record === undefined || record.grant.revoked) {
      throw new OAuthError('invalid_grant', 'The refresh token is unknown or revoked.');
    }
    if (record.used) {
      // OAuth 2.1 §4.3.1: a rotated refresh token used again means it leaked.
      revoke(record.grant);
      throw new OAuthError(
        'invalid_grant',
        'The refresh token was already used; the grant is revoked: authorize again.',
      );
    }
    if (record.grant.clientId !== clientId) {
      throw new OAuthError('invalid_grant', 'The refresh token was issued to another client.');
    }
    if (record.expiresAt <= clock.now()) {
      throw new OAuthError('invalid_grant', 'The refresh token has expired: authorize again.');
    }
    requireResource(request.resource, record.grant);
    record.used = true;
    return tokensFor(record.grant);
  }

  return {
    issueCode(request, user) {
      const code = randomToken(32);
      codes.set(code, {
        grant: {
          id: newId('ses_'),
          clientId: request.client.clientId,
          server: request.server,
          scopes: request.scopes,
          user,
          revoked: false,
        },
        redirectUri: request.redirectUri,
        codeChallenge: request.codeChallenge,
        expiresAt: addSeconds(clock.now(), CODE_TTL_SECONDS),
        used: false,
      });
      return code;
    },
    async exchange(body) {
      const request = tokenRequestSchema.parse(body);
      if (request.grant_type === 'authorization_code') return exchangeCode(request);
      if (request.grant_type === 'refresh_token') return refresh(request);
      throw new OAuthError(
        'unsupported_grant_type',
        'grant_type must be authorization_code or refresh_token.',
      );
    },
    clear() {
      codes.clear();
      refreshTokens.clear();
    },
  };
}
