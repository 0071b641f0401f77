import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Request, Response } from 'express';
import type { ToolExecutionService } from '../services/tool-executions.ts';
import type { McpAccountStates } from './mcp-account-states.ts';
import { configTools } from './mcp-server-tools.ts';
import type { McpSession } from './mcp-session-tokens.ts';
import { callConfigTool } from './mcp-tool-call.ts';

/**
 * Answers one request of an authenticated session with an MCP server made for it (Streamable
 * HTTP, stateless): tools/list is the configuration's tools with the catalog's input schemas;
 * tools/call runs them as the session's identifier.
 */
export async function answerMcpRequest(
  deps: { mcpAccountStates: McpAccountStates; executions: ToolExecutionService },
  session: McpSession,
  req: Request,
  res: Response,
): Promise<void> {
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
}
