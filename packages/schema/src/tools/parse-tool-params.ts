import { z } from 'zod';
import type { ToolParamsSchema } from './define-tool.ts';
import { fieldName } from './field-name.ts';

/**
 * One problem with a tool's params: the param to fix (`sorts[0].direction`, or `params` for the
 * object as a whole) and a message saying what to change.
 *
 * @example
 * toolParamsIssueSchema.parse({ field: 'count', message: 'count must be an integer between 1 and 20' });
 */
export const toolParamsIssueSchema = z.object({ field: z.string(), message: z.string() });
export type ToolParamsIssue = z.infer<typeof toolParamsIssueSchema>;

/**
 * What `parseToolParams` returns: the params to run with, or the issues to report.
 *
 * @example
 * const result: ToolParamsParseResult<ToolParams<'crm_get_note'>> = parseToolParams(getTool('crm_get_note'), body);
 */
export type ToolParamsParseResult<Params> =
  | { readonly success: true; readonly data: Params }
  | { readonly success: false; readonly issues: readonly ToolParamsIssue[] };

/**
 * Checks a caller's params against a tool's schema: the params to run with (defaults filled in),
 * or every issue found, each naming its param.
 *
 * @example
 * const result = parseToolParams(getTool('websearch_web_search'), { q: 'zod', count: 50 });
 * if (!result.success) result.issues; // [{ field: 'count', message: 'count must be an integer between 1 and 20' }]
 */
export function parseToolParams<Tool extends { readonly params: ToolParamsSchema }>(
  tool: Tool,
  params: unknown,
): ToolParamsParseResult<z.output<Tool['params']>> {
  const result = z.safeParse<Tool['params']>(tool.params, params);
  if (result.success) return { success: true, data: result.data };
  return {
    success: false,
    issues: result.error.issues.map((issue) => ({
      field: fieldName(issue.path),
      message: issue.message,
    })),
  };
}
