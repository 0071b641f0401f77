import { registerAgentCore } from '../ai/agent-core.ts';
import { toFetchResponse } from '../bff/bff-answer.ts';
import { createHandlerCore } from '../bff/handler-core.ts';
import type { PlugboardHandlerOptions } from './handler-options.ts';

/**
 * What {@link createPlugboardHandler} returns.
 *
 * @example
 * ```ts
 * const plugboard: PlugboardHandler = createPlugboardHandler(options);
 * const response = await plugboard.handle(request);
 * ```
 */
export interface PlugboardHandler<C = Request> {
  /**
   * Answers one request to the BFF contract under the configured `basePath`. Never throws: every
   * failure is an answer `{error:{code,message,status}}`. `context` goes to `resolveUser`; it
   * defaults to the request itself.
   */
  handle(request: Request, context?: C): Promise<Response>;
}

/**
 * The Plugboard backend-for-frontend over the Fetch API `Request`/`Response`, for any runtime
 * that has them (Next.js route handlers, Hono, Bun, Deno, Node). Options are checked here, once;
 * a bad setup throws one error listing every problem.
 *
 * @example
 * ```ts
 * // app/api/plugboard/[...path]/route.ts (Next.js)
 * import { createPlugboardHandler } from '@plugboard/server';
 *
 * const plugboard = createPlugboardHandler({
 *   baseUrl: process.env.PLUGBOARD_BASE_URL!,
 *   clientId: process.env.PLUGBOARD_CLIENT_ID!,
 *   clientSecret: process.env.PLUGBOARD_CLIENT_SECRET!,
 *   verifyCallbackUrl: 'https://app.example.com/connect/callback',
 *   resolveUser: async (request) => {
 *     const session = await getSession(request);
 *     return session ? { identifier: session.email, organizationId: session.orgId } : null;
 *   },
 * });
 *
 * export const GET = (request: Request) => plugboard.handle(request);
 * export const POST = GET;
 * export const DELETE = GET;
 * ```
 */
export function createPlugboardHandler<C = Request>(
  options: PlugboardHandlerOptions<C>,
): PlugboardHandler<C> {
  const core = createHandlerCore(options);
  const handler: PlugboardHandler<C> = {
    handle: async (request, context) =>
      toFetchResponse(
        await core.handleAt(
          request,
          new URL(request.url),
          context ?? (request as C),
          core.basePath,
          () => request.signal,
        ),
      ),
  };
  // The model tools of @plugboard/server/ai reuse this handler's upstream client and allow-list.
  return registerAgentCore(handler, core.agent);
}
