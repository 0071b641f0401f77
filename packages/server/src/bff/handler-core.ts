import { createAccountAccess } from '../accounts/account-access.ts';
import { createConnectedSignals } from '../accounts/connected-signals.ts';
import { createSignedState } from '../accounts/signed-state.ts';
import { BffError } from '../common/bff-error.ts';
import { formatIssues } from '../common/format-issues.ts';
import { createLogger, keepsLevel } from '../common/logger.ts';
import { mergedHeaders } from '../common/merged-headers.ts';
import { requestIdFrom } from '../common/request-id.ts';
import { type SessionUser, sessionSubject, sessionUserSchema } from '../common/session-user.ts';
import { createAccountEvents } from '../events/account-events.ts';
import { createConnectLinkPages } from '../mcp/connect-link/connect-link-pages.ts';
import { createPersonalTokens } from '../mcp/tokens/personal-tokens.ts';
import { createMemoryActivityStore } from '../stores/memory-activity-store.ts';
import { createMemoryRateLimitStore } from '../stores/rate-limit-store.ts';
import { guardUsedStateStore } from '../stores/store-unavailable.ts';
import { createMemoryUsedStateStore } from '../stores/used-state-store.ts';
import { createActivityRecorder } from '../tools/activity-recorder.ts';
import { createAllowedTools } from '../tools/allowed-tools.ts';
import { createSecretRegistry } from '../upstream/secret-registry.ts';
import { createClientFromSettings } from '../upstream/upstream-client.ts';
import { type BffAnswer, clientClosedAnswer } from './bff-answer.ts';
import type { BffRequest } from './bff-request.ts';
import { assertSameSite, STATE_CHANGING_METHODS } from './cross-site-guard.ts';
import { errorAnswer, errorBodyAnswer, reportedError } from './error-answer.ts';
import {
  type AdapterDefaults,
  type ClientIp,
  type PlugboardHandlerOptions,
  parseHandlerOptions,
  type ResolveUser,
} from './handler-options.ts';
import { matchRoute } from './match-route.ts';
import { createRateLimiter } from './rate-limiter.ts';
import type { Route, RouteContext, RouteServices } from './routes/route.ts';
import { ROUTES } from './routes/routes.ts';
import type { SharedCore } from './shared-core.ts';

// Hot path (docs/internals/server.md §"Hot path"): every BFF request runs this module, so it builds no
// object with a spread followed by more entries and no object literal with a getter: on Node 20's
// V8 both outlive young-generation GCs and lengthen every pause. bench/bff-overhead.bench.ts
// guards it.

/**
 * Answers one request at `url` under `basePath`. The fetch handler passes its configured base
 * path; the Express adapter passes the path it was mounted at. `clientGone` gives the signal that
 * fires when the browser goes away; it is asked for only when needed.
 */
export type HandleAt<C> = (
  request: BffRequest,
  url: URL,
  context: C,
  basePath: string,
  clientGone: () => AbortSignal,
  adapterClientIp?: ClientIp<C>,
) => Promise<BffAnswer>;

/** The BFF, built once per instance; every adapter answers through the same one. */
export interface HandlerCore<C> {
  basePath: string;
  handleAt: HandleAt<C>;
  shared: SharedCore;
  /** Ends this replica's event streams, for a clean shutdown. */
  close(): void;
}

/**
 * Builds the BFF once: checks the options, then wires the upstream client, the state signer, the
 * tool allow-list, the rate limiter and the routes. Each request goes per-IP limit -> routing ->
 * cross-site guard -> session -> per-user limit -> route, and every failure on the way ends in
 * the one error mapper. Every answer carries the request's id in `X-Request-Id`.
 */
