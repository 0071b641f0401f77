import type { CatalogTool, PlugboardToolOutput, ToolAccount } from '@plugboard/schema';
import { isToolResultName, toolResultSchema } from '@plugboard/schema/results';
import type { JSONValue, ToolResultPart } from 'ai';
import { resultText } from '../tools/result-text/result-text.ts';

/** What the AI SDK sends a model for a tool's output: text, or JSON. */
type ModelOutput = ToolResultPart['output'];

/** "Account: Work CRM (default)": which of the user's accounts ran the tool, in one line. */
function accountLine(account: ToolAccount): string {
  const notes = [
    ...(account.is_default ? ['default'] : []),
    ...(account.shared_by === null ? [] : [`shared by ${account.shared_by}`]),
  ];
  return `Account: ${account.name}${notes.length === 0 ? '' : ` (${notes.join(', ')})`}`;
}

/**
 * What the model reads of a tool's output: a result as the compact text MCP clients get
 * (src/tools/result-text/result-text.ts), under 20,000 tokens and naming its next page, then the
 * account that ran it; a choice the user is making without the accounts' ids (its message names
 * them and tells the model to wait, not to pick one and call again); a refusal or an error as the
 * output itself, whose message is written for the model. The app still gets the whole output (`data` as the service answered it) from the
 * tool call.
 */
export async function toolModelOutput(
  tool: CatalogTool,
  input: Record<string, unknown>,
  output: PlugboardToolOutput,
): Promise<ModelOutput> {
  // The output crossed its zod schema: plain JSON.
  if (output.status === 'account_choice_required') {
    // The accounts' ids stay with the app's picker: the message names them, and says to wait.
    const { status, tool_name, connector, message } = output;
    return { type: 'json', value: { status, tool_name, connector, message } };
  }
  if (output.status !== 'ok') return { type: 'json', value: output as JSONValue };
  const parsed = isToolResultName(tool.name)
    ? toolResultSchema(tool.name).safeParse(output.data)
    : undefined;
  const data = (parsed?.success ? parsed.data : output.data) as Record<string, unknown>;
  const { text } = await resultText({ tool, title: tool.name, data, params: input });
  return { type: 'text', value: `${text}\n${accountLine(output.account)}` };
}
