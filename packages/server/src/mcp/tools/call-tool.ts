import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  type CallToolResult,
  ErrorCode,
  McpError,
  type RequestId,
  UrlElicitationRequiredError,
} from '@modelcontextprotocol/sdk/types.js';
import type { ActivityClient } from '@plugboard/schema';
import { parseToolParams } from '@plugboard/schema';
import { pickActiveAccount } from '../../accounts/pick-active-account.ts';
import { BffError } from '../../handler/bff-error.ts';
import type { SessionUser } from '../../handler/session-user.ts';
import { runAllowedTool } from '../../tools/run-allowed-tool.ts';
import { ToolAuthorizationError } from '../../tools/tool-authorization-error.ts';
import { connectPrompt } from '../connect/connect-to-continue.ts';
import { watchConnect } from '../connect/connect-watch.ts';
import type { McpEndpointContext } from '../mcp-endpoint-context.ts';
import { confirmationMessage } from './confirm-write.ts';
import { toolTitle } from './mcp-tool-list.ts';
import { errorResult, toolResult } from './tool-result.ts';

/** The session a call runs in: its user, its MCP server (to ask the client), its watches. */
export interface CallSession {
  user: SessionUser;
  server: Server;
  client: () => ActivityClient | undefined;
  /** Stops for the session's pending connect watches, run when the session closes. */
  watches: Set<() => void>;
}

/**
 * tools/call: the one tool-run path of POST /tools/execute (src/tools/run-allowed-tool.ts), with
 * what an MCP client needs around it. A write or delete first asks the user (form elicitation);
 * a missing or unusable account becomes "connect to continue" (URL elicitation, or an error
 * result carrying the URL for a client without it); any other refusal or failure is an error
 * result the model can read (MCP tool errors are results, not protocol errors).
 */
export async function callTool(
  context: McpEndpointContext,
  session: CallSession,
  name: string,
  args: Record<string, unknown> | undefined,
  requestId: RequestId,
  signal: AbortSignal,
): Promise<CallToolResult> {
  const tool = context.tools.get(name);
  if (tool === undefined) {
    throw new McpError(
      ErrorCode.InvalidParams,
      `Unknown tool: ${name}; tools/list names the tools of this endpoint.`,
    );
  }
  const { services } = context.core;
  const logRequestId = `mcp-${crypto.randomUUID()}`;
  const params = args ?? {};
  try {
    if (tool.effect !== 'read') {
      const refusal = await confirmWrite(context, session, tool, params, requestId, logRequestId);
      if (refusal !== undefined) return refusal;
    }
    const result = await runAllowedTool(
      { tool_name: name, params },
      {
        upstream: services.upstream,
        accounts: services.accounts,
        activity: services.activity,
        tools: services.tools,
        user: session.user,
        requestId: logRequestId,
        signal,
        client: session.client(),
      },
    );
    if ('stream' in result) {
      await result.stream.cancel();
      return errorResult(
        `${name} answered a stream, which this endpoint cannot pass on; call it without stream: true.`,
      );
    }
    return toolResult(tool.name, toolTitle(tool), result.data);
  } catch (error) {
    if (error instanceof ToolAuthorizationError && error.reason !== 'suspended') {
      return connectToContinue(context, session, error);
    }
    if (error instanceof McpError) throw error;
    const bffError = context.core.report(error, logRequestId);
    return errorResult(`${bffError.code}: ${bffError.message}`);
  }
}

/**
 * Asks the user before a write or delete: params and account are checked first (nothing to ask
 * about a call that cannot run), then a form elicitation shows what will be done. Answers an
 * error result when the user declined or cannot be asked, or `undefined` to go on.
 */
async function confirmWrite(
  context: McpEndpointContext,
  session: CallSession,
  tool: Parameters<typeof confirmationMessage>[0],
  params: Record<string, unknown>,
  relatedRequestId: RequestId,
  logRequestId: string,
): Promise<CallToolResult | undefined> {
  const parsed = parseToolParams(tool, params);
  if (!parsed.success) {
    const issues = parsed.issues.map((issue) => `${issue.field}: ${issue.message}`);
    throw new BffError('VALIDATION_FAILED', `Invalid params of ${tool.name}: ${issues.join('; ')}`);
  }
  await pickActiveAccount(
    context.core.services.accounts,
    session.user,
    tool.connector,
    undefined,
    logRequestId,
  );
  const elicitation = session.server.getClientCapabilities()?.elicitation;
  const canAskForm =
    elicitation !== undefined && (elicitation.form !== undefined || elicitation.url === undefined);
  if (!canAskForm) {
    if (context.settings.allowUnconfirmedWrites) return undefined;
    return errorResult(
      `${toolTitle(tool)} changes data, and this endpoint runs such tools only after asking the user, which this MCP client cannot do (it does not support form elicitation). Nothing was done.`,
    );
  }
  const answer = await session.server.elicitInput(
    {
      mode: 'form',
      message: confirmationMessage(tool, parsed.data),
      requestedSchema: { type: 'object', properties: {} },
    },
    { relatedRequestId },
  );
  if (answer.action === 'accept') return undefined;
  return errorResult(
    `The user ${answer.action === 'decline' ? 'declined' : 'dismissed'} "${toolTitle(tool)}". Nothing was done.`,
  );
}

/**
 * "Connect to continue": a client that declared URL elicitation gets the protocol's error
 * (-32042) with the connect URL and an elicitation id, and the notification that completes it
 * once the account is usable; any other client gets an error result carrying the same URL.
 */
async function connectToContinue(
  context: McpEndpointContext,
  session: CallSession,
  error: ToolAuthorizationError,
): Promise<CallToolResult> {
  const { services } = context.core;
  const prompt = await connectPrompt(error, session.user, services.states, context.connectBaseUrl);
  if (session.server.getClientCapabilities()?.elicitation?.url === undefined) {
    return errorResult(
      `${prompt.message} Open this link to do it, then run the tool again: ${prompt.url}`,
    );
  }
  const elicitationId = crypto.randomUUID();
  const notify = session.server.createElicitationCompletionNotifier(elicitationId);
  const stop = watchConnect({
    user: session.user,
    connector: error.connector,
    reason: error.reason,
    accounts: services.accounts,
    connected: services.connected,
    pollMs: context.settings.connectPollMs,
    ttlMs: context.connectTtlMs,
    onConnected: () => {
      session.watches.delete(stop);
      notify().catch(() => {});
    },
  });
  session.watches.add(stop);
  throw new UrlElicitationRequiredError(
    [{ mode: 'url', elicitationId, url: prompt.url, message: prompt.message }],
    prompt.message,
  );
}
