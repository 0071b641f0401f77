import type { CatalogTool, PlugboardToolOutput } from '@plugboard/schema';
import { isToolResultName, toolResultSchema } from '@plugboard/schema/results';
import type { JSONValue, ToolResultPart } from 'ai';
import { resultText } from '../tools/result-text/result-text.ts';

/** What the AI SDK sends a model for a tool's output: text, or JSON. */
type ModelOutput = ToolResultPart['output'];

/**
 * What the model reads of a tool's output: a result as the compact text MCP clients get
 * (src/tools/result-text/result-text.ts), under 20,000 tokens and naming its next page; a
 * refusal or an error as the output itself, whose message is written for the model. The app
 * still gets the whole output (`data` as the service answered it) from the tool call.
 */
export async function toolModelOutput(
  tool: CatalogTool,
  input: Record<string, unknown>,
  output: PlugboardToolOutput,
): Promise<ModelOutput> {
  // The output crossed its zod schema: plain JSON.
  if (output.status !== 'ok') return { type: 'json', value: output as JSONValue };
  const parsed = isToolResultName(tool.name)
    ? toolResultSchema(tool.name).safeParse(output.data)
    : undefined;
  const data = (parsed?.success ? parsed.data : output.data) as Record<string, unknown>;
  const { text } = await resultText({ tool, title: tool.name, data, params: input });
  return { type: 'text', value: text };
}
