import { BffError } from '../common/bff-error.ts';
import { instanceInternals, type Plugboard } from '../instance/create-plugboard.ts';
import { type McpEndpoint, registerMcpEndpoint } from './mcp-endpoint.ts';
import { buildMcpEndpoint, type PlugboardMcpHandler } from './mcp-endpoint-core.ts';

/**
 * Our own MCP endpoint (Streamable HTTP, the official TypeScript SDK), built from `plugboard`'s
 * `mcp` options: it serves the instance's allowed tools to an MCP client as one signed-in user,
 * through the same path as POST /tools/execute, with the instance's upstream client, accounts,
 * rate limits and personal tokens. Built at its first request (so a framework's build needs no
 * secrets); a missing setting answers 500 `NOT_CONFIGURED`.
 *
 * @example
 * ```ts
 * // app/mcp/route.ts and app/.well-known/oauth-protected-resource/mcp/route.ts (Next.js)
 * import { createMcpEndpoint } from '@plugboard/server/mcp';
 * import { plugboard } from '@/lib/plugboard';
 *
 * const mcp = createMcpEndpoint(plugboard);
 * export const GET = mcp.handler;
 * export const POST = mcp.handler;
 * export const DELETE = mcp.handler;
 * ```
 */
// biome-ignore lint/suspicious/noExplicitAny: any context: the endpoint never calls resolveUser.
export function createMcpEndpoint(plugboard: Plugboard<any>): McpEndpoint {
  const internals = instanceInternals(plugboard);
  if (!internals.hasMcp) {
    throw new TypeError(
      'createMcpEndpoint: give createPlugboard its mcp option (mcp: {} for the defaults) to serve an MCP endpoint.',
    );
  }
  let built: PlugboardMcpHandler | undefined;
  const build = (): PlugboardMcpHandler => {
    if (built !== undefined) return built;
    const core = internals.core().shared;
    try {
      built = buildMcpEndpoint(core, internals.mcpOptions() ?? { endpoint: '' });
    } catch (error) {
      // A bad mcp setting (a tool the instance does not allow) is the server's setup, not the caller's.
      throw new BffError(
        'NOT_CONFIGURED',
        error instanceof Error ? error.message : 'The MCP endpoint is not configured.',
      );
    }
    return built;
  };
  const endpoint: McpEndpoint = {
    handler: async (request) => {
      let target: PlugboardMcpHandler;
      try {
        target = build();
      } catch (error) {
        if (!(error instanceof BffError)) throw error;
        return Response.json(
          { error: { code: error.code, message: error.message, status: error.status } },
          { status: error.status },
        );
      }
      return target.handle(request);
    },
    get paths() {
      return build().paths;
    },
    close: async () => {
      await built?.close();
    },
  };
  registerMcpEndpoint(endpoint, {
    check: () => {
      plugboard.check();
      build();
    },
    logger: () => internals.core().shared.logger,
    answerTimeoutMs: internals.answerTimeoutMs,
  });
  return endpoint;
}
