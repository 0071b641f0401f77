import { z } from 'zod';
import { type ConnectorId, connectorIdSchema } from '../connector.ts';
import { getTool, type ToolName } from '../tools/catalog.ts';
import { toolNameSchema } from './account-permissions.ts';

/**
 * What an MCP client holding a token sees of the catalog, chosen by the user who made the token.
 *
 * - `discover`: three meta-tools (`search_tools`, `describe_tool`, `run_tool`) reach every tool the
 *   endpoint allows, whatever the catalog's size. The default: it fits every client's tool limit,
 *   and tools of connectors the user connects later need no new token.
 * - `listed`: the tools of `connectors` are listed directly; `tools`, when given, narrows that to
 *   single tools, each of one of those connectors.
 *
 * @example
 * const scope: McpToolScope = { mode: 'listed', connectors: ['crm'], tools: ['crm_list_people'] };
 */
export const mcpToolScopeSchema = z
  .discriminatedUnion('mode', [
    z.object({ mode: z.literal('discover') }),
    z.object({
      mode: z.literal('listed'),
      connectors: z
        .array(connectorIdSchema)
        .min(1, 'must name at least one connector')
        .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a connector'),
      tools: z
        .array(toolNameSchema)
        .min(1, 'must name at least one tool, or be left out for every tool of the connectors')
        .refine((names) => new Set(names).size === names.length, 'must not repeat a tool')
        .optional(),
    }),
  ])
  .superRefine((scope, context) => {
    if (scope.mode !== 'listed' || scope.tools === undefined) return;
    const connectors = new Set<ConnectorId>(scope.connectors);
    scope.tools.forEach((name, index) => {
      const connector = getTool(name)?.connector;
      if (connector !== undefined && !connectors.has(connector)) {
        context.addIssue({
          code: 'custom',
          path: ['tools', index],
          message: `${name} is a ${connector} tool; add ${connector} to connectors or drop the tool`,
        });
      }
    });
  });
export type McpToolScope = z.infer<typeof mcpToolScopeSchema>;

/** The scope of a token made without one: discovery (see {@link mcpToolScopeSchema}). */
export const DEFAULT_MCP_TOOL_SCOPE: McpToolScope = { mode: 'discover' };

const CONNECTOR_SCOPE = 'connector:';
const TOOL_SCOPE = 'tool:';

/**
 * The tool scope an OAuth access token's granted scopes (RFC 6749 §3.3, space-separated) stand for:
 * `connector:<id>` lists that connector's tools, `tool:<name>` narrows to single tools; a token
 * granted none of these discovers. Unknown or ill-formed entries are ignored, as OAuth ignores
 * scopes a resource does not define.
 *
 * @example
 * mcpToolScopeOfOAuthScopes('offline_access connector:crm'); // { mode: 'listed', connectors: ['crm'] }
 */
export function mcpToolScopeOfOAuthScopes(scope: string | undefined): McpToolScope {
  const granted = (scope ?? '').split(' ');
  const connectors = granted.flatMap((entry) => {
    const id = entry.startsWith(CONNECTOR_SCOPE) ? entry.slice(CONNECTOR_SCOPE.length) : '';
    const parsed = connectorIdSchema.safeParse(id);
    return parsed.success ? [parsed.data] : [];
  });
  const tools = granted.flatMap((entry): ToolName[] => {
    const name = entry.startsWith(TOOL_SCOPE) ? entry.slice(TOOL_SCOPE.length) : '';
    const tool = getTool(name);
    return tool !== undefined && connectors.includes(tool.connector) ? [tool.name as ToolName] : [];
  });
  const unique = [...new Set(connectors)];
  if (unique.length === 0) return DEFAULT_MCP_TOOL_SCOPE;
  const uniqueTools = [...new Set(tools)];
  return uniqueTools.length === 0
    ? { mode: 'listed', connectors: unique }
    : { mode: 'listed', connectors: unique, tools: uniqueTools };
}

/** The OAuth scope that grants `connector`'s tools (see {@link mcpToolScopeOfOAuthScopes}). */
export function connectorOAuthScope(connector: ConnectorId): string {
  return `${CONNECTOR_SCOPE}${connector}`;
}

/**
 * Whether an OAuth scope is one that lists tools (`connector:<id>`, `tool:<name>`), as opposed to
 * one such as `offline_access`: an endpoint asks clients for the others only by default, so a
 * token lists tools only when the user adds them on the consent page.
 *
 * @example
 * isToolListingOAuthScope('connector:crm'); // true
 * isToolListingOAuthScope('offline_access'); // false
 */
export function isToolListingOAuthScope(scope: string): boolean {
  return scope.startsWith(CONNECTOR_SCOPE) || scope.startsWith(TOOL_SCOPE);
}
