import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { CatalogTool, ConnectorId, McpToolScope } from '@plugboard/schema';
import type { McpEndpointContext } from '../mcp-endpoint-context.ts';

/** What one caller sees of the endpoint: its `tools/list`, and the tools it may run. */
export interface CallerTools {
  scope: McpToolScope;
  /** `tools/list`'s answer: the scope's tools, or the three discovery meta-tools. */
  list: Tool[];
  /**
   * The endpoint's tools this caller may run: a listed scope's tools; in discovery, every tool of
   * the endpoint (found with search_tools, run with run_tool or by name).
   */
  reach: ReadonlyMap<string, CatalogTool>;
  /** Equal for two views exactly when their lists are: a change is a `list_changed`. */
  key: string;
}

/**
 * The endpoint's side of every view: its tool set (the host's allow-list or `tools` option, the
 * ceiling no scope reaches beyond) and the lists built once.
 */
export type EndpointTools = Pick<McpEndpointContext, 'tools' | 'toolList' | 'discoveryList'>;

/** The tools of `scope` within the ceiling, in the ceiling's order. */
export function reachOf(
  scope: McpToolScope,
  ceiling: ReadonlyMap<string, CatalogTool>,
): Map<string, CatalogTool> {
  if (scope.mode === 'discover') return new Map(ceiling);
  const connectors = new Set<ConnectorId>(scope.connectors);
  const names = scope.tools === undefined ? undefined : new Set<string>(scope.tools);
  const reach = new Map<string, CatalogTool>();
  for (const [name, tool] of ceiling) {
    if (connectors.has(tool.connector) && (names === undefined || names.has(name))) {
      reach.set(name, tool);
    }
  }
  return reach;
}

/** The view of a caller whose (already narrowed) scope is `scope`. */
export function callerTools(scope: McpToolScope, endpoint: EndpointTools): CallerTools {
  const reach = reachOf(scope, endpoint.tools);
  if (scope.mode === 'discover') {
    return { scope, list: endpoint.discoveryList, reach, key: 'discover' };
  }
  const list = endpoint.toolList.filter((tool) => reach.has(tool.name));
  return { scope, list, reach, key: `listed:${[...reach.keys()].join(',')}` };
}
