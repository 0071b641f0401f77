import {
  listScopedToolsQuerySchema,
  listScopedToolsResponseSchema,
  pageFields,
} from '@plugboard/schema/upstream';
import { z } from 'zod';

/*
 * The hosted service's tool listings that only the emulator serves: the whole catalog
 * (GET /api/v1/tools) and the tools available to one identifier (GET /api/v1/tools/available).
 * The scoped listing the server reads stays in @plugboard/schema/upstream; a listed tool and a
 * page size are its own, so they are taken from it rather than written twice.
 */

/** One scoped tool as GET /api/v1/tools/scoped answers it: the account and the tool it runs. */
const scopedToolSchema = listScopedToolsResponseSchema.shape.tools.element;
export type ScopedTool = z.infer<typeof scopedToolSchema>;

/**
 * One tool as the hosted service's tool listings answer it: a read-only id, the provider whose
 * service it calls (upper case), its definition, whether it is the default version of its name,
 * free-form metadata, tags and when it last changed.
 *
 * @example
 * const names = (await listTools()).tools.map((tool: UpstreamTool) => tool.definition.name);
 */
export const upstreamToolSchema = scopedToolSchema.shape.tool;
export type UpstreamTool = z.infer<typeof upstreamToolSchema>;

/** A page size as the tool listings take it: a whole number; 0 asks for the default. */
const pageSize = listScopedToolsQuerySchema.shape.page_size.unwrap();

/**
 * The query of GET /api/v1/tools, the environment's whole catalog. Every filter is optional and
 * they combine: `filter.summary` answers names only; `filter.connector` with `filter.identifier`
 * (narrowed by `filter.organization_id` and `filter.user_id`), or `filter.connected_account_id`,
 * names one connected account, whose connector's tools are listed. Over HTTP each value is a
 * string and `filter.tool_name` repeats; a server reading the query coerces them.
 *
 * @example
 * const query: ListToolsQuery = { 'filter.query': 'send message', page_size: 50 };
 */
export const listToolsQuerySchema = z.object({
  'filter.summary': z.boolean().optional(),
  'filter.provider': z.string().min(1).optional(),
  'filter.identifier': z.string().min(1).optional(),
  'filter.tool_name': z.array(z.string().min(1)).optional(),
  'filter.query': z.string().optional(),
  'filter.connector': z.string().min(1).optional(),
  'filter.organization_id': z.string().min(1).optional(),
  'filter.user_id': z.string().min(1).optional(),
  'filter.connected_account_id': z.string().min(1).optional(),
  page_size: pageSize.optional(),
  page_token: z.string().optional(),
});
export type ListToolsQuery = z.infer<typeof listToolsQuerySchema>;

/**
 * The answer of GET /api/v1/tools: the tools of the page, or only their names when the query
 * asked for `filter.summary`, and the page fields.
 *
 * @example
 * const page = listToolsResponseSchema.parse(body);
 * const names = 'tool_names' in page ? page.tool_names : page.tools.map((t) => t.definition.name);
 */
export const listToolsResponseSchema = z.union([
  z.strictObject({ tools: z.array(upstreamToolSchema), ...pageFields }),
  z.strictObject({ tool_names: z.array(z.string()), ...pageFields }),
]);
export type ListToolsResponse = z.infer<typeof listToolsResponseSchema>;

/**
 * The query of GET /api/v1/tools/available: the tools that can be made available for one
 * `identifier` (required).
 *
 * @example
 * const query: ListAvailableToolsQuery = { identifier: 'ada@acme.test', page_size: 100 };
 */
export const listAvailableToolsQuerySchema = z.object({
  identifier: z.string().min(1),
  page_size: pageSize.optional(),
  page_token: z.string().optional(),
});
export type ListAvailableToolsQuery = z.infer<typeof listAvailableToolsQuerySchema>;

/**
 * The answer of GET /api/v1/tools/available.
 *
 * @example
 * const { tools, total_size } = listAvailableToolsResponseSchema.parse(body);
 */
export const listAvailableToolsResponseSchema = z.strictObject({
  tools: z.array(upstreamToolSchema),
  ...pageFields,
});
export type ListAvailableToolsResponse = z.infer<typeof listAvailableToolsResponseSchema>;
