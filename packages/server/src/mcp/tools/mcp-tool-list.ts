import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import {
  type CatalogTool,
  type ConnectorId,
  toolParamsJsonSchema,
  toolTitle,
} from '@plugboard/schema';
import { withAccountArgument } from '../accounts/account-argument.ts';
import { appViewUri } from '../apps/app-views.ts';
import { toolOutputSchema } from './output-schema.ts';

/**
 * MCP tool annotations from the catalog's effect: a read is read-only; a write is not
 * destructive (it adds or changes, and says so), a delete is; deletes and reads repeat safely.
 * Every tool reaches a third-party service, so the world it acts on is open.
 */
export function toolAnnotations(tool: CatalogTool) {
  return {
    title: toolTitle(tool),
    readOnlyHint: tool.effect === 'read',
    destructiveHint: tool.effect === 'delete',
    idempotentHint: tool.effect !== 'write',
    openWorldHint: true,
  };
}

/**
 * The `tools/list` entries of `tools`, built once per endpoint: title, description, input (with
 * the `account` argument every tool takes) and output JSON Schemas, annotations, and the MCP
 * Apps view of the tool's connector when the host gave one. What differs per user, the accounts
 * line of a description, is added per list (src/mcp/accounts/account-lines.ts).
 */
export function mcpToolList(
  tools: readonly CatalogTool[],
  appViews: Partial<Record<ConnectorId, string>>,
): Tool[] {
  return tools.map((tool) => {
    const outputSchema = toolOutputSchema(tool);
    const view = appViews[tool.connector] === undefined ? undefined : appViewUri(tool.connector);
    return {
      name: tool.name,
      title: toolTitle(tool),
      description: tool.description,
      inputSchema: withAccountArgument(toolParamsJsonSchema(tool) as Tool['inputSchema']),
      ...(outputSchema !== undefined && { outputSchema }),
      annotations: toolAnnotations(tool),
      ...(view !== undefined && { _meta: { ui: { resourceUri: view }, 'ui/resourceUri': view } }),
    };
  });
}
