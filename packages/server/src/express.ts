import type { Request as ExpressRequest, RequestHandler } from 'express';
import { DEFAULT_ANSWER_TIMEOUT_MS, startAnswerDeadline } from './adapters/answer-deadline.ts';
import { clientGoneSignal } from './adapters/client-gone.ts';
import { expressRequest } from './adapters/express-request.ts';
import { createNodeTransport } from './adapters/node-transport.ts';
import { isPrematureClose } from './adapters/premature-close.ts';
import { requestUrl } from './adapters/request-url.ts';
import { writeResponse } from './adapters/write-response.ts';
import { registerAgentCore } from './ai/agent-core.ts';
import { createHandlerCore } from './bff/handler-core.ts';
import type { PlugboardHandlerOptions } from './instance/handler-options.ts';

/**
 * Options of {@link createPlugboardExpress}: those of the fetch handler, with `resolveUser` and
 * `clientIp` receiving the Express `req` and no `basePath`, since the mount path decides it.
 * `clientIp` defaults to `req.ip`, which honours Express's `trust proxy` setting.
 *
 * @example
 * ```ts
 * const options: PlugboardExpressOptions = {
 *   ...sharedOptions,
 *   resolveUser: (req) => (req.session.user ? { identifier: req.session.user.email } : null),
 * };
 * ```
 */
export type PlugboardExpressOptions = Omit<PlugboardHandlerOptions<ExpressRequest>, 'basePath'> & {
  /**
   * Each request is answered, or its answer begins, within this many milliseconds, whatever time
   * limits the host's server has (docs/time-limits.md): past it, 503 `UPSTREAM_UNAVAILABLE` with
   * `Retry-After: 1`, and the work on the request stops. Default 60,000.
   */
  answerTimeoutMs?: number;
};

/**
 * The Plugboard BFF as Express middleware (Express 4 or 5). Mount it under any path; routes are
 * matched below the mount path. Put it before `express.json()` or after, either works.
 *
 * @example
 * ```ts
 * import express from 'express';
 * import { createPlugboardExpress } from '@plugboard/server/express';
 *
 * const app = express();
 * app.use(
 *   '/api/plugboard',
 *   createPlugboardExpress({
 *     baseUrl: process.env.PLUGBOARD_BASE_URL!,
 *     clientId: process.env.PLUGBOARD_CLIENT_ID!,
 *     clientSecret: process.env.PLUGBOARD_CLIENT_SECRET!,
 *     verifyCallbackUrl: 'https://app.example.com/connect/callback',
 *     // Your session, your rules: who is signed in, or null.
 *     resolveUser: async (req) => {
 *       const session = await getSession(req);
 *       return session ? { identifier: session.email, organizationId: session.orgId } : null;
 *     },
 *   }),
 * );
 * ```
 */
export function createPlugboardExpress(options: PlugboardExpressOptions): RequestHandler {
  const { answerTimeoutMs = DEFAULT_ANSWER_TIMEOUT_MS, ...handlerOptions } = options;
  if (!(Number.isInteger(answerTimeoutMs) && answerTimeoutMs > 0)) {
    throw new TypeError(
      `createPlugboardExpress: answerTimeoutMs must be a positive whole number of milliseconds, got ${answerTimeoutMs}.`,
    );
  }
  const core = createHandlerCore<ExpressRequest>(handlerOptions, {
    clientIp: (req) => req.ip,
    transport: createNodeTransport(),
  });
  // The core answers every failure itself; what can still fail here (a body the host's body parser
  // left that cannot be sent on, a body that breaks off while streaming) goes to the host's error
  // handlers, unless the client went away in the middle of its answer: then no one is left to tell.
  const handler: RequestHandler = async (req, res, next) => {
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
  return registerAgentCore(handler, core.agent);
}
