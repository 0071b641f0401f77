import { z } from 'zod';
import { connectorIdSchema } from '../connector.ts';

/**
 * docs/internals/upstream-api.md §4.4: the body of POST /api/v1/execute_tool. `params` is shaped by the tool (see
 * `getTool(name).params`); the account is chosen by `connected_account_id`, or by `connector` +
 * `identifier`, optionally narrowed by `organization_id` and `user_id`.
 *
 * @example
 * const request: ExecuteToolRequest = executeToolRequestSchema.parse({
 *   tool_name: 'crm_get_company',
 *   params: { record_id: '5b0e2a8c-0c1f-4b7e-9d55-0c2b1f0f4a11' },
 *   connected_account_id: 'ca_123',
 * });
 */
export const executeToolRequestSchema = z.object({
  tool_name: z.string().min(1),
  params: z.record(z.string(), z.unknown()),
  connected_account_id: z.string().min(1).optional(),
  connector: connectorIdSchema.optional(),
  identifier: z.string().min(1).optional(),
  organization_id: z.string().min(1).optional(),
  user_id: z.string().min(1).optional(),
});
export type ExecuteToolRequest = z.infer<typeof executeToolRequestSchema>;

/**
 * The answer of running a tool: the third-party service's own result (docs/tool-results.md) and
 * the upstream's execution id. It is the 200 answer of the upstream's execute_tool
 * (docs/internals/upstream-api.md §4.4), and the BFF's POST /tools/execute passes it on as is.
 *
 * @example
 * const { data, execution_id } = executeToolResponseSchema.parse(await response.json());
 */
export const executeToolResponseSchema = z.object({
  data: z.record(z.string(), z.unknown()),
  execution_id: z.string().min(1),
});
export type ExecuteToolResponse = z.infer<typeof executeToolResponseSchema>;
