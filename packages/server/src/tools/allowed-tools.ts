import {
  type CatalogTool,
  type ConnectorId,
  getTool,
  type ToolInfo,
  type ToolName,
  toolParamsJsonSchema,
  toolsForConnector,
} from '@plugboard/schema';

/** The tools the browser may run: the host's allow-list, on the connectors the app offers. */
export interface AllowedTools {
  /** The catalog entry of `name` when the browser may run it, otherwise `undefined`. */
  get(name: string): CatalogTool | undefined;
  /** The names of the allowed tools of one connector, in catalog order. */
  namesFor(connector: ConnectorId): string[];
  /** Every allowed tool with the JSON Schema of its params (built once, on first use). */
  infos(): readonly ToolInfo[];
}

/**
 * `allowed` lists tools by name (checked against the catalog at start-up); without it the browser
 * may run every tool that only reads (`effect: 'read'`) of the offered connectors, so nothing the
 * host did not choose can write or delete.
 */
export function createAllowedTools(
  allowed: readonly ToolName[] | undefined,
  connectors: readonly ConnectorId[],
): AllowedTools {
  const chosen = allowed === undefined ? undefined : new Set<string>(allowed);
  const tools = connectors.flatMap((connector) =>
    toolsForConnector(connector).filter((tool) =>
      chosen === undefined ? tool.effect === 'read' : chosen.has(tool.name),
    ),
  );
  const byName = new Map<string, CatalogTool>(tools.map((tool) => [tool.name, tool]));
  let infos: readonly ToolInfo[] | undefined;
  return {
    get: (name) => (byName.has(name) ? getTool(name) : undefined),
    namesFor: (connector) =>
      tools.filter((tool) => tool.connector === connector).map((tool) => tool.name),
    infos() {
      infos ??= tools.map((tool) => ({
        name: tool.name,
        connector: tool.connector,
        description: tool.description,
        effect: tool.effect,
        params_schema: toolParamsJsonSchema(tool),
      }));
      return infos;
    },
  };
}
