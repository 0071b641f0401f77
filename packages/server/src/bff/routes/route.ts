import type { AccountAccess } from '../../accounts/account-access.ts';
import type { ConnectedSignals } from '../../accounts/connected-signals.ts';
import type { SignedState } from '../../accounts/signed-state.ts';
import type { BffError } from '../../common/bff-error.ts';
import type { SessionUser } from '../../common/session-user.ts';
import type { AccountEventHub } from '../../events/account-event-hub.ts';
import type { ConnectLinkPages } from '../../mcp/connect-link/connect-link-pages.ts';
import type { PersonalTokens } from '../../mcp/tokens/personal-tokens.ts';
import type { ActivityStore } from '../../stores/activity-store.ts';
import type { ActivityRecorder } from '../../tools/activity-recorder.ts';
import type { AllowedTools } from '../../tools/allowed-tools.ts';
import type { UpstreamClient } from '../../upstream/upstream-client.ts';
import type { BffAnswer } from '../bff-answer.ts';
import type { BffRequest } from '../bff-request.ts';
import type { HandlerSettings } from '../handler-options.ts';

/** What a route needs beyond the request; built once per handler. */
export interface RouteServices {
  upstream: UpstreamClient;
  /** Which accounts the session user reaches: their own, and their organization's shared ones. */
  accounts: AccountAccess;
  /** Where tool runs are recorded, and read back by GET /accounts/:id/activity. */
  activity: ActivityRecorder;
  activityStore: ActivityStore;
  states: SignedState;
  tools: AllowedTools;
  /** Fired when a verify makes an account ACTIVE; the MCP endpoint listens. */
  connected: ConnectedSignals;
  /** The MCP endpoint's personal tokens, when the host gave the `mcp` option. */
  mcpTokens: McpTokenServices | undefined;
  /** This replica's account event streams (GET /events). */
  events: AccountEventHub;
  /** Takes one signed webhook delivery (POST /webhooks), when webhooks are turned on. */
  webhooks: ((request: BffRequest, requestId: string) => Promise<BffAnswer>) | undefined;
  /** The pages a browser sees at an MCP connect link, and the host's sign-in page. */
  connectLinkPages: ConnectLinkPages;
  settings: Pick<
    HandlerSettings<unknown>,
    | 'connectors'
    | 'verifyCallbackUrl'
    | 'allowedOrigins'
    | 'linkOrigins'
    | 'allowedProxyRequests'
    | 'maxBodyBytes'
    | 'maxProxyBodyBytes'
    | 'accountOwnership'
    | 'stateTtlSeconds'
  >;
}

/** The personal tokens of the MCP endpoint, and the endpoint's absolute URL. */
export interface McpTokenServices {
  endpoint: string;
  tokens: PersonalTokens;
}

/** One request that passed routing, the cross-site guard, `resolveUser` and the rate limits. */
export interface RouteContext {
  request: BffRequest;
  url: URL;
  /** Raw path segments named by `:name` in the route path; each route parses its own. */
  params: Readonly<Record<string, string>>;
  user: SessionUser;
  services: RouteServices;
  /** Sent upstream with every call made for this request, and back to the caller. */
  requestId: string;
  /** Fires when the browser goes away before its answer ends: upstream calls for it stop. */
  signal: AbortSignal;
}

/** A request that passed routing and the per-IP limit but has no session. */
export type SignedOutContext = Omit<RouteContext, 'user' | 'signal'>;

/** One entry of the BFF contract (docs/internals/bff-contract.md). */
export interface Route {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Relative to the base path; `:name` matches one segment. */
  path: string;
  /**
   * `'upstream'` for a route the upstream calls, signed, rather than a browser (webhooks): it
   * skips the cross-site guard, the session and the per-user limit, and `handleSignedOut`
   * serves every request.
   */
  caller?: 'upstream';
  handle(context: RouteContext): Promise<BffAnswer>;
  /**
   * Answers a request with no session, for a route a person opens as a link; without it, such a
   * request is answered 401 UNAUTHENTICATED.
   */
  handleSignedOut?(context: SignedOutContext): Promise<BffAnswer>;
  /**
   * How this route's failures (its own, and the checks before it: session, limits) read, once
   * reported; `undefined` for the usual JSON error. For a route a browser opens as a page.
   */
  presentError?(
    error: BffError,
    context: Pick<RouteContext, 'request' | 'services'>,
  ): BffAnswer | undefined;
}
