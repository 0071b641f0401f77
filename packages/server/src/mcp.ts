import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request as ExpressRequest, RequestHandler } from 'express';
import { DEFAULT_ANSWER_TIMEOUT_MS, startAnswerDeadline } from './adapters/answer-deadline.ts';
import { agentCoreOf } from './ai/agent-core.ts';
import { clientWentAway } from './mcp/client-gone.ts';
import { createMcpEndpoint, type PlugboardMcpHandler } from './mcp/mcp-endpoint-core.ts';
import type { PlugboardMcpOptions } from './mcp/mcp-endpoint-options.ts';
import { fetchRequestOf, writeFetchResponse } from './mcp/node-fetch-bridge.ts';

export { APP_VIEW_MIME_TYPE, appViewUri } from './mcp/apps/app-views.ts';
export type { AccessTokenClaims } from './mcp/auth/access-token-claims.ts';
export type {
  AccessTokenVerifier,
  JwtAccessTokenVerifierOptions,
} from './mcp/auth/jwt-access-token-verifier.ts';
export { createJwtAccessTokenVerifier } from './mcp/auth/jwt-access-token-verifier.ts';
export type { PlugboardMcpHandler } from './mcp/mcp-endpoint-core.ts';
export type { PlugboardMcpOptions, VerifyAccessToken } from './mcp/mcp-endpoint-options.ts';

/**
 * An MCP endpoint (Streamable HTTP, the official TypeScript SDK) serving the host's allowed tools
 * to an MCP client as one signed-in end user, over the Fetch API `Request`/`Response`. It takes
 * the BFF handler the host already built and runs every tool through the same path as POST
 * /tools/execute. Mount it at the path of `endpoint` and at its protected resource metadata
 * (`paths`); see the server README, "MCP endpoint".
 *
 * @example
 * ```ts
 * // app/mcp/route.ts and app/.well-known/oauth-protected-resource/mcp/route.ts (Next.js)
 * import { createPlugboardMcpHandler } from '@plugboard/server/mcp';
 *
 * const mcp = createPlugboardMcpHandler({ handler: plugboard, endpoint: 'https://app.example.com/mcp' });
 * export const GET = (request: Request) => mcp.handle(request);
 * export const POST = GET;
 * export const DELETE = GET;
 * ```
 */
export function createPlugboardMcpHandler(options: PlugboardMcpOptions): PlugboardMcpHandler {
  return createMcpEndpoint(options);
}

/**
 * The MCP endpoint as Node `(req, res)` handler: answers the endpoint's path and its metadata
 * path, and 404 for anything else (`next`, when given, is called instead).
 *
 * @example
 * ```ts
 * const mcp = createPlugboardMcpNodeHandler({ handler: plugboard, endpoint: 'http://localhost:3000/mcp' });
 * createServer((req, res) => (req.url?.startsWith('/api/') ? plugboard(req, res) : mcp(req, res))).listen(3000);
 * ```
 */
export function createPlugboardMcpNodeHandler(options: PlugboardMcpOptions): ((
  req: IncomingMessage,
  res: ServerResponse,
  next?: () => void,
) => void) & {
  close(): Promise<void>;
} {
  const endpoint = createMcpEndpoint(options);
  const { logger } = agentCoreOf(options.handler);
  const handler = (req: IncomingMessage, res: ServerResponse, next?: () => void) => {
    const path = (req.url ?? '/').split('?')[0];
    if (
      next !== undefined &&
      path !== endpoint.paths.endpoint &&
      path !== endpoint.paths.metadata
    ) {
      next();
      return;
    }
    endpoint
      .handle(fetchRequestOf(req, res))
      .then((response) => writeFetchResponse(response, res))
      .catch((error: unknown) => {
        clientWentAway(error, req, logger);
        res.destroy();
      });
  };
  return Object.assign(handler, { close: () => endpoint.close() });
}

/**
 * The MCP endpoint as Express middleware: `app.use(createPlugboardMcpExpress(options))` at the
 * app's root answers the endpoint's path and its metadata path and passes everything else on. A
 * body parser before it is fine: its parsed body is sent on.
 *
 * @example
 * ```ts
 * app.use('/api/plugboard', plugboard);
 * app.use(createPlugboardMcpExpress({ handler: plugboard, endpoint: 'https://app.example.com/mcp' }));
 * ```
 */
export function createPlugboardMcpExpress(
  options: PlugboardMcpOptions & {
    /**
     * Each POST and DELETE is answered to its end (an event stream included) within this many
     * milliseconds, whatever time limits the host's server has (docs/time-limits.md): past it,
     * 503 with `Retry-After: 1` if no answer began, the connection cut if one did, and the work
     * on the request stops. The session's GET event stream only has to begin. Default 60,000.
     */
    answerTimeoutMs?: number;
  },
): RequestHandler & { close(): Promise<void> } {
  const { answerTimeoutMs = DEFAULT_ANSWER_TIMEOUT_MS, ...endpointOptions } = options;
  if (!(Number.isInteger(answerTimeoutMs) && answerTimeoutMs > 0)) {
    throw new TypeError(
      `createPlugboardMcpExpress: answerTimeoutMs must be a positive whole number of milliseconds, got ${answerTimeoutMs}.`,
    );
  }
  const endpoint = createMcpEndpoint(endpointOptions);
  const { logger } = agentCoreOf(endpointOptions.handler);
  const handler: RequestHandler = (req: ExpressRequest, res, next) => {
    if (req.path !== endpoint.paths.endpoint && req.path !== endpoint.paths.metadata) {
      next();
      return;
    }
    const deadline = startAnswerDeadline(res, answerTimeoutMs);
    const parsed = req.readableEnded ? (req.body as unknown) : undefined;
    endpoint
      .handle(fetchRequestOf(req, res, parsed, deadline.signal))
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
  return Object.assign(handler, { close: () => endpoint.close() });
}
