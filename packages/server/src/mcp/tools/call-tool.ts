import { type CallToolResult, ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { ProtocolError } from '@modelcontextprotocol/server';
import type { ActivityClient, CatalogTool, ToolAccount } from '@plugboard/schema';
import { parseToolParams, toolTitle } from '@plugboard/schema';
import { pickActiveAccount } from '../../accounts/pick-active-account.ts';
import { ToolAuthorizationError } from '../../accounts/tool-authorization-error.ts';
import type { UserAccount } from '../../accounts/user-accounts.ts';
import { BffError } from '../../common/bff-error.ts';
import type { SessionUser } from '../../common/session-user.ts';
import { withDefaultPage } from '../../tools/result-text/tool-paging.ts';
import { runAllowedTool } from '../../tools/run-allowed-tool.ts';
import { takeAccountArgument } from '../accounts/account-argument.ts';
import {
  type AccountChoice,
  cannotChooseText,
  choiceMessage,
  notChosenText,
} from '../accounts/account-choice.ts';
import type { UserAsk } from '../ask/user-ask.ts';
import { connectPrompt } from '../connect/connect-to-continue.ts';
import type { McpEndpointContext } from '../mcp-endpoint-context.ts';
import { confirmationMessage } from './confirm-write.ts';
import { ACCOUNTS_META, errorResult, toolResult } from './tool-result.ts';

/** One tools/call, whichever protocol revision it came in. */
export interface ToolCall {
  user: SessionUser;
  /** The MCP client as it named itself, for the activity trail. */
  client: ActivityClient | undefined;
  name: string;
  args: Record<string, unknown> | undefined;
  signal: AbortSignal;
}

/** A call's tool, its own params (a default page included), and the account it names, if any. */
interface PreparedRun {
  tool: CatalogTool;
  params: Record<string, unknown>;
  account: string | undefined;
  logRequestId: string;
}

/** Where a step before the run left the call: run it (on this account), or answer this. */
type Step<Interim> =
  | { go: true; account: string | undefined }
  | { go: false; answer: CallToolResult | Interim };

const go = <Interim>(account: string | undefined): Step<Interim> => ({ go: true, account });
const answerWith = <Interim>(answer: CallToolResult | Interim): Step<Interim> => ({
  go: false,
  answer,
});

/**
 * tools/call: the one tool-run path of POST /tools/execute (src/tools/run-allowed-tool.ts), with
 * what an MCP client needs around it. The `account` argument is taken out of the arguments and
 * names the account to run on (the connector's default without it). A write or delete first asks
 * the user to allow it; when the kit cannot tell which account a call means (a name that fits
 * several, or the host's `accounts.chooseWhenSeveral`), the user chooses; a missing or unusable
 * account becomes "connect to continue" (or an error result carrying the URL for a client that
 * cannot open one); any other refusal or failure is an error result the model can read (MCP tool
 * errors are results, not protocol errors). `ask` is how the user is asked on the call's
 * protocol revision; its interim answer (2026-07-28's `input_required`) passes through.
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
  const taken = takeAccountArgument(call.args ?? {});
  if (!taken.ok) return errorResult(taken.message);
  const run: PreparedRun = {
    tool,
    params: withDefaultPage(tool, taken.params),
    account: taken.account,
    logRequestId: `mcp-${crypto.randomUUID()}`,
  };
  const first = await runOnce(context, call, ask, run);
  if (first !== 'connected') return first;
  // The user connected while the call waited (2026-07-28): run it again, once.
  const second = await runOnce(context, call, ask, run);
  return second === 'connected'
    ? errorResult(`${toolTitle(tool)} still cannot use the account; run the tool again.`)
    : second;
}

/** One run of the call, asking the user on the way; `'connected'` when it should run again. */
async function runOnce<Interim>(
  context: McpEndpointContext,
  call: ToolCall,
  ask: UserAsk<Interim>,
  run: PreparedRun,
): Promise<CallToolResult | Interim | 'connected'> {
  try {
    if (run.tool.effect !== 'read') {
      const confirmed = await confirmWrite(context, call, ask, run);
      return confirmed.go ? await execute(context, call, run, confirmed.account) : confirmed.answer;
    }
    try {
      return await execute(context, call, run, run.account);
    } catch (error) {
      if (!isChoiceRequired(error)) throw error;
      const chosen = await askChoice(ask, run.tool, error.accounts ?? []);
      return chosen.go ? await execute(context, call, run, chosen.account) : chosen.answer;
    }
  } catch (error) {
    if (error instanceof ToolAuthorizationError && error.reason !== 'suspended') {
      return connectToContinue(context, call, ask, error);
    }
    // Protocol errors of either SDK (an unknown tool, a missing client capability) stay errors.
    if (error instanceof McpError || error instanceof ProtocolError) throw error;
    const bffError = context.core.report(error, run.logRequestId);
    const result = errorResult(`${bffError.code}: ${bffError.message}`);
    // An account that names none of the user's: the model reads their names, a client their ids.
    return bffError.accounts === undefined
      ? result
      : { ...result, _meta: { [ACCOUNTS_META]: bffError.accounts } };
  }
}

/** Runs the tool upstream on `account` (a reference, or the default) and answers its result. */
async function execute(
  context: McpEndpointContext,
  call: ToolCall,
  { tool, params, logRequestId }: PreparedRun,
  account: string | undefined,
): Promise<CallToolResult> {
  const { services } = context.core;
  const outcome = await runAllowedTool(
    { tool_name: tool.name, params, account },
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
  const { answer } = outcome;
  if ('stream' in answer) {
    await answer.stream.cancel();
    return errorResult(
      `${tool.name} answered a stream, which this endpoint cannot pass on; call it without stream: true.`,
    );
  }
  return toolResult(tool, toolTitle(tool), answer.data, params, outcome.account);
}

function isChoiceRequired(error: unknown): error is BffError {
  return error instanceof BffError && error.code === 'ACCOUNT_CHOICE_REQUIRED';
}

const isChosen = (answer: unknown): answer is { chosen: string } =>
  typeof answer === 'object' && answer !== null && 'chosen' in answer;
const isNoChoice = (answer: unknown): answer is Exclude<AccountChoice, { chosen: string }> =>
  answer === 'declined' || answer === 'dismissed' || answer === 'invalid';

/**
 * The user chooses among `accounts` (src/mcp/accounts/account-choice.ts); `approval`, for a
 * write, is what it will do, so the one question allows it on the account chosen. A client
 * that cannot show a form gets an error result naming the accounts, for the model to name one.
 */
async function askChoice<Interim>(
  ask: UserAsk<Interim>,
  tool: CatalogTool,
  accounts: readonly ToolAccount[],
  approval?: string,
): Promise<Step<Interim>> {
  if (!ask.modes.form) {
    return answerWith({
      ...errorResult(cannotChooseText(tool, accounts)),
      _meta: { [ACCOUNTS_META]: accounts },
    });
  }
  const answer: AccountChoice | Interim = await ask.chooseAccount(
    tool,
    accounts,
    choiceMessage(tool, approval),
  );
  if (isChosen(answer)) return go(answer.chosen);
  if (isNoChoice(answer)) return answerWith(errorResult(notChosenText(tool, answer, accounts)));
  return answerWith(answer);
}

/**
 * Asks before a write or delete: params and account are checked first (nothing to ask about a
 * call that cannot run), then the user sees what will be done and on which account. Where the
 * user must choose the account, choosing it is the approval. Goes on with the account's id, so
 * the run is on the account the user saw, or answers an error result when the user declined or
 * cannot be asked, or the interim answer while asking.
 */
async function confirmWrite<Interim>(
  context: McpEndpointContext,
  call: ToolCall,
  ask: UserAsk<Interim>,
  { tool, params, account, logRequestId }: PreparedRun,
): Promise<Step<Interim>> {
  const parsed = parseToolParams(tool, params);
  if (!parsed.success) {
    const issues = parsed.issues.map((issue) => `${issue.field}: ${issue.message}`);
    throw new BffError('VALIDATION_FAILED', `Invalid params of ${tool.name}: ${issues.join('; ')}`);
  }
  const approval = (name?: string) => confirmationMessage(tool, parsed.data, name);
  let chosen: UserAccount;
  try {
    chosen = await pickActiveAccount(
      context.core.services.accounts,
      call.user,
      tool.connector,
      account,
      logRequestId,
    );
  } catch (error) {
    if (!isChoiceRequired(error)) throw error;
    return askChoice(ask, tool, error.accounts ?? [], approval());
  }
  if (!ask.modes.form) {
    if (context.settings.allowUnconfirmedWrites) return go(chosen.account.id);
    return answerWith(
      ask.cannotApprove(
        `${toolTitle(tool)} changes data, and this endpoint runs such tools only after asking the user, which this MCP client cannot do (it does not support form elicitation). Nothing was done.`,
      ),
    );
  }
  const answer = await ask.approve(tool, approval(chosen.name));
  if (answer === 'approved') return go(chosen.account.id);
  if (answer === 'declined' || answer === 'dismissed') {
    return answerWith(
      errorResult(
        `The user ${answer === 'declined' ? 'declined' : 'dismissed'} "${toolTitle(tool)}". Nothing was done.`,
      ),
    );
  }
  return answerWith(answer);
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
