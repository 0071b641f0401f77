import type { ConnectorId, ToolName } from '@plugboard/schema';
import type { CanManageOrganizationAccounts } from '../accounts/account-access.ts';
import type {
  ClientIp,
  DoclibRequestKind,
  PlugboardHandlerOptions,
  ResolveUser,
} from '../bff/handler-options.ts';
import type { Logger } from '../common/logger.ts';
import type { OnAccountEvent } from '../events/events-options.ts';
import type { PlugboardMcpOptions } from '../mcp/mcp-endpoint-options.ts';
import type { ActivityStore } from '../stores/activity-store.ts';
import type { McpTokenStore } from '../stores/mcp-token-store.ts';
import type { RateLimitStore } from '../stores/rate-limit-store.ts';
import type { UsedStateStore } from '../stores/used-state-store.ts';

type Flat<C> = PlugboardHandlerOptions<C>;

/**
 * The hosted service your server calls with its client secret. Each setting left out is read
 * from the environment variable named beside it.
 */
export interface UpstreamOptions {
  /** The environment's base URL, such as `https://your-env.example.com`. Env `PLUGBOARD_BASE_URL`. */
  baseUrl?: string;
  /** Your client id. Env `PLUGBOARD_CLIENT_ID`. */
  clientId?: string;
  /** Your client secret: it never leaves your server nor reaches a log line. Env `PLUGBOARD_CLIENT_SECRET`. */
  clientSecret?: string;
  /** The `fetch` every upstream call goes through. Default: the global `fetch` (Node's own pooled client under the Express and Node adapters). */
  fetch?: typeof fetch;
  /** Per upstream attempt, the token request included. Default 10,000 ms. */
  timeoutMs?: number;
  /** Retries of idempotent calls on 429, 502, 503, 504 and unreachable upstreams. Default: 2 retries, 100 ms base, 2 s cap. */
  retry?: Flat<unknown>['retry'];
}

/** Where the BFF lives in your app, and who may call it. */
export interface AppOptions {
  /** Your app's origin, such as `https://app.example.com`. Env `PLUGBOARD_APP_URL`. */
  url?: string;
  /** The path of your callback page (`<VerifyCallback />`) on `url`. Default `/connect/callback`. */
  callbackPath?: string;
  /** The path the Fetch handler answers under. Default `/api/plugboard` (Express: the mount path decides). */
  basePath?: string;
  /** Origins whose pages may call state-changing routes. Default: the origin of `url`. */
  allowedOrigins?: string[];
  /** Origins an authorization link may point at. Default: the origin of `upstream.baseUrl`. */
  linkOrigins?: string[];
  /** Your sign-in page (absolute, or a path on your origin), where an MCP connect link sends a signed-out visitor. Default: none. */
  signInUrl?: string;
}

/** What the browser, the model and MCP clients may run. */
export interface ToolsOptions {
  /** The connectors your app offers. Default: every connector. */
  connectors?: ConnectorId[];
  /** The tools the browser may run. Default: every tool of `connectors` that only reads. */
  allowed?: readonly ToolName[];
  /** The document library proxy requests allowed. Default: those that only read. */
  proxyRequests?: DoclibRequestKind[];
}

/** Who owns an account, and who may manage an organization's. */
export interface AccountsOptions {
  /** Per connector, `'user'` (default) or `'organization'` (one shared account per organization). */
  ownership?: Partial<Record<ConnectorId, 'user' | 'organization'>>;
  /** Who may connect and disconnect an organization's accounts. Default: nobody. */
  canManageOrganizationAccounts?: CanManageOrganizationAccounts;
  /**
   * How many accounts one owner may connect on one connector (POST /links with `add: true`
   * answers 409 ACCOUNT_LIMIT_REACHED past it). Default: 10.
   */
  maxPerConnector?: number;
  /**
   * Ask the user which account a tool call runs on when it names none and they have several on
   * its connector (a picker in the chat card, an elicitation over MCP), instead of running on the
   * default. Default: `false`.
   */
  chooseWhenSeveral?: boolean;
}

