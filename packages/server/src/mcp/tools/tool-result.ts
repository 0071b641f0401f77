import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { CatalogTool, ToolAccount } from '@plugboard/schema';
import { isToolResultName, toolResultSchema } from '@plugboard/schema/results';
import { resultText } from '../../tools/result-text/result-text.ts';

/**
 * Where a result names the args of its next page (`{"offset": 50}`, `{"start_cursor": "…"}`),
 * beside `structuredContent`, which stays the service's body exactly as its output schema says.
 */
export const NEXT_PAGE_META = 'io.plugboard/next_page';

/**
 * Where a result names the account it ran on (a `ToolAccount`: id, name, whether it is the
 * default, the organization sharing it), and where a refusal to choose lists the accounts there are.
 */
export const ACCOUNT_META = 'io.plugboard/account';
export const ACCOUNTS_META = 'io.plugboard/accounts';

/** A tool error the model reads: MCP tool errors are results, not protocol errors. */
export function errorResult(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}

/** "Ran on: Work CRM": the text's last line. */
function ranOn(account: ToolAccount): string {
  const shared = account.shared_by === null ? '' : ` (shared by ${account.shared_by})`;
  return `Ran on: ${account.name}${shared}`;
}

/**
 * The answer of a run on `account`: the result checked against its schema as
 * `structuredContent`, and the compact text a model reads (src/tools/result-text/result-text.ts),
 * which names the args of the next page and ends with the account it ran on; `_meta` holds both
 * too, under {@link NEXT_PAGE_META} and {@link ACCOUNT_META}.
 */
export async function toolResult(
  tool: CatalogTool,
  title: string,
  data: Record<string, unknown>,
  params: Record<string, unknown>,
  account: ToolAccount,
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
    content: [{ type: 'text', text: `${text}\n${ranOn(account)}` }],
    structuredContent: structured,
    _meta: {
      [ACCOUNT_META]: account,
      ...(nextPage !== undefined && { [NEXT_PAGE_META]: nextPage }),
    },
  };
}
