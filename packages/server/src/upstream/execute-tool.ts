import { z } from 'zod';

/**
 * core-api.md 4.4: POST /api/v1/execute_tool. The account is chosen by `connected_account_id`,
 * or by `connector` + `identifier`, optionally narrowed by organization and user.
 */
export const executeToolRequestSchema = z.object({
  tool_name: z.string().min(1),
  params: z.record(z.string(), z.unknown()),
  connected_account_id: z.string().min(1).optional(),
  connector: z.string().min(1).optional(),
  identifier: z.string().min(1).optional(),
  organization_id: z.string().min(1).optional(),
  user_id: z.string().min(1).optional(),
});
export type ExecuteToolRequest = z.infer<typeof executeToolRequestSchema>;

export const executeToolResponseSchema = z.object({
  data: z.record(z.string(), z.unknown()),
  execution_id: z.string(),
});
export type ExecuteToolResponse = z.infer<typeof executeToolResponseSchema>;
