import { type CallToolResult, ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { ProtocolError } from '@modelcontextprotocol/server';
import type { ActivityClient, CatalogTool } from '@plugboard/schema';
import { parseToolParams, toolTitle } from '@plugboard/schema';
import { pickActiveAccount } from '../../accounts/pick-active-account.ts';
import { ToolAuthorizationError } from '../../accounts/tool-authorization-error.ts';
import { BffError } from '../../common/bff-error.ts';
import type { SessionUser } from '../../common/session-user.ts';
import { withDefaultPage } from '../../tools/result-text/tool-paging.ts';
import { runAllowedTool } from '../../tools/run-allowed-tool.ts';
import type { UserAsk } from '../ask/user-ask.ts';
import { connectPrompt } from '../connect/connect-to-continue.ts';
import type { McpEndpointContext } from '../mcp-endpoint-context.ts';
import { confirmationMessage } from './confirm-write.ts';
import { errorResult, toolResult } from './tool-result.ts';

/** One tools/call, whichever protocol revision it came in. */
export interface ToolCall {
  user: SessionUser;
  /** The MCP client as it named itself, for the activity trail. */
  client: ActivityClient | undefined;
  name: string;
  args: Record<string, unknown> | undefined;
  signal: AbortSignal;
}

/**
 * tools/call: the one tool-run path of POST /tools/execute (src/tools/run-allowed-tool.ts), with
 * what an MCP client needs around it. A write or delete first asks the user to allow it; a
 * missing or unusable account becomes "connect to continue" (or an error result carrying the
 * URL for a client that cannot open one); any other refusal or failure is an error result the
 * model can read (MCP tool errors are results, not protocol errors). `ask` is how the user is
 * asked on the call's protocol revision; its interim answer (2026-07-28's `input_required`)
 * passes through.
 */
export async function callTool<Interim>(
  context: McpEndpointContext,
  call: ToolCall,
  ask: UserAsk<Interim>,
): Promise<CallToolResult | Interim> {
  const tool = context.tools.get(call.name);
  if (tool === undefined) {
    throw new McpError(
      ErrorCode.InvalidParams,
      `Unknown tool: ${call.name}; tools/list names the tools of this endpoint.`,
    );
  }
  const logRequestId = `mcp-${crypto.randomUUID()}`;
  const params = withDefaultPage(tool, call.args ?? {});
  const first = await runOnce(context, call, ask, tool, params, logRequestId);
  if (first !== 'connected') return first;
  // The user connected while the call waited (2026-07-28): run it again, once.
  const second = await runOnce(context, call, ask, tool, params, logRequestId);
  return second === 'connected'
    ? errorResult(`${toolTitle(tool)} still cannot use the account; run the tool again.`)
    : second;
}

/** One run of the call, asking the user on the way; `'connected'` when it should run again. */
async function runOnce<Interim>(
  context: McpEndpointContext,
  call: ToolCall,
  ask: UserAsk<Interim>,
  tool: CatalogTool,
  params: Record<string, unknown>,
  logRequestId: string,
): Promise<CallToolResult | Interim | 'connected'> {
  const { services } = context.core;
  try {
    if (tool.effect !== 'read') {
      const refusal = await confirmWrite(context, call, ask, tool, params, logRequestId);
      if (refusal !== undefined) return refusal;
    }
    const { answer: result } = await runAllowedTool(
      { tool_name: call.name, params },
      {
        upstream: services.upstream,
        accounts: services.accounts,
        activity: services.activity,
        tools: services.tools,
        user: call.user,
        requestId: logRequestId,
        signal: call.signal,
        client: call.client,
      },
    );
    if ('stream' in result) {
      await result.stream.cancel();
      return errorResult(
        `${call.name} answered a stream, which this endpoint cannot pass on; call it without stream: true.`,
      );
    }
    return await toolResult(tool, toolTitle(tool), result.data, params);
  } catch (error) {
    if (error instanceof ToolAuthorizationError && error.reason !== 'suspended') {
      return connectToContinue(context, call, ask, error);
    }
    // Protocol errors of either SDK (an unknown tool, a missing client capability) stay errors.
    if (error instanceof McpError || error instanceof ProtocolError) throw error;
    const bffError = context.core.report(error, logRequestId);
    return errorResult(`${bffError.code}: ${bffError.message}`);
  }
}

/**
 * Asks the user before a write or delete: params and account are checked first (nothing to ask
 * about a call that cannot run), then the user sees what will be done. Answers an error result
 * when the user declined or cannot be asked, the interim answer while asking, or `undefined` to
 * go on.
 */
async function confirmWrite<Interim>(
  context: McpEndpointContext,
  call: ToolCall,
  ask: UserAsk<Interim>,
  tool: CatalogTool,
  params: Record<string, unknown>,
  logRequestId: string,
): Promise<CallToolResult | Interim | undefined> {
  const parsed = parseToolParams(tool, params);
  if (!parsed.success) {
    const issues = parsed.issues.map((issue) => `${issue.field}: ${issue.message}`);
    throw new BffError('VALIDATION_FAILED', `Invalid params of ${tool.name}: ${issues.join('; ')}`);
  }
  await pickActiveAccount(
    context.core.services.accounts,
    call.user,
    tool.connector,
    undefined,
    logRequestId,
  );
  if (!ask.modes.form) {
    if (context.settings.allowUnconfirmedWrites) return undefined;
    return ask.cannotApprove(
      `${toolTitle(tool)} changes data, and this endpoint runs such tools only after asking the user, which this MCP client cannot do (it does not support form elicitation). Nothing was done.`,
    );
  }
  const answer = await ask.approve(tool, confirmationMessage(tool, parsed.data));
  if (answer === 'approved') return undefined;
  if (answer === 'declined' || answer === 'dismissed') {
    return errorResult(
      `The user ${answer === 'declined' ? 'declined' : 'dismissed'} "${toolTitle(tool)}". Nothing was done.`,
    );
  }
  return answer;
}

/**
 * "Connect to continue": a client that can open a URL is asked to (its revision's way); any
 * other client, or a user who would not open it, gets an error result carrying the same URL.
 */
async function connectToContinue<Interim>(
  context: McpEndpointContext,
  call: ToolCall,
  ask: UserAsk<Interim>,
  error: ToolAuthorizationError,
): Promise<CallToolResult | Interim | 'connected'> {
  const { services } = context.core;
  const prompt = await connectPrompt(error, call.user, services.states, context.connectBaseUrl);
  const answer = ask.modes.url ? await ask.connect(error, prompt) : 'declined';
  if (answer !== 'declined') return answer;
  return errorResult(
    `${prompt.message} Open this link to do it, then run the tool again: ${prompt.url}`,
  );
}
