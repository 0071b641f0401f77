import { type CallToolResult, ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { UserAsk } from '../ask/user-ask.ts';
import { callMetaTool } from '../discovery/meta-tool-calls.ts';
import { isMetaToolName } from '../discovery/meta-tools.ts';
import type { McpEndpointContext } from '../mcp-endpoint-context.ts';
import { callTool, type ToolCall } from '../tools/call-tool.ts';
import type { CallerTools } from './caller-tools.ts';

/**
 * tools/call as the caller's scope allows: a discovery scope runs its meta-tools, and any tool of
 * the endpoint (run_tool reaches them all, so naming one directly is no wider); a listed scope
 * runs its tools only. A tool outside the scope is refused like an unknown one (-32602), saying
 * how to reach it. Both protocol revisions call it; `ask` is how the call asks its user.
 */
export async function callScopedTool<Interim>(
  context: McpEndpointContext,
  tools: CallerTools,
  call: ToolCall,
  ask: UserAsk<Interim>,
): Promise<CallToolResult | Interim> {
  const { scope, reach } = tools;
  const { name } = call;
  if (scope.mode === 'discover' && isMetaToolName(name)) {
    return callMetaTool(context, tools, call, name, ask);
  }
  if (reach.has(name)) return callTool(context, call, ask);
  if (isMetaToolName(name)) {
    throw new McpError(
      ErrorCode.InvalidParams,
      `${name} is not in this token's tools: the token lists chosen tools (tools/list names them) instead of discovering. For discovery, its owner sets the token's tool scope to discover where the token was made.`,
    );
  }
  if (context.tools.has(name)) {
    throw new McpError(
      ErrorCode.InvalidParams,
      `${name} is not in this token's tools (tools/list names them). To run it, the token's owner adds it, or its connector, to the token's tool scope where the token was made, or uses a token that discovers every tool.`,
    );
  }
  throw new McpError(
    ErrorCode.InvalidParams,
    `Unknown tool: ${name}; tools/list names the tools of this endpoint.`,
  );
}
