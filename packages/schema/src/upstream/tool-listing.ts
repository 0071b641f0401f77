import { z } from 'zod';
import { dateTimeSchema } from './date-time.ts';
import { pageFields } from './pagination.ts';

/**
 * What a listed tool says about itself, the part a tool-calling model is given: its name, what it
 * does and the JSON Schema of the params `execute_tool` takes for it (docs/internals/upstream-api.md,
 * "Beyond the spec": the tool listings).
 *
 * @example
 * const definition: UpstreamToolDefinition = {
 *   name: 'websearch_web_search',
 *   description: 'Search the web.',
 *   input_schema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] },
 * };
 */
export const upstreamToolDefinitionSchema = z.looseObject({
  name: z.string().min(1),
  description: z.string(),
  input_schema: z.record(z.string(), z.unknown()),
});
export type UpstreamToolDefinition = z.infer<typeof upstreamToolDefinitionSchema>;

/**
 * One tool as the hosted service's tool listings answer it: a read-only id, the provider whose
 * service it calls (upper case), its definition, whether it is the default version of its name,
 * free-form metadata, tags and when it last changed.
 *
 * @example
 * const names = (await listTools()).tools.map((tool: UpstreamTool) => tool.definition.name);
 */
export const upstreamToolSchema = z.object({
  id: z.string().min(1),
  provider: z.string().min(1),
  definition: upstreamToolDefinitionSchema,
  is_default: z.boolean(),
  metadata: z.record(z.string(), z.unknown()),
  tags: z.array(z.string()),
  updated_at: dateTimeSchema,
});
export type UpstreamTool = z.infer<typeof upstreamToolSchema>;

/** A page size as the tool listings take it: a whole number; 0 asks for the default. */
const pageSize = z.number().int().nonnegative();

/**
 * The query of GET /api/v1/tools/scoped: the tools bound to the connected accounts of one
 * `identifier` (required), optionally only those of some providers, names or connections.
 *
 * @example
 * const query: ListScopedToolsQuery = { identifier: 'ada@acme.test', 'filter.connection_names': ['crm'] };
 */
export const listScopedToolsQuerySchema = z.object({
  identifier: z.string().min(1),
  'filter.providers': z.array(z.string().min(1)).optional(),
  'filter.tool_names': z.array(z.string().min(1)).optional(),
  'filter.connection_names': z.array(z.string().min(1)).optional(),
  page_size: pageSize.optional(),
  page_token: z.string().optional(),
});
export type ListScopedToolsQuery = z.infer<typeof listScopedToolsQuerySchema>;

/**
 * A tool bound to a connected account: the account, its identifier and the tool, so a caller can
 * run it with `execute_tool` and `connected_account_id`.
 *
 * @example
 * const { connected_account_id, tool } = scoped;
 * await executeTool({ connected_account_id, tool_name: tool.definition.name, params });
 */
export const scopedToolSchema = z.object({
  connected_account_id: z.string().startsWith('ca_'),
  identifier: z.string(),
  tool: upstreamToolSchema,
});
export type ScopedTool = z.infer<typeof scopedToolSchema>;

/**
 * The answer of GET /api/v1/tools/scoped.
 *
 * @example
 * const { tools } = listScopedToolsResponseSchema.parse(body);
 */
export const listScopedToolsResponseSchema = z.strictObject({
  tools: z.array(scopedToolSchema),
  ...pageFields,
});
export type ListScopedToolsResponse = z.infer<typeof listScopedToolsResponseSchema>;
