import {
  type AuthorizationRequiredOutput,
  CONNECTORS,
  type PlugboardToolOutput,
  type ToolErrorOutput,
  type ToolInfo,
  type ToolName,
} from '@plugboard/schema';
import { type JSONSchema7, jsonSchema, type Tool, tool } from 'ai';
import { ToolAuthorizationError } from './accounts/tool-authorization-error.ts';
import { type AgentCore, agentCoreOf } from './ai/agent-core.ts';
import { toolModelOutput } from './ai/model-output.ts';
import { BffError } from './common/bff-error.ts';
import type { SessionUser } from './common/session-user.ts';
import { runAllowedTool } from './tools/run-allowed-tool.ts';

/**
 * Which handler's tools to use: the one your app already serves the BFF with
 * (`createPlugboardHandler`, `createPlugboardExpress` or `createPlugboardNodeHandler`), so the
 * model's tools share its upstream client, secret, token cache and allow-list.
 */
export interface PlugboardToolSource {
  /** What `createPlugboardHandler`, `createPlugboardExpress` or `createPlugboardNodeHandler` returned. */
  handler: object;
  /**
   * The tools to give the model, each on the handler's allow-list. Default: the allowed tools
   * whose effect is `read`; name write and delete tools here to offer them (they ask for approval).
   */
  tools?: readonly ToolName[];
}

/** {@link createPlugboardTools}' options: the tools, and the session user they run as. */
export interface PlugboardToolsOptions extends PlugboardToolSource {
  /** The signed-in user, as your `resolveUser` answers it: the tools run with their accounts. */
  user: SessionUser;
}

/** One tool as a plain function definition, for frameworks other than the AI SDK. */
export interface PlugboardToolDefinition {
  name: string;
  description: string;
  /** JSON Schema of the tool's input: the same `params_schema` GET /tools serves. */
  parameters: Record<string, unknown>;
  /** `write` and `delete` tools should run only after the user approved the call. */
  effect: ToolInfo['effect'];
}

/** Per-call settings of {@link runTool}. */
export interface RunToolOptions {
  /** Stops the upstream call when it fires. */
  signal?: AbortSignal;
  /** Sent upstream and logged; a random one by default. */
  requestId?: string;
}

/** An AI SDK tool of Plugboard's: JSON object in, {@link PlugboardToolOutput} out. */
export type PlugboardTool = Tool<Record<string, unknown>, PlugboardToolOutput>;

/**
 * The tools the host allows as an AI SDK `ToolSet`, running as `user` through the handler's own
 * checks and upstream client (the same path as POST /tools/execute). A tool never throws for a
 * missing connection: it answers `authorization_required` (not connected, expired, pending, a
 * missing scope) so the model can ask the user to connect; other failures answer `error`.
 * Tools that write or delete need approval (`needsApproval`), so a denied call never runs.
 *
 * @example
 * ```ts
 * const result = streamText({
 *   model,
 *   tools: createPlugboardTools({ handler: plugboard, user: { identifier: session.email } }),
 *   stopWhen: stepCountIs(5),
 *   prompt,
 * });
 * ```
 */
export function createPlugboardTools(
  options: PlugboardToolsOptions,
): Record<string, PlugboardTool> {
  const core = agentCoreOf(options.handler);
  const user = options.user;
  const tools: Record<string, PlugboardTool> = {};
  for (const info of selectedTools(core, options.tools)) {
    const name = info.name;
    const catalogTool = core.services.tools.get(name);
    tools[name] = tool<Record<string, unknown>, PlugboardToolOutput>({
      description: info.description,
      inputSchema: jsonSchema<Record<string, unknown>>(info.params_schema as JSONSchema7),
      needsApproval: info.effect !== 'read',
      execute: (input, { abortSignal }) =>
        runSelected(core, name, input, user, abortSignal, crypto.randomUUID()),
      ...(catalogTool !== undefined && {
        toModelOutput: ({ input, output }) => toolModelOutput(catalogTool, input, output),
      }),
    });
  }
  return tools;
}

/**
 * The same tools as plain function definitions (name, description, JSON Schema parameters), for
 * any framework that calls functions; run the calls with {@link runTool}.
 *
 * @example
 * ```ts
 * const functions = plugboardToolDefinitions({ handler: plugboard }).map((definition) => ({
 *   type: 'function',
 *   function: { name: definition.name, description: definition.description, parameters: definition.parameters },
 * }));
 * ```
 */
export function plugboardToolDefinitions(source: PlugboardToolSource): PlugboardToolDefinition[] {
  return selectedTools(agentCoreOf(source.handler), source.tools).map((info) => ({
    name: info.name,
    description: info.description,
    parameters: info.params_schema,
    effect: info.effect,
  }));
}

/**
 * Runs one of the source's tools as `user` and answers what the AI SDK tool would: `ok`,
 * `authorization_required` or `error` (a tool outside the source's tools is a FORBIDDEN error).
 * Ask the user before running a tool whose effect is `write` or `delete`.
 *
 * @example
 * ```ts
 * const output = await runTool({ handler: plugboard }, call.name, JSON.parse(call.arguments), user);
 * ```
 */
export async function runTool(
  source: PlugboardToolSource,
  name: string,
  input: unknown,
  user: SessionUser,
  options: RunToolOptions = {},
): Promise<PlugboardToolOutput> {
  const core = agentCoreOf(source.handler);
  const requestId = options.requestId ?? crypto.randomUUID();
  if (!selectedTools(core, source.tools).some((info) => info.name === name)) {
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
  return runSelected(core, name, params, user, options.signal, requestId);
}

/** The tools of `names` (each checked against the handler's allow-list), or the allowed reads. */
function selectedTools(core: AgentCore, names: readonly ToolName[] | undefined): ToolInfo[] {
  const allowed = core.services.tools.infos();
  if (names === undefined) return allowed.filter((info) => info.effect === 'read');
  const refused = names.filter((name) => core.services.tools.get(name) === undefined);
  if (refused.length > 0) {
    throw new TypeError(
      `Not on the handler's allow-list (its allowedTools and connectors): ${refused.join(', ')}.`,
    );
  }
  const chosen = new Set<string>(names);
  return allowed.filter((info) => chosen.has(info.name));
}

async function runSelected(
  core: AgentCore,
  name: string,
  params: Record<string, unknown>,
  user: SessionUser,
  signal: AbortSignal | undefined,
  requestId: string,
): Promise<PlugboardToolOutput> {
  try {
    const result = await runAllowedTool(
      { tool_name: name, params },
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
    if ('stream' in result) {
      await result.stream.cancel();
      return errorOutput(
        name,
        new BffError(
          'BAD_REQUEST',
          `${name} answered a stream, which a model tool cannot pass on; call it without stream: true.`,
        ),
      );
    }
    return { status: 'ok', tool_name: name, data: result.data, execution_id: result.execution_id };
  } catch (error) {
    if (error instanceof ToolAuthorizationError) return authorizationRequired(name, error);
    return errorOutput(name, core.report(error, requestId));
  }
}

function errorOutput(name: string, error: BffError): ToolErrorOutput {
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
