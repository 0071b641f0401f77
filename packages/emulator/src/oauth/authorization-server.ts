import type { JSONWebKeySet } from 'jose';
import { z } from 'zod';
import { addSeconds, type Clock } from '../clock.ts';
import { ApiError } from '../errors.ts';
import { randomToken } from '../random-token.ts';
import type { StoreWrites } from '../store/memory-store.ts';
import {
  type AuthorizationRequest,
  addableScopes,
  checkAuthorizationRequest,
  errorRedirect,
  optionalScopes,
  STANDARD_SCOPES,
} from './authorization-request.ts';
import { createGrantService, type GrantService } from './grants.ts';
import {
  audiencesOf,
  createMcpServerRegistry,
  type McpServer,
  type McpServerRegistration,
  type McpServerRegistry,
} from './mcp-servers.ts';
import { createOAuthClientRegistry, type OAuthClientRegistry } from './oauth-clients.ts';
import { OAuthError } from './oauth-error.ts';
import {
  createSignInDirectory,
  type SignInChoice,
  type SignInDirectory,
} from './sign-in-directory.ts';
import { createSigningKeyRing, type SigningKeyRing } from './signing-keys.ts';

/** The custom-auth docs give a login request about ten minutes. */
export const SIGN_IN_TTL_SECONDS = 600;

/**
 * The user's answer on the sign-in page: who signs in (id or email, and which organization), or
 * Cancel. `scopes` are the MCP server's scopes the user ticked: requested ones left ticked and
 * registered ones added; without it, every requested one. The standard scopes (`offline_access` …)
 * are granted as requested.
 */
export const signInAnswerSchema = z.union([
  z.literal('deny'),
  z.strictObject({
    user: z.string().min(1),
    organization_id: z.string().min(1).optional(),
    scopes: z.array(z.string()).optional(),
  }),
]);
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;

export interface PendingSignIn {
  request: AuthorizationRequest;
  expiresAt: Date;
}

export type SignInLookup =
  | { kind: 'open'; pending: PendingSignIn; choices: SignInChoice[] }
  | { kind: 'unknown' | 'expired' };

/** A registered MCP server as the control API answers it, with what its own server publishes. */
export interface RegisteredMcpServer {
  resource_id: string;
  server_url: string | null;
  scopes: string[];
  access_token_ttl_seconds: number;
  /** The authorization server URL for the resource metadata's `authorization_servers`. */
  authorization_server: string;
  /** The `aud` its access tokens carry. */
  audiences: string[];
}

/**
 * The authorization server of the environment's MCP servers (docs/internals/upstream-api.md §"MCP authorization"):
 * metadata, client registration, the code flow with a sign-in page for the
 * environment's users, tokens and keys.
 */
export interface AuthorizationServer {
  readonly issuer: string;
  readonly servers: McpServerRegistry;
  readonly clients: OAuthClientRegistry;
  readonly grants: GrantService;
  readonly directory: SignInDirectory;
  /** RFC 8414 metadata; for a resource, with its registration endpoint and scopes. */
  metadata(server?: McpServer): Record<string, unknown>;
  jwks(): Promise<JSONWebKeySet>;
  /** Checks an authorization request; a valid one waits at the sign-in page this answers. */
  authorize(query: unknown): Promise<{ kind: 'sign-in' | 'refused'; location: string }>;
  lookupSignIn(id: string): Promise<SignInLookup>;
  /** The user's answer: the client's callback with a code, or with `access_denied`. */
  answerSignIn(
    id: string,
    answer: SignInAnswer,
  ): Promise<{ kind: 'redirect'; location: string } | { kind: 'unknown' | 'expired' }>;
  describe(server: McpServer): RegisteredMcpServer;
  /** Forgets pending sign-ins, codes and refresh tokens; MCP servers, clients and keys stay. */
  reset(): void;
  /** The test driver's side: see `EmulatorControl.oauth`. */
  readonly control: OAuthServerControl;
}

/**
 * Drives the authorization server from a test, as `control.consent` drives the consent page.
 *
 * @example
 * const server = await emulator.control.oauth.registerMcpServer({ server_url: 'http://127.0.0.1:3000/mcp' });
 * const callback = await emulator.control.oauth.signIn(authorizationUrl, { user: 'ada@acme.test' });
 */
