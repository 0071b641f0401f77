import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { CatalogTool } from '@plugboard/schema';
import { isToolResultName, toolResultSchema } from '@plugboard/schema/results';
import { resultText } from '../../tools/result-text/result-text.ts';

/**
 * Where a result names the args of its next page (`{"offset": 50}`, `{"start_cursor": "…"}`),
 * beside `structuredContent`, which stays the service's body exactly as its output schema says.
 */
export const NEXT_PAGE_META = 'io.plugboard/next_page';

/** A tool error the model reads: MCP tool errors are results, not protocol errors. */
export function errorResult(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}

/**
 * The answer of a run: the result checked against its schema as `structuredContent`, and the
 * compact text a model reads (src/tools/result-text/result-text.ts), which ends with the args of
 * the next page; those args are also in `_meta` under {@link NEXT_PAGE_META}.
 */
export async function toolResult(
  tool: CatalogTool,
  title: string,
  data: Record<string, unknown>,
  params: Record<string, unknown>,
): Promise<CallToolResult> {
  // The output schema is the result schema's JSON Schema; parsing strips what it does not
  // declare, so the structured content always validates against the schema tools/list gave.
  const parsed = isToolResultName(tool.name)
    ? toolResultSchema(tool.name).safeParse(data)
    : undefined;
  if (parsed !== undefined && !parsed.success) {
    return errorResult(`${title} answered a result of an unexpected shape; it was not passed on.`);
  }
  const structured = (parsed?.data ?? data) as Record<string, unknown>;
  const { text, nextPage } = await resultText({ tool, title, data: structured, params });
  return {
    content: [{ type: 'text', text }],
    structuredContent: structured,
    ...(nextPage !== undefined && { _meta: { [NEXT_PAGE_META]: nextPage } }),
  };
}
