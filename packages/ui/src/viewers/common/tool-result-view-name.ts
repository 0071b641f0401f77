import type { ToolName } from '@plugboard/schema';
import type { ToolResultName } from '@plugboard/schema/results';

/**
 * What `ToolResultView` takes as `tool`: a catalog tool name, a document library request (whose results
 * are named after the proxy request, `doclib_<request>`), or any other string (a model may call a
 * tool this version does not know; its result shows as JSON).
 *
 * @example
 * const tool: ToolResultViewName = 'warehouse_execute_query';
 */
// `string & {}` keeps editor completion for the known names while accepting any string.
export type ToolResultViewName =
  | ToolName
  | Extract<ToolResultName, `doclib_${string}`>
  | (string & {});
