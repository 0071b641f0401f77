import type { ExecuteToolResponse } from '@plugboard/schema';
import {
  type ActivityClient,
  type CatalogTool,
  CONNECTORS,
  type ConnectorId,
  isToolName,
  parseToolParams,
  type ToolAccount,
} from '@plugboard/schema';
import type { AccountAccess } from '../accounts/account-access.ts';
import { pickActiveAccount } from '../accounts/pick-active-account.ts';
import { ToolAuthorizationError } from '../accounts/tool-authorization-error.ts';
import { toToolAccount } from '../accounts/user-accounts.ts';
import { toBffError } from '../bff/error-answer.ts';
import { BffError } from '../common/bff-error.ts';
import type { SessionUser } from '../common/session-user.ts';
import type { ToolEventStream } from '../upstream/tool-event-stream.ts';
import type { UpstreamClient } from '../upstream/upstream-client.ts';
import { UpstreamError } from '../upstream/upstream-error.ts';
import type { ActivityRecorder } from './activity-recorder.ts';
import type { AllowedTools } from './allowed-tools.ts';

/** One tool run as the session user asks it: POST /tools/execute's body, or a model's tool call. */
export interface ToolRun {
  tool_name: string;
  params: Record<string, unknown>;
  connector?: ConnectorId | undefined;
  /** The account to run on, by id or name; the connector's default without one. */
  account?: string | undefined;
}

/** What a run answered, and the account it ran on. */
export interface ToolRunOutcome {
  answer: ExecuteToolResponse | ToolEventStream;
  account: ToolAccount;
}

/** Where a tool run goes and what it carries upstream. */
export interface ToolRunContext {
  upstream: UpstreamClient;
  accounts: AccountAccess;
  tools: AllowedTools;
  /** Where the run is recorded once answered (GET /accounts/:id/activity). */
  activity: ActivityRecorder;
  user: SessionUser;
  requestId: string;
  signal?: AbortSignal | undefined;
  /** The MCP client the run comes through, named in the activity trail. */
  client?: ActivityClient | undefined;
}

/**
 * The one path of a tool run, for POST /tools/execute and the model tools (src/ai.ts) alike
 * (docs/internals/overview.md §"Run a tool"). In this order, each step failing before anything reaches
 * the upstream: the tool must be on the host's allow-list (403), its params must pass the tool's
 * own schema (400, naming each param), and the session user must have an ACTIVE account on the
 * tool's connector (409, a {@link ToolAuthorizationError}). The account selector comes from the
 * session, never from the caller. Answers the tool's result, or its event stream. A run that
 * reached the upstream is recorded in the account's activity once its answer is known (for a
 * stream, once it starts), never with its params.
 */
export async function runAllowedTool(
  run: ToolRun,
  context: ToolRunContext,
): Promise<ToolRunOutcome> {
  const tool = context.tools.get(run.tool_name);
  if (tool === undefined) {
    throw new BffError(
      'FORBIDDEN',
      isToolName(run.tool_name)
        ? `This app does not let the browser run ${run.tool_name}; GET /tools lists the tools it allows.`
        : `There is no tool named ${JSON.stringify(run.tool_name)}; GET /tools lists the tools this app allows.`,
    );
  }
  if (run.connector !== undefined && run.connector !== tool.connector) {
    throw new BffError(
      'VALIDATION_FAILED',
      `Invalid request body: connector: ${tool.name} is a ${tool.connector} tool, not ${run.connector}`,
    );
  }
  const params = parseToolParams(tool, run.params);
  if (!params.success) {
    const issues = params.issues.map((issue) => `${issue.field}: ${issue.message}`);
    throw new BffError('VALIDATION_FAILED', `Invalid params of ${tool.name}: ${issues.join('; ')}`);
  }
  const chosen = await pickActiveAccount(
    context.accounts,
    context.user,
    tool.connector,
    run.account,
    context.requestId,
  );
  const { account } = chosen;
  const startedAt = Date.now();
  const started = performance.now();
  const recorded = {
    tool,
    accountId: account.id,
    actor: context.user.identifier,
    startedAt,
    client: context.client,
  };
  try {
    const answer = await context.upstream.executeTool(
      { tool_name: tool.name, params: params.data, connected_account_id: account.id },
      { requestId: context.requestId, signal: context.signal },
    );
    context.activity.record({
      ...recorded,
      durationMs: performance.now() - started,
      errorCode: null,
      executionId: answer.execution_id,
      requestId: context.requestId,
    });
    return { answer, account: toToolAccount(chosen) };
  } catch (error) {
    const failure = toolFailure(error, tool, account.id);
    context.activity.record({
      ...recorded,
      durationMs: performance.now() - started,
      errorCode: toBffError(failure).code,
      executionId: null,
      requestId: context.requestId,
    });
    throw failure;
  }
}

/**
 * docs/internals/upstream-api.md §4.4: 400 is a params or tool-definition failure, 500 "external service error or
 * runtime exception". Both are the tool's own outcome, passed on with the upstream's sanitized
 * message; rate limits, outages and our own credentials stay with the generic mapping. A 403 of a
 * tool tagged with scopes (video, docs/connectors.md §4.4) is the account lacking one: still 502
 * TOOL_FAILED over HTTP, but a {@link ToolAuthorizationError} saying which scopes the tool needs.
 */
function toolFailure(error: unknown, tool: CatalogTool, accountId: string): unknown {
  if (!(error instanceof UpstreamError) || error.kind !== 'http') return error;
  const detail = error.upstreamMessage ? `: ${error.upstreamMessage}` : '.';
  // docs/internals/upstream-api.md §4.4: the account stopped being ACTIVE between the lookup and the run.
  if (error.status === 400 && error.errorCode === 'ACCOUNT_NOT_ACTIVE') {
    return new ToolAuthorizationError(
      'ACCOUNT_DISCONNECTED',
      `Your ${CONNECTORS[tool.connector].name} connection (${accountId}) is no longer active. Reconnect it, then try again.`,
      'disconnected',
      tool.connector,
      accountId,
    );
  }
  if (error.status === 400) {
    return new BffError(
      'VALIDATION_FAILED',
      `The service refused the params of ${tool.name}${detail}`,
    );
  }
  const scopes = 'scopes' in tool ? tool.scopes : undefined;
  if (error.status === 403 && scopes !== undefined) {
    return new ToolAuthorizationError(
      'TOOL_FAILED',
      `${tool.name} failed${detail}`,
      'missing_scope',
      tool.connector,
      accountId,
      scopes,
    );
  }
  const toolOutcome =
    error.status === 500 || (error.status >= 402 && error.status < 500 && error.status !== 429);
  return toolOutcome ? new BffError('TOOL_FAILED', `${tool.name} failed${detail}`) : error;
}
