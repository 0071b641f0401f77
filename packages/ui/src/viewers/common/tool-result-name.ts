import type { DoclibProxyRequest, ToolName } from '@plugboard/schema';

/**
 * The document library has no named tools (docs/connectors.md §4.6): its results are named after
 * the proxy request that produced them, as `classifyDoclibRequest` recognises it.
 *
 * @example
 * const tool: DoclibToolName = 'doclib_get_file_metadata';
 */
export type DoclibToolName = `doclib_${DoclibProxyRequest['kind']}`;

/**
 * What `ToolResult` takes as `tool`: a catalog tool name, a document library request, or any
 * other string (a model may call a tool this version does not know; its result shows as JSON).
 *
 * @example
 * const tool: ToolResultName = 'warehouse_execute_query';
 */
// `string & {}` keeps editor completion for the known names while accepting any string.
export type ToolResultName = ToolName | DoclibToolName | (string & {});
