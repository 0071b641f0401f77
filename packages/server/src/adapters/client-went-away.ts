import type { IncomingMessage } from 'node:http';
import type { Logger } from '../common/logger.ts';
import { isPrematureClose } from './premature-close.ts';

/**
 * Whether writing an answer failed only because the client went away (it closed its event stream,
 * cancelled, quit): every MCP client does that, so it is one info line, without a stack and
 * without the request's headers (its bearer token), not an error. Anything else is a real failure
 * for the caller to report with its stack.
 */
export function clientWentAway(error: unknown, req: IncomingMessage, logger: Logger): boolean {
  if (!isPrematureClose(error)) return false;
  const path = (req.url ?? '/').split('?')[0];
  logger({
    level: 'info',
    event: 'mcp.client_gone',
    message: `${req.method} ${path}: the client closed the connection before the answer ended`,
    method: req.method,
    path,
  });
  return true;
}
