import { z } from 'zod';
import type { McpServer, McpServerRegistry } from './mcp-servers.ts';
import type { OAuthClient, OAuthClientRegistry } from './oauth-clients.ts';
import { OAuthError, type OAuthErrorCode } from './oauth-error.ts';

/** Scopes any client may ask for beyond the server's own: `offline_access` earns a refresh token. */
export const STANDARD_SCOPES = ['offline_access', 'openid', 'profile', 'email'];

/** An authorization request (RFC 6749 §4.1.1) that passed every check, waiting for the user. */
export interface AuthorizationRequest {
  client: OAuthClient;
  redirectUri: string;
  state: string | undefined;
  codeChallenge: string;
  server: McpServer;
  scopes: string[];
}

/**
 * The requested scopes the user may untick on the sign-in page: the MCP server's own. The standard
 * ones stay as the client asked (`offline_access` decides whether the user signs in again hourly).
 */
export function optionalScopes(request: AuthorizationRequest): string[] {
  return request.scopes.filter((scope) => !STANDARD_SCOPES.includes(scope));
}

/**
 * The MCP server's registered scopes the client did not ask for, which the user may add on the
 * sign-in page (RFC 6749 §3.3 lets the server grant other scopes than requested): a client that
 * asks for the least still reaches what the user chooses to give it.
 */
export function addableScopes(request: AuthorizationRequest): string[] {
  return request.server.scopes.filter(
    (scope) => !STANDARD_SCOPES.includes(scope) && !request.scopes.includes(scope),
  );
}

export type AuthorizationCheck =
  | { kind: 'valid'; request: AuthorizationRequest }
  /** RFC 6749 §4.1.2.1: the client and redirect URI are trusted, so the error goes back to it. */
  | { kind: 'refused'; location: string };

const text = z.string().min(1).optional().catch(undefined);
const paramsSchema = z.object({
  client_id: text,
  redirect_uri: text,
  response_type: text,
  state: text,
  scope: text,
  code_challenge: text,
  code_challenge_method: text,
  resource: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .catch(undefined),
});

/** RFC 7636 §4.2: 43 characters of base64url, the SHA-256 of a verifier. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** The redirect of an error to the client's callback, with `state` when it sent one. */
export function errorRedirect(
  redirectUri: string,
  state: string | undefined,
  error: OAuthErrorCode,
  description: string,
): string {
  const url = new URL(redirectUri);
  url.searchParams.set('error', error);
  url.searchParams.set('error_description', description);
  if (state !== undefined) url.searchParams.set('state', state);
  return url.href;
}

/**
 * Checks `/oauth/authorize`'s query. An unknown client or a redirect URI it did not register
 * throws (the user sees the error, nothing is redirected, RFC 6749 §4.1.2.1); every other fault
 * is refused by a redirect to the client.
 */
export async function checkAuthorizationRequest(
  query: unknown,
  deps: { clients: OAuthClientRegistry; servers: McpServerRegistry },
): Promise<AuthorizationCheck> {
  const params = paramsSchema.parse(query ?? {});
  if (params.client_id === undefined) {
    throw new OAuthError('invalid_request', 'client_id is missing.');
  }
  const client = await deps.clients.resolve(params.client_id);
  if (client === undefined) {
    throw new OAuthError(
      'invalid_client',
      `No client has id "${params.client_id}": register it (RFC 7591) at the MCP server's registration endpoint, or use a client ID metadata document URL.`,
    );
  }
  const redirectUri = params.redirect_uri;
  if (redirectUri === undefined || !client.redirectUris.includes(redirectUri)) {
    throw new OAuthError(
      'invalid_request',
      `redirect_uri must be exactly one the client registered: ${client.redirectUris.join(', ')}.`,
    );
  }
  const refuse = (error: OAuthErrorCode, description: string): AuthorizationCheck => ({
    kind: 'refused',
    location: errorRedirect(redirectUri, params.state, error, description),
  });

  if (params.response_type !== 'code') {
    return refuse('unsupported_response_type', 'response_type must be "code".');
  }
  if (params.code_challenge_method !== 'S256') {
    return refuse('invalid_request', 'code_challenge_method must be "S256" (PKCE is required).');
  }
  if (params.code_challenge === undefined || !S256_CHALLENGE.test(params.code_challenge)) {
    return refuse(
      'invalid_request',
      'code_challenge must be the base64url SHA-256 of the code verifier (43 characters).',
    );
  }
  if (typeof params.resource !== 'string') {
    return refuse(
      'invalid_target',
      'resource must name the MCP server, once (RFC 8707): its URL or its resource id.',
    );
  }
  const server = deps.servers.byResource(params.resource);
  if (server === undefined) {
    return refuse(
      'invalid_target',
      `"${params.resource}" is not an MCP server of this environment.`,
    );
  }
  const allowed = new Set([...server.scopes, ...STANDARD_SCOPES]);
  const scopes = params.scope === undefined ? [...server.scopes] : params.scope.split(' ');
  const unknown = scopes.find((scope) => scope !== '' && !allowed.has(scope));
  if (unknown !== undefined) {
    return refuse(
      'invalid_scope',
      `"${unknown}" is not a scope of this MCP server: use ${[...allowed].join(', ')}.`,
    );
  }
  return {
    kind: 'valid',
    request: {
      client,
      redirectUri,
      state: params.state,
      codeChallenge: params.code_challenge,
      server,
      scopes: [...new Set(scopes.filter((scope) => scope !== ''))],
    },
  };
}
