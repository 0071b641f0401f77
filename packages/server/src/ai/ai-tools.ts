import type { PlugboardToolOutput, ToolName } from '@plugboard/schema';
import { type JSONSchema7, jsonSchema, type Tool, tool } from 'ai';
import type { SessionUser } from '../common/session-user.ts';
import { checkedUser } from '../instance/account-choices.ts';
import { instanceInternals, type Plugboard } from '../instance/create-plugboard.ts';
import { runSelected, toolsForUser } from '../instance/instance-tools.ts';
import { toolModelOutput } from './model-output.ts';

/** {@link aiTools}' options: the session user the tools run as, and which tools. */
export interface AiToolsOptions {
  /** The signed-in user, as your `resolveUser` answers it: the tools run with their accounts. */
  user: SessionUser;
  /**
   * The tools to give the model, each on the instance's allow-list (`tools.allowed`). Default:
   * the allowed tools whose effect is `read`; name write and delete tools here to offer them
   * (they ask for approval).
   */
  tools?: readonly ToolName[];
  /** Sent upstream with the read of the user's accounts and logged; a random one by default. */
  requestId?: string;
}

/** An AI SDK tool of Plugboard's: JSON object in, {@link PlugboardToolOutput} out. */
export type PlugboardTool = Tool<Record<string, unknown>, PlugboardToolOutput>;

/**
 * The tools the instance allows as an AI SDK `ToolSet`, running as `user` through the instance's
 * own checks and upstream client (the same path as POST /tools/execute). A tool never throws for
 * a missing connection: it answers `authorization_required` (not connected, expired, pending, a
 * missing scope) so the model can ask the user to connect; other failures answer `error`.
 * Tools that write or delete need approval (`needsApproval`), so a denied call never runs.
 *
 * The model is told which accounts the user has: on a connector where they have several, each
 * tool's description ends with `Accounts: Work CRM (default), Personal` and its input takes an
 * optional `account` (a name or an id); a call without one runs on the default, and the output
 * says which account ran. That is why this is async: the user's accounts are read once, here
 * (the AI SDK reads a tool's description as a plain string when it calls the model), so build
 * the tools per request, as the user's accounts may change between two.
 *
 * Rejects with a TypeError for a tool outside the allow-list, a user `resolveUser` could not
 * answer, or an argument that is not a Plugboard instance. When the user's accounts cannot be read,
 * the failure is logged and the tools are built as the catalog describes them.
 *
 * @example
 * ```ts
 * import { aiTools } from '@plugboard/server/ai';
 *
 * const result = streamText({
 *   model,
 *   tools: await aiTools(plugboard, { user: { identifier: session.email } }),
 *   stopWhen: stepCountIs(5),
 *   prompt,
 * });
 * ```
 */
export async function aiTools(
  plugboard: Plugboard<never>,
  options: AiToolsOptions,
): Promise<Record<string, PlugboardTool>> {
  const core = instanceInternals(plugboard).core().shared;
  const user = checkedUser(options.user, 'aiTools');
  const infos = await toolsForUser(
    core,
    options.tools,
    user,
    options.requestId ?? crypto.randomUUID(),
  );
  const tools: Record<string, PlugboardTool> = {};
  for (const info of infos) {
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
