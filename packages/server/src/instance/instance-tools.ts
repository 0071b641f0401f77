import {
  type AuthorizationRequiredOutput,
  CONNECTORS,
  type PlugboardToolOutput,
  type ToolErrorOutput,
  type ToolInfo,
  type ToolName,
} from '@plugboard/schema';
import { ToolAuthorizationError } from '../accounts/tool-authorization-error.ts';
import type { SharedCore } from '../bff/shared-core.ts';
import { BffError } from '../common/bff-error.ts';
import { formatIssues } from '../common/format-issues.ts';
import { type SessionUser, sessionUserSchema } from '../common/session-user.ts';
import { runAllowedTool } from '../tools/run-allowed-tool.ts';
import {
  type AccountChoices,
  checkedUser,
  readAccountChoices,
  withAccountChoice,
} from './account-choices.ts';

/** One tool as a plain function definition, for any framework that calls functions. */
export interface PlugboardToolDefinition {
  name: string;
  description: string;
  /** JSON Schema of the tool's input: the same `params_schema` GET /tools serves. */
  parameters: Record<string, unknown>;
  /** `write` and `delete` tools should run only after the user approved the call. */
  effect: ToolInfo['effect'];
}

/** Which tools `plugboard.tools.list` and `plugboard.tools.run` consider. */
export interface ToolSelection {
  /**
   * The tools to offer, each on the instance's allow-list (`tools.allowed`). Default: the allowed
   * tools whose effect is `read`; name write and delete tools here to offer them.
   */
  tools?: readonly ToolName[];
}

/** What `plugboard.tools.list` lists, and for whom. */
export interface ToolListOptions extends ToolSelection {
  /**
   * The user the model acts for, as your `resolveUser` answers it. With one, each tool of a
   * connector where they have several accounts names them at the end of its description and
   * takes an optional `account` (one upstream read for the list). Without one, the catalog's
   * definitions.
   */
  user?: SessionUser;
  /** Sent upstream with the accounts read and logged; a random one by default. */
  requestId?: string;
}

/** Per-call settings of `plugboard.tools.run`. */
export interface RunToolOptions extends ToolSelection {
  /** Stops the upstream call when it fires. */
  signal?: AbortSignal;
  /** Sent upstream and logged; a random one by default. */
  requestId?: string;
}

/** The selected tools as plain function definitions, as `options.user`'s model reads them. */
export async function toolDefinitions(
  core: SharedCore,
  options: ToolListOptions,
): Promise<PlugboardToolDefinition[]> {
  const infos = await toolsForUser(
    core,
    options.tools,
    options.user,
    options.requestId ?? crypto.randomUUID(),
  );
  return infos.map((info) => ({
    name: info.name,
    description: info.description,
    parameters: info.params_schema,
    effect: info.effect,
  }));
}

/**
 * The selected tools, each told which of `user`'s accounts it may run on
 * (src/instance/account-choices.ts); the catalog's own without a user. When the accounts cannot
 * be read the failure is reported (logged, `onError`) and the catalog's own are answered: a
 * call then runs on the default, or answers its own error, so a chat keeps its tools while the
 * service is down.
 */
export async function toolsForUser(
  core: SharedCore,
  names: readonly ToolName[] | undefined,
  user: SessionUser | undefined,
  requestId: string,
): Promise<ToolInfo[]> {
  const infos = selectedTools(core, names);
  if (user === undefined) return infos;
  const checked = checkedUser(user, 'plugboard.tools.list');
  let choices: AccountChoices;
  try {
    choices = await readAccountChoices(core, checked, infos, requestId);
  } catch (error) {
    core.report(error, requestId);
    return infos;
  }
  return infos.map((info) => withAccountChoice(info, choices));
}

/**
 * Runs one of the selected tools as `user` and answers `ok`, `authorization_required` or `error`
 * (a tool outside the selection is a FORBIDDEN error). Never throws for a failed run.
 */
export async function runTool(
  core: SharedCore,
  name: string,
  input: unknown,
  user: SessionUser,
  options: RunToolOptions = {},
): Promise<PlugboardToolOutput> {
  const requestId = options.requestId ?? crypto.randomUUID();
  const checked = sessionUserSchema.safeParse(user);
  if (!checked.success) {
    return errorOutput(
      name,
      new BffError(
        'VALIDATION_FAILED',
        `The user must be as resolveUser answers it: ${formatIssues(checked.error.issues).join('; ')}`,
      ),
    );
  }
  if (!selectedTools(core, options.tools).some((info) => info.name === name)) {
    return errorOutput(
      name,
      new BffError('FORBIDDEN', `${name} is not one of the tools this app gives the model.`),
    );
  }
  const params =
    typeof input === 'object' && input !== null && !Array.isArray(input)
      ? (input as Record<string, unknown>)
      : undefined;
  if (params === undefined) {
    return errorOutput(
      name,
      new BffError('VALIDATION_FAILED', `The input of ${name} must be a JSON object.`),
    );
  }
  return runSelected(core, name, params, checked.data, options.signal, requestId);
}

