import { type Request, Router } from 'express';
import type { ToolExecutionService } from '../services/tool-executions.ts';
import type { McpAccountStates } from './mcp-account-states.ts';
import { MCP_SERVER_PATH } from './mcp-server-url.ts';
import { type McpSessionTokens, McpUnauthorized } from './mcp-session-tokens.ts';

function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '');
  return match?.[1];
}

/** RFC 6750 §3: the challenge of a 401, `invalid_token` when a token was sent. */
function challenge(sentToken: boolean, reason: string): string {
  const quoted = reason.replaceAll('\\', '\\\\').replaceAll('"', '\\"');
  return sentToken
    ? `Bearer realm="mcp", error="invalid_token", error_description="${quoted}"`
    : 'Bearer realm="mcp"';
}

/**
 * Each configuration's MCP server at its `mcp_server_url` (Streamable HTTP, stateless): every
 * request carries its session token and is checked anew, so a configuration's deletion ends its
 * sessions at their next request (mcp-server-answer.ts answers it).
 */
export function mcpServerRoutes(deps: {
  mcpSessionTokens: McpSessionTokens;
  mcpAccountStates: McpAccountStates;
  executions: ToolExecutionService;
}): Router {
  const { mcpSessionTokens } = deps;
  const router = Router();
  router.all(`${MCP_SERVER_PATH}/:server_id`, async (req, res) => {
    const token = bearerToken(req);
    const session = await mcpSessionTokens
      .authenticate(token, String(req.params.server_id))
      .catch((error: unknown) => {
        if (error instanceof McpUnauthorized) {
          res.set('WWW-Authenticate', challenge(token !== undefined, error.message));
        }
        throw error;
      });
    // The MCP SDK (with its schemas and HTTP transport, about 10 MB) is loaded by the first
    // request to an MCP server, so an emulator that serves none does not hold it.
    const { answerMcpRequest } = await import('./mcp-server-answer.ts');
    await answerMcpRequest(deps, session, req, res);
  });
  return router;
}
