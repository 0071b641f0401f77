import { type CallToolResult, ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { ApiError } from '../errors.ts';
import { ToolError } from '../services/tool-error.ts';
import type { ToolExecutionService } from '../services/tool-executions.ts';
import type { McpAccountStates } from './mcp-account-states.ts';
import { configTools } from './mcp-server-tools.ts';
import type { McpSession } from './mcp-session-tokens.ts';

/** execute_tool refusals that mean the connection needs the user to authorize it again. */
const NEEDS_AUTHORIZATION = new Set(['ACCOUNT_NOT_ACTIVE', 'ACCOUNT_NOT_FOUND']);

function textResult(value: unknown): CallToolResult {
  const structured =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? { structuredContent: value as Record<string, unknown> }
      : {};
  return { content: [{ type: 'text', text: JSON.stringify(value) }], ...structured };
}

function errorResult(message: string, details: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text: message }], structuredContent: details, isError: true };
}

/**
 * tools/call on a virtual MCP server: the tool runs through execute_tool with the session's
 * identifier on the tool's connection. A tool off the configuration is a protocol error; a
 * connection without an ACTIVE account answers an error result naming it with a fresh
 * authorization link (the service publishes nothing for this case: docs/internals/upstream-api.md,
 * "Virtual MCP servers"); any other refusal is an error result with its message and code.
 */
export async function callConfigTool(
  deps: { executions: ToolExecutionService; mcpAccountStates: McpAccountStates },
  session: McpSession,
  name: string,
  args: Record<string, unknown> | undefined,
): Promise<CallToolResult> {
  const entry = configTools(session.config).get(name);
  if (entry === undefined) {
    throw new McpError(
      ErrorCode.InvalidParams,
      `Tool ${name} is not on this MCP server (configuration ${session.config.name}).`,
    );
  }
  const { connector } = entry;
  try {
    const answer = await deps.executions.execute({
      tool_name: name,
      params: args ?? {},
      connector,
      identifier: session.identifier,
    });
    if ('data' in answer) return textResult(answer.data);
    const events: string[] = [];
    for await (const event of answer.events) events.push(event);
    return { content: [{ type: 'text', text: events.join('') }] };
  } catch (error) {
    if (error instanceof ToolError && NEEDS_AUTHORIZATION.has(error.toolErrorCode)) {
      const link = await deps.mcpAccountStates.authorizationLink(connector, session.identifier);
      return errorResult(
        `The ${connector} connection has no active account for this user, so ${name} cannot run. Ask the user to authorize it at ${link}, then call the tool again.`,
        { error_code: error.toolErrorCode, connection_name: connector, authentication_link: link },
      );
    }
    if (error instanceof ApiError) {
      const code = error instanceof ToolError ? error.toolErrorCode : error.errorCode;
      return errorResult(error.message, { error_code: code, connection_name: connector });
    }
    throw error;
  }
}
