import type { CatalogTool, ConnectorId, McpToolScope } from '@plugboard/schema';
import { reachOf } from './caller-tools.ts';

/** The endpoint URL's `?connectors=` parameter, read against the token's scope. */
export type NarrowedScope =
  | { ok: true; scope: McpToolScope }
  | { ok: false; message: string; allowed: ConnectorId[] };

/** Each connector with at least one tool in `reach`, in the reach's order. */
function connectorsOf(reach: ReadonlyMap<string, CatalogTool>): ConnectorId[] {
  const connectors: ConnectorId[] = [];
  for (const tool of reach.values()) {
    if (!connectors.includes(tool.connector)) connectors.push(tool.connector);
  }
  return connectors;
}

/**
 * The scope a request works in: the token's, narrowed by `?connectors=crm,docsapp` on the endpoint
 * URL (a client configuration per project, say) to the tools of those connectors, listed. It
 * only narrows: each connector must be one the token already reaches within the endpoint's tools,
 * else the request is refused with the connectors it may name. Without the parameter, the
 * token's scope as it is.
 */
export function narrowByConnectors(
  scope: McpToolScope,
  ceiling: ReadonlyMap<string, CatalogTool>,
  query: string | null,
): NarrowedScope {
  if (query === null) return { ok: true, scope };
  const allowed = connectorsOf(reachOf(scope, ceiling));
  const asked = query
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const unknown = asked.filter((entry) => !(allowed as string[]).includes(entry));
  if (asked.length === 0 || unknown.length > 0) {
    const what =
      asked.length === 0
        ? 'connectors must name at least one connector'
        : `connectors names ${unknown.map((entry) => JSON.stringify(entry)).join(', ')}, which this token does not reach`;
    return {
      ok: false,
      message: `${what}; name one or more of ${allowed.join(', ')} (comma-separated), or leave the parameter out.`,
      allowed,
    };
  }
  const connectors = allowed.filter((connector) => asked.includes(connector));
  if (scope.mode === 'listed' && scope.tools !== undefined) {
    const tools = scope.tools.filter((name) => {
      const tool = ceiling.get(name);
      return tool !== undefined && connectors.includes(tool.connector);
    });
    return { ok: true, scope: { mode: 'listed', connectors, tools } };
  }
  return { ok: true, scope: { mode: 'listed', connectors } };
}