/** The tools of `names` (each checked against the handler's allow-list), or the allowed reads. */
export function selectedTools(
  core: SharedCore,
  names: readonly ToolName[] | undefined,
): ToolInfo[] {
  const allowed = core.services.tools.infos();
  if (names === undefined) return allowed.filter((info) => info.effect === 'read');
  const refused = names.filter((name) => core.services.tools.get(name) === undefined);
  if (refused.length > 0) {
    throw new TypeError(
      `Not on the instance's allow-list (its tools.allowed and tools.connectors): ${refused.join(', ')}.`,
    );
  }
  const chosen = new Set<string>(names);
  return allowed.filter((info) => chosen.has(info.name));
}

export async function runSelected(
  core: SharedCore,
  name: string,
  input: Record<string, unknown>,
  user: SessionUser,
  signal: AbortSignal | undefined,
  requestId: string,
): Promise<PlugboardToolOutput> {
  const { account: reference, ...params } = input;
  if (reference !== undefined && typeof reference !== 'string') {
    return errorOutput(
      name,
      new BffError('VALIDATION_FAILED', 'account must be the name or id of one of your accounts.'),
    );
  }
  try {
    const { answer, account } = await runAllowedTool(
      { tool_name: name, params, account: reference },
      {
        upstream: core.services.upstream,
        accounts: core.services.accounts,
        activity: core.services.activity,
        tools: core.services.tools,
        user,
        requestId,
        signal,
      },
    );
    if ('stream' in answer) {
      await answer.stream.cancel();
      return errorOutput(
        name,
        new BffError(
          'BAD_REQUEST',
          `${name} answered a stream, which a model tool cannot pass on; call it without stream: true.`,
        ),
      );
    }
    return {
      status: 'ok',
      tool_name: name,
      data: answer.data,
      execution_id: answer.execution_id,
      account,
    };
  } catch (error) {
    if (error instanceof ToolAuthorizationError) return authorizationRequired(name, error);
    const tool = core.services.tools.get(name);
    if (
      error instanceof BffError &&
      error.code === 'ACCOUNT_CHOICE_REQUIRED' &&
      error.accounts !== undefined &&
      tool !== undefined
    ) {
      return {
        status: 'account_choice_required',
        tool_name: name,
        connector: tool.connector,
        accounts: [...error.accounts],
        message: `The user has several ${CONNECTORS[tool.connector].name} accounts (${error.accounts.map((account) => account.name).join(', ')}) and is being asked which one ${name} runs on. Do not call ${name} again until they have chosen.`,
      };
    }
    return errorOutput(name, core.report(error, requestId));
  }
}

export function errorOutput(name: string, error: BffError): ToolErrorOutput {
  return {
    status: 'error',
    tool_name: name,
    error: { code: error.code, message: error.message, status: error.status },
  };
}

function authorizationRequired(
  name: string,
  error: ToolAuthorizationError,
): AuthorizationRequiredOutput {
  const connector = CONNECTORS[error.connector].name;
  const output: AuthorizationRequiredOutput = {
    status: 'authorization_required',
    tool_name: name,
    connector: error.connector,
    reason: error.reason,
    message: modelMessage(name, connector, error),
  };
  if (error.missingScopes !== undefined) output.missing_scopes = [...error.missingScopes];
  if (error.accountId !== undefined) output.account_id = error.accountId;
  return output;
}

/** What the model should tell the user, in one English sentence or two. */
function modelMessage(name: string, connector: string, error: ToolAuthorizationError): string {
  switch (error.reason) {
    case 'expired':
      return `The user's ${connector} connection has expired, so ${name} cannot run. Ask the user to reconnect their ${connector} account, then try again.`;
    case 'pending':
      return `The user's ${connector} connection is not finished, so ${name} cannot run. Ask the user to finish connecting their ${connector} account, then try again.`;
    case 'disconnected':
      return `The user's ${connector} connection was disconnected by the service, so ${name} cannot run. Ask the user to reconnect their ${connector} account, then try again.`;
    case 'suspended':
      return `The user's ${connector} account is suspended by the service, so ${name} cannot run. Tell the user an administrator must lift the suspension.`;
    case 'missing_scope':
      return `The user's ${connector} connection lacks the permission ${name} needs (${error.missingScopes?.join(', ')}). Ask the user to reconnect their ${connector} account and grant it, then try again.`;
    default:
      return `The user has not connected a ${connector} account, so ${name} cannot run. Ask the user to connect their ${connector} account, then try again.`;
  }
}
