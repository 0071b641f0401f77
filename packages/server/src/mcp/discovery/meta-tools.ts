import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import {
  type ConnectorId,
  toolAuthorizationReasonSchema,
  toolEffectSchema,
} from '@plugboard/schema';
import { z } from 'zod';

/** The discovery meta-tools' names. */
export const SEARCH_TOOLS = 'search_tools';
export const DESCRIBE_TOOL = 'describe_tool';
export const RUN_TOOL = 'run_tool';
export type MetaToolName = typeof SEARCH_TOOLS | typeof DESCRIBE_TOOL | typeof RUN_TOOL;

export const isMetaToolName = (name: string): name is MetaToolName =>
  name === SEARCH_TOOLS || name === DESCRIBE_TOOL || name === RUN_TOOL;

/** A search returns at most this many hits, so its answer stays a few hundred tokens. */
export const MAX_HITS = 20;
export const DEFAULT_HITS = 8;

const toolName = z.string().min(1).max(128).describe('A tool name from search_tools');
const readiness = z
  .enum(['ready', ...toolAuthorizationReasonSchema.options])
  .describe('ready, or what the user must do first (connect, reconnect)');

/** search_tools' arguments; `connectors` are the endpoint's. */
export function searchToolsInput(connectors: readonly ConnectorId[]) {
  return z.strictObject({
    query: z.string().trim().min(1).max(300).describe('What you want to do, in words'),
    connector: z
      .enum(connectors as [ConnectorId, ...ConnectorId[]])
      .optional()
      .describe('Only this service'),
    limit: z.number().int().min(1).max(MAX_HITS).default(DEFAULT_HITS),
  });
}
export const searchToolsOutput = z.object({
  hits: z.array(
    z.object({
      name: z.string(),
      title: z.string(),
      description: z.string(),
      connector: z.string(),
      effect: toolEffectSchema,
      readiness,
    }),
  ),
});
export const describeToolInput = z.strictObject({ tool: toolName });
export const describeToolOutput = z.object({
  name: z.string(),
  title: z.string(),
  description: z.string(),
  connector: z.string(),
  effect: toolEffectSchema,
  readiness,
  input_schema: z.record(z.string(), z.unknown()),
});
export const runToolInput = z.strictObject({
  tool: toolName,
  arguments: z
    .record(z.string(), z.unknown())
    .default({})
    .describe("The tool's arguments, as describe_tool's input_schema says"),
});

/**
 * A JSON Schema without the `$schema` line each would repeat (the list stays small), a free-form
 * object's values written `true` rather than zod's `{}`, which `inspector --strict` flags as a
 * schema that constrains nothing by mistake.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  const converted = z.toJSONSchema(schema, {
    io,
    override: ({ jsonSchema: each }) => {
      const values = each.additionalProperties;
      if (typeof values === 'object' && Object.keys(values).length === 0) {
        each.additionalProperties = true;
      }
    },
  });
  const { $schema: _, ...rest } = converted as Record<string, unknown>;
  return rest as Tool['inputSchema'];
}

/**
 * The `tools/list` of a discovery scope: three tools that reach every tool of the endpoint,
 * whatever the catalog's size, so the list fits any client's tool limit (about 2 KB).
 */
export function metaTools(connectors: readonly ConnectorId[]): Tool[] {
  const readOnly = {
    readOnlyHint: true,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: false,
  };
  return [
    {
      name: SEARCH_TOOLS,
      title: 'Search tools',
      description: `Find the tools for a task among all this server offers (services: ${connectors.join(', ')}). Describe the task in words; each hit says whether the user's account is ready. Then call describe_tool, then run_tool.`,
      inputSchema: jsonSchema(searchToolsInput(connectors), 'input'),
      outputSchema: jsonSchema(searchToolsOutput, 'output') as Tool['outputSchema'],
      annotations: { title: 'Search tools', ...readOnly },
    },
    {
      name: DESCRIBE_TOOL,
      title: 'Describe a tool',
      description:
        "A tool's input schema, what it does and whether the user's account is ready. Call before run_tool.",
      inputSchema: jsonSchema(describeToolInput, 'input'),
      outputSchema: jsonSchema(describeToolOutput, 'output') as Tool['outputSchema'],
      annotations: { title: 'Describe a tool', ...readOnly },
    },
    {
      name: RUN_TOOL,
      title: 'Run a tool',
      description:
        'Run a tool with arguments that match its input schema; answers exactly what the tool answers. The user may be asked to connect an account or to approve a change first.',
      inputSchema: jsonSchema(runToolInput, 'input'),
      outputSchema: {
        type: 'object',
        description: "The tool's own result",
      },
      annotations: {
        title: 'Run a tool',
        readOnlyHint: false,
        destructiveHint: true,
        idempotentHint: false,
        openWorldHint: true,
      },
    },
  ];
}
