import type { RouteServices } from '../routes/route.ts';
import { ROUTES } from '../routes/routes.ts';
import { formatIssues } from '../shared/format-issues.ts';
import { createSignedState } from '../state/signed-state.ts';
import { createMemoryUsedStateStore } from '../state/used-state-store.ts';
import { createUpstreamClient } from '../upstream/upstream-client.ts';
import { BffError } from './bff-error.ts';
import { assertSameSite, STATE_CHANGING_METHODS } from './cross-site-guard.ts';
import { errorResponse } from './error-response.ts';
import {
  type PlugboardHandlerOptions,
  parseHandlerOptions,
  type ResolveUser,
} from './handler-options.ts';
import { matchRoute } from './match-route.ts';
import { type SessionUser, sessionUserSchema } from './session-user.ts';

/**
 * Answers one request under `basePath`. The fetch handler passes its configured base path; the
 * Express adapter passes the path it was mounted at.
 */
export type HandleAt<C> = (request: Request, context: C, basePath: string) => Promise<Response>;

/**
 * Builds the BFF once: checks the options, then wires the upstream client, the state signer and
 * the routes. Each request goes routing -> cross-site guard -> session -> route, and every
 * failure on the way ends in the one error mapper.
 */
export function createHandlerCore<C>(options: PlugboardHandlerOptions<C>): {
  basePath: string;
  handleAt: HandleAt<C>;
} {
  const settings = parseHandlerOptions(options);
  const services: RouteServices = {
    upstream: createUpstreamClient(settings),
    states: createSignedState({
      clientSecret: settings.clientSecret,
      ttlSeconds: settings.stateTtlSeconds,
      now: settings.now,
      usedStates: settings.usedStateStore ?? createMemoryUsedStateStore(settings.now),
    }),
    settings,
  };

  async function dispatch(request: Request, context: C, basePath: string): Promise<Response> {
    const url = new URL(request.url);
    const path = pathUnder(url.pathname, basePath);
    const match =
      path === undefined ? { kind: 'none' as const } : matchRoute(ROUTES, request.method, path);
    if (match.kind === 'none') {
      throw new BffError(
        'NOT_FOUND',
        `There is no Plugboard route ${request.method} ${url.pathname}.`,
      );
    }
    if (match.kind === 'wrong-method') {
      throw new BffError(
        'METHOD_NOT_ALLOWED',
        `${url.pathname} answers ${match.allowed.join(', ')}, not ${request.method}.`,
        { allow: match.allowed.join(', ') },
      );
    }
    if (STATE_CHANGING_METHODS.has(request.method)) {
      assertSameSite(request, settings.allowedOrigins);
    }
    const user = await resolveSessionUser(settings.resolveUser, context);
    if (!user) throw new BffError('UNAUTHENTICATED', 'Sign in first: this request has no session.');
    return match.route.handle({ request, url, params: match.params, user, services });
  }

  return {
    basePath: settings.basePath,
    async handleAt(request, context, basePath) {
      try {
        return await dispatch(request, context, basePath);
      } catch (error) {
        return errorResponse(error, settings.onError);
      }
    },
  };
}

/** The path after `basePath` ('/' for the base itself), or `undefined` when outside it. */
function pathUnder(pathname: string, basePath: string): string | undefined {
  if (pathname === basePath) return '/';
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : undefined;
}

/** `resolveUser` is host code: its answer crosses the schema like any other input. */
async function resolveSessionUser<C>(
  resolveUser: ResolveUser<C>,
  context: C,
): Promise<SessionUser | null> {
  const answer = await resolveUser(context);
  if (answer === null) return null;
  const parsed = sessionUserSchema.safeParse(answer);
  if (parsed.success) return parsed.data;
  throw new TypeError(
    `resolveUser must answer { identifier, organizationId?, userId? } or null: ${formatIssues(parsed.error.issues).join('; ')}`,
  );
}
