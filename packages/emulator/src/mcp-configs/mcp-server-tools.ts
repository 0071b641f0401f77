import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { type CatalogTool, getTool, toolParamsJsonSchema } from '@plugboard/schema';
import { type StoredMcpConfig, toolNamesOf } from './mcp-config-store.ts';

/** Each catalog tool's MCP form, made once: its input schema costs a zod-to-JSON-Schema walk. */
const MCP_TOOLS = new Map<string, Tool>();

function mcpTool(tool: CatalogTool): Tool {
  let found = MCP_TOOLS.get(tool.name);
  if (found === undefined) {
    const { $schema: _, ...params } = toolParamsJsonSchema(tool);
    // zod's JSON Schema type allows boolean subschemas, MCP's does not; a tool's params are an
    // object schema whose properties are schemas, never booleans.
    const inputSchema = { ...params, type: 'object' } as Tool['inputSchema'];
    found = {
      name: tool.name,
      description: tool.description,
      inputSchema,
      annotations: {
        readOnlyHint: tool.effect === 'read',
        destructiveHint: tool.effect === 'delete',
      },
    };
    MCP_TOOLS.set(tool.name, found);
  }
  return found;
}

/** The tools a configuration's server lists, in the configuration's order, each with its connection. */
export function configTools(
  config: StoredMcpConfig,
): Map<string, { tool: Tool; connector: CatalogTool['connector'] }> {
  const tools = new Map<string, { tool: Tool; connector: CatalogTool['connector'] }>();
  for (const mapping of config.mappings) {
    for (const name of toolNamesOf(mapping)) {
      const tool = getTool(name);
      if (tool !== undefined)
        tools.set(name, { tool: mcpTool(tool), connector: mapping.connector });
    }
  }
  return tools;
}
