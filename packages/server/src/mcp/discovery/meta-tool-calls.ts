import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { type CatalogTool, CONNECTORS, type ConnectorId, toolTitle } from '@plugboard/schema';
import type { z } from 'zod';
import { formatIssues } from '../../common/format-issues.ts';
import { accountLinesOrNone, withAccountLine } from '../accounts/account-lines.ts';
import type { UserAsk } from '../ask/user-ask.ts';
import type { McpEndpointContext } from '../mcp-endpoint-context.ts';
import type { CallerTools } from '../scope/caller-tools.ts';
import { callTool, type ToolCall } from '../tools/call-tool.ts';
import {
  DESCRIBE_TOOL,
  describeToolInput,
  type MetaToolName,
  RUN_TOOL,
  runToolInput,
  SEARCH_TOOLS,
  searchToolsInput,
} from './meta-tools.ts';
import { type Readiness, readinessOf } from './readiness.ts';

function errorResult(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}

/** `args` through `schema`, or the error result that says what to fix. */
function argumentsOf<T extends z.ZodType>(
  name: MetaToolName,
  schema: T,
  args: Record<string, unknown> | undefined,
): { ok: true; data: z.output<T> } | { ok: false; result: CallToolResult } {
  const parsed = schema.safeParse(args ?? {});
  if (parsed.success) return { ok: true, data: parsed.data };
  const issues = formatIssues(parsed.error.issues).join('; ');
  return { ok: false, result: errorResult(`Invalid arguments of ${name}: ${issues}`) };
}

const unknownTool = (name: string) =>
  errorResult(`There is no tool ${name} here; search_tools finds the tools there are.`);

/** The fields a hit and a description share. */
function summary(tool: CatalogTool, readiness: Readiness) {
  return {
    name: tool.name,
    title: toolTitle(tool),
    description: tool.description,
    connector: tool.connector,
    effect: tool.effect,
    readiness,
  };
}

/** "crm_list_people (CRM, read, ready): List person records." */
const line = (entry: ReturnType<typeof summary>) =>
  `${entry.name} (${CONNECTORS[entry.connector].name}, ${entry.effect}, ${entry.readiness}): ${entry.description}`;

/**
 * search_tools, describe_tool and run_tool of a discovery scope. The first two read the
 * catalog and the user's accounts (describe_tool names them where the user has several, as a
 * listed tool's description does, and its input schema has the `account` argument); run_tool is tools/call of the named tool, the same path
 * (callTool) with the same `ask`, so approvals and connect-to-continue happen exactly as for a
 * listed tool on either protocol revision, and its answer is that tool's.
 */
export async function callMetaTool<Interim>(
  context: McpEndpointContext,
  tools: CallerTools,
  call: ToolCall,
  name: MetaToolName,
  ask: UserAsk<Interim>,
): Promise<CallToolResult | Interim> {
  const { reach } = tools;
  const { args } = call;
  const logRequestId = `mcp-${crypto.randomUUID()}`;
  switch (name) {
    case SEARCH_TOOLS: {
      const connectors = [...new Set([...reach.values()].map((tool) => tool.connector))];
      const parsed = argumentsOf(name, searchToolsInput(connectors as ConnectorId[]), args);
      if (!parsed.ok) return parsed.result;
      const { query, connector, limit } = parsed.data;
      const found = context.toolIndex
        .search(query, { connector, limit: reach.size })
        .filter((hit) => reach.has(hit.tool.name))
        .slice(0, limit)
        .map((hit) => hit.tool);
      const readiness = await readinessOf(context.core, call.user, found, logRequestId);
      const hits = found.map((tool) => summary(tool, readiness.get(tool.name) ?? 'not_connected'));
      const text =
        hits.length === 0
          ? `No tool matches "${query}". Try other words, or leave connector out.`
          : [
              `${hits.length} tools for "${query}", best first:`,
              ...hits.map((hit) => `- ${line(hit)}`),
              "describe_tool gives a tool's arguments; run_tool runs it.",
            ].join('\n');
      return { content: [{ type: 'text', text }], structuredContent: { hits } };
    }
    case DESCRIBE_TOOL: {
      const parsed = argumentsOf(name, describeToolInput, args);
      if (!parsed.ok) return parsed.result;
      const tool = reach.get(parsed.data.tool);
      const entry = context.toolList.find((listed) => listed.name === parsed.data.tool);
      if (tool === undefined || entry === undefined) return unknownTool(parsed.data.tool);
      const [readiness, lines] = await Promise.all([
        readinessOf(context.core, call.user, [tool], logRequestId),
        accountLinesOrNone(context, call.user, [tool.connector], logRequestId),
      ]);
      const described = {
        ...summary(tool, readiness.get(tool.name) ?? 'not_connected'),
        // The user's accounts of the connector, where they have several: the model names one.
        description:
          withAccountLine(tool.description, lines.get(tool.connector)) ?? tool.description,
        input_schema: entry.inputSchema,
      };
      const text = `${line(described)}\nInput schema: ${JSON.stringify(entry.inputSchema)}`;
      return { content: [{ type: 'text', text }], structuredContent: described };
    }
    case RUN_TOOL: {
      const parsed = argumentsOf(name, runToolInput, args);
      if (!parsed.ok) return parsed.result;
      if (!reach.has(parsed.data.tool)) return unknownTool(parsed.data.tool);
      return callTool(
        context,
        { ...call, name: parsed.data.tool, args: parsed.data.arguments },
        ask,
      );
    }
  }
}
