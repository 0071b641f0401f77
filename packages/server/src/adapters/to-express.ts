import type { Request as ExpressRequest, RequestHandler } from 'express';
import { instanceInternals, type Plugboard } from '../instance/create-plugboard.ts';
import { type McpEndpoint, mcpEndpointInternals } from '../mcp/mcp-endpoint.ts';
import { startAnswerDeadline } from './answer-deadline.ts';
import { answerTimeoutOf } from './answer-timeout.ts';
import { clientGoneSignal } from './client-gone.ts';
import { clientWentAway } from './client-went-away.ts';
import { expressRequest } from './express-request.ts';
import { fetchRequestOf, writeFetchResponse } from './node-fetch-bridge.ts';
import { createNodeTransport } from './node-transport.ts';
import { isPrematureClose } from './premature-close.ts';
import { requestUrl } from './request-url.ts';
import { writeResponse } from './write-response.ts';

const clientIp = (req: ExpressRequest) => req.ip;

/**
 * Express middleware (Express 4 or 5) over an instance or an MCP endpoint. It checks the
 * instance's settings now and throws one error listing every problem, so the server refuses to
 * start without its secret.
 *
 * - `toExpress(plugboard)`: the BFF. Mount it at the BFF's path (`app.use('/api/plugboard', …)`):
 *   routes are matched below the mount path, before `express.json()` or after it. The per-IP
 *   limit reads `req.ip` (mind Express's `trust proxy`) unless `limits.clientIp` says otherwise.
 * - `toExpress(mcp)`: the MCP endpoint, mounted at the app's root: it answers the endpoint's path
 *   and its metadata path and passes everything else on.
 *
 * Each request is answered, or its answer begins, within `limits.answerTimeoutMs` (60 s by
 * default), whatever time limits the host's server has (docs/time-limits.md).
 *
 * @example
 * ```ts
 * import express from 'express';
 * import { toExpress } from '@plugboard/server/express';
 * import { createMcpEndpoint } from '@plugboard/server/mcp';
 *
 * const app = express();
 * app.use('/api/plugboard', toExpress(plugboard));
 * app.use(toExpress(createMcpEndpoint(plugboard)));
 * ```
 */
export function toExpress(target: Plugboard<ExpressRequest> | McpEndpoint): RequestHandler {
  const mcp = mcpEndpointInternals(target);
  if (mcp !== undefined) return mcpMiddleware(target as McpEndpoint, mcp);
  const internals = instanceInternals(target);
  const answerTimeoutMs = answerTimeoutOf(internals.answerTimeoutMs, 'toExpress');
  (target as Plugboard<ExpressRequest>).check();
  const core = internals.core({ transport: createNodeTransport() });
  // The core answers every failure itself; what can still fail here (a body the host's body parser
  // left that cannot be sent on, a body that breaks off while streaming) goes to the host's error
  // handlers, unless the client went away in the middle of its answer: then no one is left to tell.
  return async (req, res, next) => {
    const deadline = startAnswerDeadline(res, answerTimeoutMs);
    // The work stops when the client goes away or the deadline passes, whichever comes first;
    // the core then answers as to a client that left, and the deadline's answer stands.
    const gone = clientGoneSignal(res);
    let stopped: AbortSignal | undefined;
    const clientGone = () => {
      stopped ??= AbortSignal.any([gone(), deadline.signal]);
      return stopped;
    };
    try {
      const answer = await core.handleAt(
        expressRequest(req),
        requestUrl(req.originalUrl),
        req,
        req.baseUrl,
        clientGone,
        clientIp as (context: unknown) => string | undefined,
      );
      if (deadline.signal.aborted) return;
      deadline.stop();
      await writeResponse(answer, res);
    } catch (error) {
      if (deadline.signal.aborted) return;
      deadline.stop();
      if (isPrematureClose(error)) res.destroy();
      else next(error);
    }
  };
}

function mcpMiddleware(
  endpoint: McpEndpoint,
  internals: NonNullable<ReturnType<typeof mcpEndpointInternals>>,
): RequestHandler {
  const answerTimeoutMs = answerTimeoutOf(internals.answerTimeoutMs, 'toExpress');
  internals.check();
  const { paths } = endpoint;
  const logger = internals.logger();
  return (req, res, next) => {
    if (req.path !== paths.endpoint && req.path !== paths.metadata) {
      next();
      return;
    }
    const deadline = startAnswerDeadline(res, answerTimeoutMs);
    const parsed = req.readableEnded ? (req.body as unknown) : undefined;
    endpoint
      .handler(fetchRequestOf(req, res, parsed, deadline.signal))
      .then((response) => {
        if (deadline.signal.aborted) return;
        // A POST's answer streams its one result: the deadline runs to its end, and cuts it if it
        // must. The GET stream carries the session's messages for as long as the session lasts.
        if (req.method === 'GET') deadline.stop();
        return writeFetchResponse(response, res);
      })
      .catch((error: unknown) => {
        if (deadline.signal.aborted) return;
        deadline.stop();
        if (clientWentAway(error, req, logger)) res.destroy();
        else next(error);
      });
  };
}
