import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { type Request, Router } from 'express';
import type { ToolExecutionService } from '../services/tool-executions.ts';
import type { McpAccountStates } from './mcp-account-states.ts';
import { configTools } from './mcp-server-tools.ts';
import { MCP_SERVER_PATH } from './mcp-server-url.ts';
import { type McpSessionTokens, McpUnauthorized } from './mcp-session-tokens.ts';
import { callConfigTool } from './mcp-tool-call.ts';

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
 * sessions at their next request. tools/list is the configuration's tools with the catalog's
 * input schemas; tools/call runs them as the token's identifier.
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
    const server = new Server(
      { name: session.config.name, version: '1.0.0' },
      { capabilities: { tools: {} } },
    );
    server.setRequestHandler(ListToolsRequestSchema, () => ({
      tools: [...configTools(session.config).values()].map(({ tool }) => tool),
    }));
    server.setRequestHandler(CallToolRequestSchema, (request) =>
      callConfigTool(deps, session, request.params.name, request.params.arguments),
    );
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    res.on('close', () => {
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  });
  return router;
}