/** Webhooks from the upstream (POST {basePath}/webhooks) and live events to the browser (GET {basePath}/events). */
export interface EventsOptions {
  /**
   * Turns on POST {basePath}/webhooks when a secret is set. `secret`: the endpoint's signing
   * secret (`whsec_…`), env `PLUGBOARD_WEBHOOK_SECRET`; `toleranceSeconds` default 300;
   * `maxBodyBytes` default 65,536; `seenEvents` and `eventOrder` default to memory (Redis across replicas).
   */
  webhooks?: Partial<NonNullable<Flat<unknown>['webhooks']>>;
  /**
   * GET {basePath}/events: `bus` carries events between replicas (default: memory);
   * `heartbeatSeconds` default 25; `replayEvents` 100 per owner for `replaySeconds` 600.
   */
  live?: Flat<unknown>['accountEvents'];
  /** Told once of every event a webhook brought (an e-mail when an account expired). Default: none. */
  onEvent?: OnAccountEvent;
}

/**
 * Our own MCP endpoint (`createMcpEndpoint` of `@plugboard/server/mcp`) and its personal tokens.
 * Give this group to turn them on.
 */
export interface McpOptions extends Omit<PlugboardMcpOptions, 'handler' | 'endpoint'> {
  /** The endpoint's absolute URL (the RFC 9728 `resource`). Default: `app.url` + `/mcp`. */
  endpoint?: string;
  /** How the pages a browser sees at an MCP connect link read and look. Default: English, the kit's look. */
  connectLinkPages?: Flat<unknown>['connectLinkPages'];
}

/** Where state lives; each defaults to memory, right for one process (Redis stores in `@plugboard/server/redis`). */
export interface StoresOptions {
  /** Spent connect states, so a callback is accepted once. */
  usedState?: UsedStateStore;
  /** Rate limit counters. */
  rateLimit?: RateLimitStore;
  /** Each account's tool runs (GET /accounts/:id/activity). */
  activity?: ActivityStore;
  /** The MCP endpoint's personal tokens. */
  mcpTokens?: McpTokenStore;
}

/** Limits on what one request or client may cost. */
export interface LimitsOptions<C> {
  /** Per user and per IP. Default: 300 a minute per user, 1,200 a minute per IP. `false` turns one off. */
  rateLimits?: Flat<unknown>['rateLimits'];
  /** The client's IP for the per-IP limit. Default: `req.ip` (Express), the socket's address (Node), none (Fetch). */
  clientIp?: ClientIp<C>;
  /** Largest JSON body. Default 65,536 bytes. */
  maxBodyBytes?: number;
  /** Largest document library upload. Default 4 MiB. */
  maxProxyBodyBytes?: number;
  /** How long a connect link's signed state lives. Default 600 s. */
  stateTtlSeconds?: number;
  /** Under the Express and Node adapters, each request is answered (or its answer begun) within this. Default 60,000 ms. */
  answerTimeoutMs?: number;
}

/**
 * Options of {@link createPlugboard}, grouped by concern. Only `resolveUser` is required: the
 * upstream's and the app's settings come from the environment when left out, and everything
 * else has a default. `C` is what `resolveUser` receives: the `Request` under the Fetch handler,
 * Express's `req` under `toExpress`, Node's `IncomingMessage` under `toNodeHandler`.
 *
 * @example
 * ```ts
 * const options: PlugboardOptions = {
 *   resolveUser: async (request) => {
 *     const session = await getSession(request);
 *     return session ? { identifier: session.email } : null;
 *   },
 *   tools: { connectors: ['crm'], allowed: ['crm_list_people', 'crm_create_task'] },
 * };
 * ```
 */
export interface PlugboardOptions<C = Request> {
  /** Who is signed in, from your own session; `null` answers 401. */
  resolveUser: ResolveUser<C>;
  upstream?: UpstreamOptions;
  app?: AppOptions;
  tools?: ToolsOptions;
  accounts?: AccountsOptions;
  events?: EventsOptions;
  mcp?: McpOptions;
  stores?: StoresOptions;
  limits?: LimitsOptions<C>;
  /** Structured log lines, scrubbed of secrets. Default: warnings and errors to stderr as JSON. */
  logger?: Logger;
  /** Told of every failure the BFF did not expect, after it is answered. Default: none. */
  onError?: (error: unknown) => void;
  /** Milliseconds since the epoch, for tests that move the clock. Default `Date.now`. */
  now?: () => number;
}