export interface OAuthServerControl {
  /** Registers an MCP server whose tokens the authorization server may issue (its `resource`). */
  registerMcpServer(input: McpServerRegistration): Promise<RegisteredMcpServer>;
  listMcpServers(): RegisteredMcpServer[];
  /**
   * Answers the sign-in page as the user's click would: `link` is the authorization URL a client
   * opened (`/oauth/authorize?…`) or the sign-in page it led to. Answers the client's callback URL
   * (with `code` and `state`, or `error`).
   */
  signIn(link: string, answer: SignInAnswer): Promise<URL>;
  /** A new signing key; the previous one stays in the JWKS so tokens it signed still verify. */
  rotateSigningKey(): Promise<{ kid: string }>;
}

const SIGN_IN_PROBLEMS = {
  unknown: () => new ApiError('NOT_FOUND', 'No sign-in request has this id.', 'SIGN_IN_NOT_FOUND'),
  expired: () =>
    new ApiError(
      'INVALID_ARGUMENT',
      'The sign-in request has expired: start the authorization again.',
      'SIGN_IN_EXPIRED',
    ),
};

export function createAuthorizationServer(deps: {
  store: StoreWrites;
  clock: Clock;
  baseUrl: string;
  keys?: SigningKeyRing;
}): AuthorizationServer {
  const { store, clock, baseUrl } = deps;
  // docs/internals/upstream-api.md §"MCP authorization": tokens name the environment as their issuer.
  const issuer = baseUrl;
  const keys = deps.keys ?? createSigningKeyRing();
  const servers = createMcpServerRegistry();
  const clients = createOAuthClientRegistry({ clock });
  const directory = createSignInDirectory(store);
  const grants = createGrantService({ clock, keys, clients, servers, issuer });
  const pending = new Map<string, PendingSignIn>();

  const lookupSignIn = async (id: string): Promise<SignInLookup> => {
    const found = pending.get(id);
    if (found === undefined) return { kind: 'unknown' };
    if (found.expiresAt <= clock.now()) return { kind: 'expired' };
    return { kind: 'open', pending: found, choices: await directory.choices() };
  };

  const server: AuthorizationServer = {
    issuer,
    servers,
    clients,
    grants,
    directory,
    metadata(resource) {
      return {
        issuer,
        authorization_endpoint: `${baseUrl}/oauth/authorize`,
        token_endpoint: `${baseUrl}/oauth/token`,
        jwks_uri: `${baseUrl}/keys`,
        ...(resource !== undefined && {
          registration_endpoint: `${baseUrl}/resources/${resource.resourceId}/client_register`,
        }),
        scopes_supported: [...(resource?.scopes ?? []), ...STANDARD_SCOPES],
        response_types_supported: ['code'],
        response_modes_supported: ['query'],
        grant_types_supported: ['authorization_code', 'refresh_token'],
        token_endpoint_auth_methods_supported: ['none'],
        code_challenge_methods_supported: ['S256'],
        client_id_metadata_document_supported: true,
      };
    },
    jwks: () => keys.jwks(),
    async authorize(query) {
      const check = await checkAuthorizationRequest(query, { clients, servers });
      if (check.kind === 'refused') return check;
      const id = randomToken(24);
      pending.set(id, {
        request: check.request,
        expiresAt: addSeconds(clock.now(), SIGN_IN_TTL_SECONDS),
      });
      return { kind: 'sign-in', location: `${baseUrl}/oauth/sign-in/${id}` };
    },
    lookupSignIn,
    async answerSignIn(id, answer) {
      const found = await lookupSignIn(id);
      if (found.kind !== 'open') return found;
      const { request } = found.pending;
      if (answer === 'deny') {
        pending.delete(id);
        return {
          kind: 'redirect',
          location: errorRedirect(
            request.redirectUri,
            request.state,
            'access_denied',
            'The user cancelled the sign-in.',
          ),
        };
      }
      const choices = await directory.choicesOf(answer.user);
      if (choices.length === 0) {
        throw new ApiError(
          'NOT_FOUND',
          `No user of this environment has id or email "${answer.user}".`,
          'USER_NOT_FOUND',
        );
      }
      const choice =
        answer.organization_id === undefined
          ? choices.length === 1
            ? choices[0]
            : undefined
          : choices.find((option) => option.organizationId === answer.organization_id);
      if (choice === undefined) {
        const organizations = choices.map((option) => option.organizationId).join(', ');
        throw new ApiError(
          'INVALID_ARGUMENT',
          answer.organization_id === undefined
            ? `The user belongs to several organizations: pass organization_id, one of ${organizations}.`
            : `The user is no active member of "${answer.organization_id}": use one of ${organizations}.`,
          'ORGANIZATION_NOT_CHOSEN',
        );
      }
      const scopes = grantedScopes(request, answer.scopes);
      pending.delete(id);
      const callback = new URL(request.redirectUri);
      callback.searchParams.set('code', grants.issueCode({ ...request, scopes }, choice));
      if (request.state !== undefined) callback.searchParams.set('state', request.state);
      return { kind: 'redirect', location: callback.href };
    },
    describe(registered) {
      return {
        resource_id: registered.resourceId,
        server_url: registered.serverUrl ?? null,
        scopes: registered.scopes,
        access_token_ttl_seconds: registered.accessTokenTtlSeconds,
        authorization_server: `${baseUrl}/resources/${registered.resourceId}`,
        audiences: audiencesOf(registered),
      };
    },
    reset() {
      pending.clear();
      grants.clear();
    },
    control: {
      async registerMcpServer(input) {
        return server.describe(servers.register(input));
      },
      listMcpServers: () => servers.list().map((registered) => server.describe(registered)),
      async signIn(link, answer) {
        const id = await signInIdOf(link);
        if (typeof id !== 'string') return id.refused;
        const outcome = await server.answerSignIn(id, answer);
        if (outcome.kind !== 'redirect') throw SIGN_IN_PROBLEMS[outcome.kind]();
        return new URL(outcome.location);
      },
      async rotateSigningKey() {
        return { kid: await keys.rotate() };
      },
    },
  };

  /**
   * What the user grants (RFC 6749 §3.3: the server may grant other scopes than requested): the
   * requested server scopes left ticked, the server's other registered scopes the user ticked, and
   * the requested standard scopes, which stay. Anything else (a forged form) is refused.
   */
  function grantedScopes(request: AuthorizationRequest, ticked: string[] | undefined): string[] {
    if (ticked === undefined) return request.scopes;
    const offered = [...optionalScopes(request), ...addableScopes(request)];
    const unknown = ticked.find((scope) => !offered.includes(scope));
    if (unknown !== undefined) {
      throw new ApiError(
        'INVALID_ARGUMENT',
        `"${unknown}" is not a scope this MCP server registered: tick only ${offered.join(', ') || 'none'}.`,
        'SCOPE_NOT_OFFERED',
      );
    }
    const optional = new Set(optionalScopes(request));
    return [
      ...request.scopes.filter((scope) => !optional.has(scope) || ticked.includes(scope)),
      ...addableScopes(request).filter((scope) => ticked.includes(scope)),
    ];
  }

  /**
   * The sign-in request `link` names, starting the authorization first when it is one; a refused
   * authorization answers the client's callback with the error instead.
   */
  async function signInIdOf(link: string): Promise<string | { refused: URL }> {
    const url = URL.canParse(link) ? new URL(link) : undefined;
    const signIn = url?.pathname.match(/^\/oauth\/sign-in\/([^/]+)$/);
    if (signIn?.[1] !== undefined) return signIn[1];
    if (url?.pathname !== '/oauth/authorize') {
      throw new ApiError(
        'INVALID_ARGUMENT',
        `"${link}" is neither an authorization URL (/oauth/authorize?…) nor a sign-in page (/oauth/sign-in/…).`,
      );
    }
    let outcome: Awaited<ReturnType<AuthorizationServer['authorize']>>;
    try {
      outcome = await server.authorize(Object.fromEntries(url.searchParams));
    } catch (error) {
      if (error instanceof OAuthError) {
        throw new ApiError('INVALID_ARGUMENT', error.message, error.error.toUpperCase());
      }
      throw error;
    }
    if (outcome.kind === 'refused') return { refused: new URL(outcome.location) };
    return outcome.location.slice(outcome.location.lastIndexOf('/') + 1);
  }

  return server;
}
