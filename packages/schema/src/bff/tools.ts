import { z } from 'zod';
import { toolReadinessSchema } from '../agent/tool-output.ts';
import { connectorIdSchema } from '../connector.ts';
import { toolEffectSchema } from '../tools/define-tool.ts';
import { executeToolResponseSchema } from '../upstream/execute-tool.ts';
import { accountReferenceSchema } from './accounts.ts';
import { toolAccountSchema } from './tool-account.ts';

/**
 * One tool the browser may run, as GET /tools lists it: the catalog's metadata and the JSON Schema
 * of the params a caller may send (`toolParamsJsonSchema`).
 *
 * @example
 * const info: ToolInfo = toolsResponse.tools[0];
 * if (info.effect !== 'read') await confirmWithUser(info.description);
 */
export const toolInfoSchema = z.object({
  name: z.string(),
  connector: connectorIdSchema,
  description: z.string(),
  effect: toolEffectSchema,
  params_schema: z.record(z.string(), z.unknown()),
});
export type ToolInfo = z.infer<typeof toolInfoSchema>;

/**
 * GET /tools: the tools the host lets the browser run, on the connectors it offers, and for the
 * session user whether each is ready to run now (`readiness`, in the order of `tools`).
 *
 * @example
 * const { tools, readiness } = toolsResponseSchema.parse(await (await fetch('/api/plugboard/tools')).json());
 */
export const toolsResponseSchema = z.object({
  tools: z.array(toolInfoSchema),
  readiness: z.array(toolReadinessSchema),
});
export type ToolsResponse = z.infer<typeof toolsResponseSchema>;

/**
 * POST /tools/execute: run one allowed tool with one of the session user's accounts, never
 * anyone else's: the one `account` names (an id or a label), else the default account of the
 * tool's connector. `connector`, when given, must be the tool's.
 *
 * @example
 * const body: ToolExecutionRequest = {
 *   tool_name: 'websearch_web_search',
 *   params: { q: 'plugboard' },
 *   connector: 'websearch',
 * };
 */
export const toolExecutionRequestSchema = z.strictObject({
  tool_name: z.string().min(1).max(128),
  params: z.record(z.string(), z.unknown()),
  connector: connectorIdSchema.optional(),
  account: accountReferenceSchema.optional(),
});
export type ToolExecutionRequest = z.infer<typeof toolExecutionRequestSchema>;

/**
 * The answer of POST /tools/execute: the upstream's result and execution id, and the account the
 * tool ran on.
 *
 * @example
 * const { data, account } = toolExecutionResponseSchema.parse(await response.json());
 */
export const toolExecutionResponseSchema = executeToolResponseSchema.extend({
  account: toolAccountSchema,
});
export type ToolExecutionResponse = z.infer<typeof toolExecutionResponseSchema>;
