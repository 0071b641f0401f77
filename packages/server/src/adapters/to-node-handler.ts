import type { IncomingMessage, ServerResponse } from 'node:http';
import { instanceInternals, type Plugboard } from '../instance/create-plugboard.ts';
import { type McpEndpoint, mcpEndpointInternals } from '../mcp/mcp-endpoint.ts';
import { clientGoneSignal } from './client-gone.ts';
import { clientWentAway } from './client-went-away.ts';
import { fetchRequestOf, writeFetchResponse } from './node-fetch-bridge.ts';
import { nodeRequest } from './node-request.ts';
import { createNodeTransport } from './node-transport.ts';
import { isPrematureClose } from './premature-close.ts';
import { requestUrl } from './request-url.ts';
import { writeResponse } from './write-response.ts';

/** A Node `http` request listener; `next`, when given, is called for a path it does not answer. */
export type NodeHandler = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;

const clientIp = (req: IncomingMessage) => req.socket.remoteAddress;

/**
 * A Node `http` request listener over an instance or an MCP endpoint. It checks the instance's
 * settings now and throws one error listing every problem, so the server refuses to start
 * without its secret.
 *
 * - `toNodeHandler(plugboard)`: the BFF's routes under `app.basePath` (`/api/plugboard` by
 *   default), every other path answered 404 in the BFF's error shape (or passed to `next`). The
 *   per-IP limit reads the socket's address unless `limits.clientIp` says otherwise.
 * - `toNodeHandler(mcp)`: the MCP endpoint's path and its metadata path.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http';
 * import { toNodeHandler } from '@plugboard/server/node';
 *
 * const bff = toNodeHandler(plugboard);
 * createServer((req, res) => {
 *   if (req.url?.startsWith('/api/plugboard/')) return bff(req, res);
 *   serveTheRestOfYourApp(req, res);
 * }).listen(3000);
 * ```
 */
export function toNodeHandler(target: Plugboard<IncomingMessage> | McpEndpoint): NodeHandler {
  const mcp = mcpEndpointInternals(target);
  if (mcp !== undefined) return mcpListener(target as McpEndpoint, mcp);
  const internals = instanceInternals(target);
  (target as Plugboard<IncomingMessage>).check();
  const core = internals.core({ transport: createNodeTransport() });
  return (req, res, next) => {
    const url = requestUrl(req.url);
    if (
      next !== undefined &&
      url.pathname !== core.basePath &&
      !url.pathname.startsWith(`${core.basePath}/`)
    ) {
      next();
      return;
    }
    core
      .handleAt(
        nodeRequest(req),
        url,
        req,
        core.basePath,
        clientGoneSignal(res),
        clientIp as (context: unknown) => string | undefined,
      )
      .then((response) => writeResponse(response, res))
      .catch((error: unknown) => {
        // Only writing can fail here (the client left, or a streamed answer broke off midway):
        // nothing more can be said on this connection.
        res.destroy();
        if (!isPrematureClose(error)) internals.onError(error);
      });
  };
}

function mcpListener(
  endpoint: McpEndpoint,
  internals: NonNullable<ReturnType<typeof mcpEndpointInternals>>,
): NodeHandler {
  internals.check();
  const { paths } = endpoint;
  const logger = internals.logger();
  return (req, res, next) => {
    const path = (req.url ?? '/').split('?')[0];
    if (next !== undefined && path !== paths.endpoint && path !== paths.metadata) {
      next();
      return;
    }
    endpoint
      .handler(fetchRequestOf(req, res))
      .then((response) => writeFetchResponse(response, res))
      .catch((error: unknown) => {
        clientWentAway(error, req, logger);
        res.destroy();
      });
  };
}
