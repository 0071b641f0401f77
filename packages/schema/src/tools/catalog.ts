import { z } from 'zod';
import type { ConnectorId } from '../connector.ts';
import { CRM_TOOLS } from './crm.ts';
import type { ToolDefinition } from './define-tool.ts';
import { DOCSAPP_TOOLS } from './docsapp.ts';
import { VIDEO_TOOLS } from './video.ts';
import { WAREHOUSE_TOOLS } from './warehouse.ts';
import { WEBSEARCH_TOOLS } from './websearch.ts';

// docs/connectors.md §4.6: the document library has no named tools, only a proxy.
const ALL_TOOLS = [
  ...DOCSAPP_TOOLS,
  ...CRM_TOOLS,
  ...WAREHOUSE_TOOLS,
  ...VIDEO_TOOLS,
  ...WEBSEARCH_TOOLS,
] as const;

/**
 * Any tool of the catalog, with its literal name and exact params schema.
 *
 * @example
 * const writes: CatalogTool[] = Object.values(TOOL_CATALOG).filter((tool) => tool.effect !== 'read');
 */
export type CatalogTool = (typeof ALL_TOOLS)[number];

/**
 * The name of a tool, as the execute-tool operation's `tool_name` takes it.
 *
 * @example
 * const name: ToolName = 'crm_get_company';
 */
export type ToolName = CatalogTool['name'];

/**
 * The catalog's tools by name: the type of `TOOL_CATALOG`.
 *
 * @example
 * type RateTool = ToolsByName['video_videos_rate'];
 */
export type ToolsByName = { readonly [Tool in CatalogTool as Tool['name']]: Tool };

/**
 * The params a tool runs with: its schema's output, defaults filled in.
 *
 * @example
 * const params: ToolParams<'websearch_web_search'> = getTool('websearch_web_search').params.parse({ q: 'zod' });
 * params.count; // 20
 */
export type ToolParams<Name extends ToolName> = z.output<ToolsByName[Name]['params']>;

/**
 * The params a caller may send for a tool: its schema's input, defaulted params optional.
 *
 * @example
 * const input: ToolParamsInput<'websearch_web_search'> = { q: 'zod' };
 */
export type ToolParamsInput<Name extends ToolName> = z.input<ToolsByName[Name]['params']>;

function indexByName(tools: readonly CatalogTool[]): ToolsByName {
  const byName: Record<string, CatalogTool> = {};
  for (const tool of tools) {
    if (Object.hasOwn(byName, tool.name)) throw new Error(`Duplicate tool name ${tool.name}`);
    byName[tool.name] = tool;
  }
  // Each entry is stored under its own name, which is what ToolsByName states.
  return Object.freeze(byName) as ToolsByName;
}

/**
 * Every tool of every connector, by name (docs/connectors.md §4.1 to §4.5).
 *
 * @example
 * const tool = TOOL_CATALOG.crm_create_task;
 * tool.effect; // 'write'
 */
export const TOOL_CATALOG: ToolsByName = indexByName(ALL_TOOLS);

/**
 * Whether `name` is a tool of the catalog; narrows untrusted input such as a request's tool_name.
 *
 * @example
 * if (!isToolName(body.tool_name)) return badRequest(`unknown tool ${body.tool_name}`);
 */
export function isToolName(name: string): name is ToolName {
  return Object.hasOwn(TOOL_CATALOG, name);
}

/**
 * The catalog entry of a tool: typed exactly for a literal name, `undefined` for a name that is
 * not in the catalog.
 *
 * @example
 * getTool('docsapp_page_get').params.parse({ page_id }); // typed params
 * getTool(request.tool_name)?.effect; // 'read' | 'write' | 'delete' | undefined
 */
export function getTool<Name extends ToolName>(name: Name): ToolsByName[Name];
export function getTool(name: string): CatalogTool | undefined;
export function getTool(name: string): CatalogTool | undefined {
  return isToolName(name) ? TOOL_CATALOG[name] : undefined;
}

/**
 * The tools of one connector, in catalog order; empty for the document library, which is reached
 * through the proxy instead (see `classifyDoclibRequest`).
 *
 * @example
 * toolsForConnector('websearch').map((tool) => tool.name);
 */
export function toolsForConnector(connector: ConnectorId): readonly CatalogTool[] {
  return ALL_TOOLS.filter((tool) => tool.connector === connector);
}

/**
 * The JSON Schema of what a caller may send as a tool's params (required params, bounds,
 * enumerations, defaults), for tool-calling models and forms. Cross-param rules such as "exactly
 * one of" are enforced by the zod schema only.
 *
 * @example
 * const schema = toolParamsJsonSchema(getTool('websearch_web_search'));
 * schema.required; // ['q']
 */
export function toolParamsJsonSchema(tool: Pick<ToolDefinition, 'params'>) {
  return z.toJSONSchema(tool.params, { io: 'input' });
}
