import { type CatalogTool, getTool } from '@plugboard/schema';
import type { SharedCore } from '../bff/shared-core.ts';
import type { BffError } from '../common/bff-error.ts';
import { sessionSubject } from '../common/session-user.ts';
import { appViewResources } from './apps/app-views.ts';
import { bearerToken } from './caller/bearer-token.ts';
import {
  authenticateChallenge,
  defaultScopesSupported,
  metadataUrlOf,
  protectedResourceMetadata,
} from './caller/protected-resource-metadata.ts';
import { type McpCaller, resolveCaller } from './caller/resolve-caller.ts';
import { metaTools } from './discovery/meta-tools.ts';
import { createToolIndex } from './discovery/tool-index.ts';
import { publicJson, refusal } from './mcp-answers.ts';
import type { McpEndpointContext } from './mcp-endpoint-context.ts';
import {
  type McpSettings,
  type PlugboardMcpOptions,
  parseMcpOptions,
} from './mcp-endpoint-options.ts';
import { type CallerTools, callerTools } from './scope/caller-tools.ts';
import { narrowByConnectors } from './scope/connectors-query.ts';
import { createMcpSession, type McpSession } from './sessions/mcp-session.ts';
import { createStatelessEndpoint } from './stateless/stateless-endpoint.ts';
import { mcpToolList } from './tools/mcp-tool-list.ts';

/** The MCP endpoint over the Fetch API; the Express and Node adapters wrap it. */
export interface PlugboardMcpHandler {
  /**
   * Answers a request to the endpoint's path (POST, GET and DELETE of Streamable HTTP) or to its
   * protected resource metadata; anything else is 404. Never throws.
   */
  handle(request: Request): Promise<Response>;
  /** The paths it answers: the endpoint's and its metadata's. */
  readonly paths: { endpoint: string; metadata: string };
  /** Ends every session (their streams and pending watches), for a clean shutdown. */
  close(): Promise<void>;
}

/** The endpoint's tool set: the handler's allow-list, or the host's subset of it. */
function toolSetOf(core: SharedCore, settings: McpSettings): Map<string, CatalogTool> {
  const allowed = core.services.tools.infos().map((info) => info.name);
  const chosen = settings.tools ?? allowed;
  const refused = chosen.filter((name) => core.services.tools.get(name) === undefined);
  if (refused.length > 0) {
    throw new TypeError(
      `Invalid Plugboard MCP options:\n  - tools: ${refused.join(', ')} ${refused.length === 1 ? 'is' : 'are'} not allowed by the instance (its tools.allowed and tools.connectors)`,
    );
  }
  return new Map(chosen.map((name) => [name, getTool(name) as CatalogTool]));
}

/**
 * Builds the endpoint once: checks the options, takes the BFF handler's core, builds the tool
 * list. Each request goes path -> Host and Origin (DNS rebinding) -> body size -> bearer token ->
 * per-user rate limit -> its protocol revision: a 2026-07-28 request (per-request `_meta`) to
 * the stateless leg (src/mcp/stateless/), anything else to the session the token's user owns ->
 * the SDK's transport.
 *
 * 2026-07-28 needs nothing between requests. 2025-11-25 sessions live in this process (a map,
 * evicted when idle or past `maxSessions`): put replicas behind affinity on the `Mcp-Session-Id`
 * header. A request for a session this process does not know, or that another user owns, is
 * answered 404, and the client starts a new session.
 */
