import type { BffError } from '../common/bff-error.ts';
import type { Logger } from '../common/logger.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { RouteServices } from './routes/route.ts';

/**
 * What the instance's other parts (the MCP endpoint, the model tools, the hosted MCP helpers)
 * share with the BFF: its upstream client (and so its secret and token cache), its tool
 * allow-list, its accounts, its rate limits and its error reporting.
 */
export interface SharedCore {
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
  /** The BFF's rate limits, which the MCP endpoint counts its requests against too. */
  limiter: RateLimiter;
  /** The BFF's logger, which scrubs its secret from every line. */
  logger: Logger;
  /** The path the Fetch handler answers under (`app.basePath`). */
  basePath: string;
  /** The BFF error a failure is answered with, logged and handed to `onError` when unexpected. */
  report(error: unknown, requestId: string): BffError;
}
