import { z } from 'zod';
import { type ConnectorId, connectorIdSchema } from '../connector.ts';
import { getTool } from '../tools/catalog.ts';
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