export function buildMcpEndpoint(
  core: SharedCore,
  options: PlugboardMcpOptions,
): PlugboardMcpHandler {
  const settings = parseMcpOptions(options);
  const tools = toolSetOf(core, settings);
  const endpointUrl = new URL(settings.endpoint);
  const metadataUrl = metadataUrlOf(settings.endpoint);
  const context: McpEndpointContext = {
    core,
    settings,
    tools,
    toolList: mcpToolList([...tools.values()], settings.appViews),
    discoveryList: metaTools([...new Set([...tools.values()].map((tool) => tool.connector))]),
    toolIndex: createToolIndex(tools.values()),
    views: appViewResources(settings.appViews),
    connectBaseUrl: settings.connectBaseUrl ?? `${endpointUrl.origin}${core.basePath}`,
    connectTtlMs: core.services.settings.stateTtlSeconds * 1_000,
  };
  const scopesSupported = settings.scopesSupported ?? defaultScopesSupported(tools.values());
  const metadata = protectedResourceMetadata(
    settings.endpoint,
    settings.authorizationServers,
    scopesSupported,
    settings.serverName,
  );
  const challenge = authenticateChallenge(
    metadataUrl,
    settings.authorizationServers,
    scopesSupported,
  );
  const sessions = new Map<string, McpSession>();
  const stateless = createStatelessEndpoint(context);
  const { logger } = core;

  function evict(now: number) {
    for (const [id, session] of sessions) {
      if (
        now - session.lastSeen > settings.sessionIdleMs ||
        sessions.size >= settings.maxSessions
      ) {
        sessions.delete(id);
        session.close().catch(() => {});
      }
    }
  }
  const sweeper = setInterval(() => evict(Date.now()), Math.min(settings.sessionIdleMs, 60_000));
  (sweeper as { unref?: () => void }).unref?.();

  async function authenticate(request: Request): Promise<McpCaller | Response> {
    const token = bearerToken(request.headers.get('authorization'));
    if (token === undefined) {
      return refusal(
        401,
        'UNAUTHENTICATED',
        'Send a bearer token: Authorization: Bearer <token>.',
        {
          'www-authenticate': challenge(),
        },
      );
    }
    const user = await resolveCaller(
      token,
      core.services.mcpTokens?.tokens,
      settings.verifyAccessToken,
    );
    if (user !== null) return user;
    return refusal(
      401,
      'UNAUTHENTICATED',
      'The bearer token is not valid: it is unknown, expired or revoked. Create a new one.',
      { 'www-authenticate': challenge('invalid_token') },
    );
  }

  /** What the caller sees: its token's scope, narrowed by the URL's `?connectors=`. */
  function viewOf(caller: McpCaller, connectors: string | null): CallerTools | Response {
    const narrowed = narrowByConnectors(caller.toolScope, tools, connectors);
    if (!narrowed.ok) {
      return refusal(400, 'VALIDATION_FAILED', narrowed.message, {}, { allowed: narrowed.allowed });
    }
    return callerTools(narrowed.scope, context);
  }

  async function serve(request: Request, requestId: string): Promise<Response> {
    const host = request.headers.get('host') ?? new URL(request.url).host;
    if (!settings.allowedHosts.includes(host)) {
      return refusal(
        403,
        'FORBIDDEN',
        `Host ${JSON.stringify(host)} is not this MCP endpoint's; list it in allowedHosts if it is yours.`,
      );
    }
    const origin = request.headers.get('origin');
    if (origin !== null && !settings.allowedOrigins.includes(origin)) {
      return refusal(
        403,
        'CROSS_SITE_REQUEST',
        `Requests from origin ${JSON.stringify(origin)} are not allowed; list the origin in allowedOrigins if it is yours.`,
      );
    }
    if (Number(request.headers.get('content-length')) > settings.maxBodyBytes) {
      return refusal(
        413,
        'PAYLOAD_TOO_LARGE',
        `The request body is larger than ${settings.maxBodyBytes} bytes.`,
      );
    }
    const caller = await authenticate(request);
    if (caller instanceof Response) return caller;
    const subject = sessionSubject(caller.user);
    if (core.limiter.user !== undefined) await core.limiter.user(subject, requestId);
    const view = viewOf(caller, new URL(request.url).searchParams.get('connectors'));
    if (view instanceof Response) return view;
    if (await stateless.claims(request)) return stateless.handle(request, caller.user, view);
    const sessionId = request.headers.get('mcp-session-id');
    if (sessionId !== null) {
      const session = sessions.get(sessionId);
      // Another user's session answers like a missing one: ids reveal nothing.
      if (session === undefined || session.subject !== subject) {
        return refusal(
          404,
          'NOT_FOUND',
          'This MCP session does not exist (or expired); start a new one.',
        );
      }
      session.lastSeen = Date.now();
      await session.rescope(view);
      return session.transport.handleRequest(request);
    }
    if (request.method !== 'POST') {
      return refusal(
        400,
        'BAD_REQUEST',
        'Start a session first: POST initialize without an Mcp-Session-Id header.',
      );
    }
    evict(Date.now());
    const session = await createMcpSession(
      context,
      caller.user,
      view,
      (id, ready) => sessions.set(id, ready),
      (id) => sessions.delete(id),
    );
    const response = await session.transport.handleRequest(request);
    // Only an initialize opens a session; the transport refused anything else.
    if (session.transport.sessionId === undefined) await session.close();
    return response;
  }

  return {
    paths: { endpoint: endpointUrl.pathname, metadata: metadataUrl.pathname },
    async handle(request) {
      const url = new URL(request.url);
      if (url.pathname === metadataUrl.pathname) {
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          return refusal(405, 'METHOD_NOT_ALLOWED', `${url.pathname} answers GET.`, {
            allow: 'GET',
          });
        }
        return publicJson(metadata);
      }
      if (url.pathname !== endpointUrl.pathname) {
        return refusal(404, 'NOT_FOUND', `There is no MCP endpoint at ${url.pathname}.`);
      }
      const requestId = `mcp-${crypto.randomUUID()}`;
      const started = performance.now();
      let response: Response;
      try {
        response = await serve(request, requestId);
      } catch (error) {
        const bffError = core.report(error, requestId);
        response = refusalOf(bffError);
      }
      logger({
        level: 'info',
        event: 'mcp.request',
        message: `${request.method} ${url.pathname} ${response.status}`,
        requestId,
        method: request.method,
        path: url.pathname,
        status: response.status,
        durationMs: Math.round(performance.now() - started),
      });
      return response;
    },
    async close() {
      clearInterval(sweeper);
      await stateless.close();
      const open = [...sessions.values()];
      sessions.clear();
      await Promise.all(open.map((session) => session.close()));
    },
  };
}

/** A BFF error (a rate limit, a failing host verifier) as the endpoint answers it. */
function refusalOf(error: BffError): Response {
  return Response.json(
    {
      jsonrpc: '2.0',
      error: {
        code: -32000,
        message: error.message,
        data: { code: error.code, status: error.status },
      },
      id: null,
    },
    {
      status: error.status,
      headers: {
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        ...error.headers,
      },
    },
  );
}
