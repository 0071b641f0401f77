import type { PlugboardToolOutput, ToolName } from '@plugboard/schema';
import { type JSONSchema7, jsonSchema, type Tool, tool } from 'ai';
import type { SessionUser } from '../common/session-user.ts';
import { instanceInternals, type Plugboard } from '../instance/create-plugboard.ts';
import { runSelected, selectedTools } from '../instance/instance-tools.ts';
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
 * @example
 * ```ts
 * import { aiTools } from '@plugboard/server/ai';
 *
 * const result = streamText({
 *   model,
 *   tools: aiTools(plugboard, { user: { identifier: session.email } }),
 *   stopWhen: stepCountIs(5),
 *   prompt,
 * });
 * ```
 */
// biome-ignore lint/suspicious/noExplicitAny: any context: the tools never call resolveUser.
export function aiTools(
  plugboard: Plugboard<any>,
  options: AiToolsOptions,
): Record<string, PlugboardTool> {
  const core = instanceInternals(plugboard).core().shared;
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
