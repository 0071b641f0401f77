import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import {
  type CatalogTool,
  CONNECTORS,
  type ConnectorId,
  toolParamsJsonSchema,
} from '@plugboard/schema';
import { appViewUri } from '../apps/app-views.ts';
import { toolOutputSchema } from './output-schema.ts';

/**
 * "crm_create_task" → "CRM: Create task": a title a person reads in the client's tool list. A tool
 * named after its connector ("websearch_web_search") is titled by the connector alone.
 */
export function toolTitle(tool: CatalogTool): string {
  const connector = CONNECTORS[tool.connector].name;
  const action = tool.name.slice(tool.connector.length + 1).replace(/_/g, ' ');
  if (action.toLowerCase() === connector.toLowerCase()) return connector;
  return `${connector}: ${action.charAt(0).toUpperCase()}${action.slice(1)}`;
}

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
 * The `tools/list` entries of `tools`, built once per endpoint: title, description, input and
 * output JSON Schemas, annotations, and the MCP Apps view of the tool's connector when the host
 * gave one.
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
      inputSchema: toolParamsJsonSchema(tool) as Tool['inputSchema'],
      ...(outputSchema !== undefined && { outputSchema }),
      annotations: toolAnnotations(tool),
      ...(view !== undefined && { _meta: { ui: { resourceUri: view }, 'ui/resourceUri': view } }),
    };
  });
}