export function createHandlerCore<C>(
  options: PlugboardHandlerOptions<C>,
  defaults: AdapterDefaults = {},
): HandlerCore<C> {
  const settings = parseHandlerOptions(options, defaults);
  const secrets = createSecretRegistry(settings.clientSecret);
  const logger = createLogger(settings.logger, secrets.redact);
  const upstream = createClientFromSettings(settings, secrets, logger, settings.transport);
  const activityStore = settings.activityStore ?? createMemoryActivityStore({ now: settings.now });
  const accountEvents = createAccountEvents(settings, logger);
  const services: RouteServices = {
    upstream,
    accounts: createAccountAccess(upstream, settings),
    activity: createActivityRecorder(activityStore, logger),
    activityStore,
    states: createSignedState({
      clientSecret: settings.clientSecret,
      ttlSeconds: settings.stateTtlSeconds,
      now: settings.now,
      usedStates: settings.usedStateStore
        ? guardUsedStateStore(settings.usedStateStore)
        : createMemoryUsedStateStore(settings.now),
    }),
    tools: createAllowedTools(settings.allowedTools, settings.connectors),
    connected: createConnectedSignals(),
    mcpTokens: settings.mcp && {
      endpoint: settings.mcp.endpoint,
      tokens: createPersonalTokens(settings.mcp.tokenStore, settings.now, (error) =>
        logger({
          level: 'warn',
          event: 'mcp.token_touch_failed',
          message: `The MCP token store failed to record a token's last use: ${error instanceof Error ? error.message : String(error)}`,
          errorName: error instanceof Error ? error.name : typeof error,
        }),
      ),
    },
    events: accountEvents.hub,
    webhooks: accountEvents.receive,
    connectLinkPages: createConnectLinkPages(settings.signInUrl, settings.connectLinkPages),
    settings,
  };
  const limiter = createRateLimiter({
    limits: settings.rateLimits,
    store: settings.rateLimitStore ?? createMemoryRateLimitStore(settings.now),
    logger,
  });

  async function dispatch(
    request: BffRequest,
    url: URL,
    context: C,
    basePath: string,
    requestId: string,
    clientGone: () => AbortSignal,
    adapterClientIp: ClientIp<C> | undefined,
  ): Promise<BffAnswer> {
    if (limiter.ip !== undefined) {
      const ip = (settings.clientIp ?? adapterClientIp)?.(context);
      if (typeof ip === 'string' && ip !== '') await limiter.ip(ip, requestId);
    }
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
    const route = match.route;
    if (route.presentError === undefined) {
      return serve(route, request, url, match.params, context, requestId, clientGone);
    }
    try {
      return await serve(route, request, url, match.params, context, requestId, clientGone);
    } catch (error) {
      if (clientGone().aborted) throw error;
      const failure = reportedError(error, { onError: settings.onError, logger, requestId });
      return route.presentError(failure, { request, services }) ?? errorBodyAnswer(failure);
    }
  }

  /** What follows routing: the cross-site guard, the session, the per-user limit, the route. */
  async function serve(
    route: Route,
    request: BffRequest,
    url: URL,
    params: Record<string, string>,
    context: C,
    requestId: string,
    clientGone: () => AbortSignal,
  ): Promise<BffAnswer> {
    if (route.caller === 'upstream' && route.handleSignedOut !== undefined) {
      return route.handleSignedOut({ request, url, params, services, requestId });
    }
    if (STATE_CHANGING_METHODS.has(request.method)) {
      assertSameSite(request, settings.allowedOrigins);
    }
    const user = await resolveSessionUser(settings.resolveUser, context);
    if (!user) {
      if (route.handleSignedOut !== undefined) {
        return route.handleSignedOut({ request, url, params, services, requestId });
      }
      throw new BffError('UNAUTHENTICATED', 'Sign in first: this request has no session.');
    }
    if (limiter.user !== undefined) await limiter.user(sessionSubject(user), requestId);
    return route.handle(new RouteCall(request, url, params, user, services, requestId, clientGone));
  }

  return {
    basePath: settings.basePath,
    close: () => accountEvents.hub.close(),
    shared: {
      services,
      limiter,
      logger,
      basePath: settings.basePath,
      report: (error, requestId) =>
        reportedError(error, { onError: settings.onError, logger, requestId }),
    },
    async handleAt(request, url, context, basePath, clientGone, adapterClientIp) {
      const requestId = requestIdFrom(request.headers);
      const started = performance.now();
      let answer: BffAnswer;
      try {
        answer = await dispatch(
          request,
          url,
          context,
          basePath,
          requestId,
          clientGone,
          adapterClientIp,
        );
      } catch (error) {
        // A browser that went away stopped the work for it: nobody is left to answer or to warn.
        answer = clientGone().aborted
          ? clientClosedAnswer()
          : errorAnswer(error, { onError: settings.onError, logger, requestId });
      }
      if (keepsLevel(logger, 'info')) {
        logger({
          level: 'info',
          event: 'bff.request',
          message: `${request.method} ${url.pathname} ${answer.status}`,
          requestId,
          method: request.method,
          path: url.pathname,
          status: answer.status,
          durationMs: Math.round(performance.now() - started),
        });
      }
      return {
        status: answer.status,
        headers: mergedHeaders(answer.headers, { 'x-request-id': requestId }),
        body: answer.body,
      };
    },
  };
}

/** The {@link RouteContext} of one request: a class, its `signal` getter on the prototype. */
class RouteCall implements RouteContext {
  constructor(
    readonly request: BffRequest,
    readonly url: URL,
    readonly params: Readonly<Record<string, string>>,
    readonly user: SessionUser,
    readonly services: RouteServices,
    readonly requestId: string,
    private readonly clientGone: () => AbortSignal,
  ) {}

  /** Made on first use: most routes never ask for it, and a signal per request is not free. */
  get signal(): AbortSignal {
    return this.clientGone();
  }
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
