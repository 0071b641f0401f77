import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientGoneSignal } from './adapters/client-gone.ts';
import { nodeRequest } from './adapters/node-request.ts';
import { createNodeTransport } from './adapters/node-transport.ts';
import { isPrematureClose } from './adapters/premature-close.ts';
import { requestUrl } from './adapters/request-url.ts';
import { writeResponse } from './adapters/write-response.ts';
import { registerAgentCore } from './ai/agent-core.ts';
import { createHandlerCore } from './bff/handler-core.ts';
import type { PlugboardHandlerOptions } from './instance/handler-options.ts';

/**
 * Options of {@link createPlugboardNodeHandler}: those of the fetch handler, with `resolveUser`
 * and `clientIp` receiving Node's `IncomingMessage`. `clientIp` defaults to the socket's remote
 * address; behind a proxy, read your proxy's header instead.
 *
 * @example
 * ```ts
 * const options: PlugboardNodeOptions = {
 *   ...sharedOptions,
 *   resolveUser: (req) => sessionUserOf(req.headers.cookie),
 *   clientIp: (req) => String(req.headers['x-real-ip'] ?? req.socket.remoteAddress),
 * };
 * ```
 */
export type PlugboardNodeOptions = PlugboardHandlerOptions<IncomingMessage>;

/**
 * The Plugboard BFF as a Node `http` request listener: routes under `basePath`
 * (`/api/plugboard` by default), every other path answered 404 in the BFF's error shape. Call it
 * from your own listener for the requests under `basePath`, or give it a server of its own.
 *
 * @example
 * ```ts
 * import { createServer } from 'node:http';
 * import { createPlugboardNodeHandler } from '@plugboard/server/node';
 *
 * const plugboard = createPlugboardNodeHandler({
 *   baseUrl: process.env.PLUGBOARD_BASE_URL!,
 *   clientId: process.env.PLUGBOARD_CLIENT_ID!,
 *   clientSecret: process.env.PLUGBOARD_CLIENT_SECRET!,
 *   verifyCallbackUrl: 'https://app.example.com/connect/callback',
 *   resolveUser: async (req) => {
 *     const session = await getSession(req.headers.cookie);
 *     return session ? { identifier: session.email } : null;
 *   },
 * });
 *
 * createServer((req, res) => {
 *   if (req.url?.startsWith('/api/plugboard/')) return plugboard(req, res);
 *   serveTheRestOfYourApp(req, res);
 * }).listen(3000);
 * ```
 */
export function createPlugboardNodeHandler(
  options: PlugboardNodeOptions,
): (req: IncomingMessage, res: ServerResponse) => void {
  const core = createHandlerCore<IncomingMessage>(options, {
    clientIp: (req) => req.socket.remoteAddress,
    transport: createNodeTransport(),
  });
  const onError = options.onError ?? (() => {});
  const handler: (req: IncomingMessage, res: ServerResponse) => void = (req, res) => {
    core
      .handleAt(nodeRequest(req), requestUrl(req.url), req, core.basePath, clientGoneSignal(res))
      .then((response) => writeResponse(response, res))
      .catch((error: unknown) => {
        // Only writing can fail here (the client left, or a streamed answer broke off midway):
        // nothing more can be said on this connection.
        res.destroy();
        if (!isPrematureClose(error)) onError(error);
      });
  };
  return registerAgentCore(handler, core.agent);
}

export type {
  BoundedServer,
  BoundedServerOptions,
  ServerTimeLimits,
  UnavailableAnswer,
} from './adapters/bounded-server.ts';
export { allowLongRequest, createBoundedServer } from './adapters/bounded-server.ts';
