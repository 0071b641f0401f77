import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { isToolResultName, toolResultSchema } from '@plugboard/schema/results';

/** The text MCP clients show when a tool ran: a line, then the result as JSON. */
const MAX_TEXT_CHARS = 100_000;

/** A tool error the model reads: MCP tool errors are results, not protocol errors. */
export function errorResult(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}

/** The answer of a run: the result checked against its schema as `structuredContent`, and text. */
export function toolResult(
  name: string,
  title: string,
  data: Record<string, unknown>,
): CallToolResult {
  // The output schema is the result schema's JSON Schema; parsing strips what it does not
  // declare, so the structured content always validates against the schema tools/list gave.
  const parsed = isToolResultName(name) ? toolResultSchema(name).safeParse(data) : undefined;
  if (parsed !== undefined && !parsed.success) {
    return errorResult(`${title} answered a result of an unexpected shape; it was not passed on.`);
  }
  const structured = (parsed?.data ?? data) as Record<string, unknown>;
  const json = JSON.stringify(structured);
  const text = json.length > MAX_TEXT_CHARS ? `${json.slice(0, MAX_TEXT_CHARS)}…` : json;
  return {
    content: [{ type: 'text', text: `${title}: done.\n${text}` }],
    structuredContent: structured,
  };
}
