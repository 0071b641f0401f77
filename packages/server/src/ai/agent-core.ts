import type { RateLimiter } from '../bff/rate-limiter.ts';
import type { RouteServices } from '../bff/routes/route.ts';
import type { BffError } from '../common/bff-error.ts';
import type { Logger } from '../common/logger.ts';

/**
 * What the model tools (src/ai.ts) take from a handler the host already built: its upstream client
 * (and so its secret and token cache), its tool allow-list, and its error reporting. Never
 * reachable from the handler object itself: only through {@link agentCoreOf}.
 */
export interface AgentCore {
  services: Pick<
    RouteServices,
    | 'upstream'
    | 'accounts'
    | 'activity'
    | 'tools'
    | 'settings'
    | 'mcpTokens'
    | 'connected'
    | 'states'
  >;
  /** The handler's rate limits, which the MCP endpoint counts its requests against too. */
  limiter: RateLimiter;
  /** The handler's logger, which scrubs its secret from every line. */
  logger: Logger;
  /** The path the handler answers under (the fetch handler's `basePath`). */
  basePath: string;
  /** The BFF error a failure is answered with, logged and handed to `onError` when unexpected. */
  report(error: unknown, requestId: string): BffError;
}

const CORES = new WeakMap<object, AgentCore>();

/** Ties `handler` (what createPlugboardHandler, -Express or -NodeHandler returned) to its core. */
export function registerAgentCore<H extends object>(handler: H, core: AgentCore): H {
  CORES.set(handler, core);
  return handler;
}

/** The core of a handler made by this package; throws for anything else. */
export function agentCoreOf(handler: object): AgentCore {
  const core = CORES.get(handler);
  if (core === undefined) {
    throw new TypeError(
      'Pass the handler createPlugboardHandler, createPlugboardExpress or createPlugboardNodeHandler returned.',
    );
  }
  return core;
}
