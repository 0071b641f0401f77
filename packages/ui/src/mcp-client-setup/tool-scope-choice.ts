import type { ConnectorId, McpToolScope, ToolName } from '@plugboard/schema';

/** A connector the user may choose: its id, its display name and the tools the app allows of it. */
export interface ScopeConnector {
  id: ConnectorId;
  name: string;
  tools: readonly string[];
}

/**
 * What the chooser holds while the user picks: the mode, the connectors ticked (in the offered
 * order), and for a connector narrowed to single tools, the tools ticked. A connector without an
 * entry in `tools` gives all of its tools.
 */
export interface ScopeChoice {
  mode: McpToolScope['mode'];
  connectors: readonly ConnectorId[];
  tools: Readonly<Partial<Record<ConnectorId, readonly string[]>>>;
}

/** Where a listed choice cannot be saved yet: no connector, or a connector with no tool ticked. */
export type ScopeProblem = { kind: 'no-connector' } | { kind: 'no-tool'; connector: ConnectorId };

/** The choice a scope stands for, over the connectors offered now (others are dropped). */
export function choiceOf(scope: McpToolScope, offered: readonly ScopeConnector[]): ScopeChoice {
  if (scope.mode === 'discover') return { mode: 'discover', connectors: [], tools: {} };
  const connectors = offered.filter((connector) => scope.connectors.includes(connector.id));
  const tools: Partial<Record<ConnectorId, string[]>> = {};
  if (scope.tools !== undefined) {
    const named = new Set<string>(scope.tools);
    for (const connector of connectors) {
      const chosen = connector.tools.filter((name) => named.has(name));
      if (chosen.length < connector.tools.length) tools[connector.id] = chosen;
    }
  }
  return { mode: 'listed', connectors: connectors.map((connector) => connector.id), tools };
}

/** The tools a listed choice gives, per ticked connector, in the offered order. */
function chosenTools(choice: ScopeChoice, offered: readonly ScopeConnector[]): string[][] {
  return offered
    .filter((connector) => choice.connectors.includes(connector.id))
    .map((connector) => [...(choice.tools[connector.id] ?? connector.tools)]);
}

/** How many tools the client gets listed: none in discovery, which lists three meta-tools. */
export function listedToolCount(choice: ScopeChoice, offered: readonly ScopeConnector[]): number {
  if (choice.mode === 'discover') return 0;
  return chosenTools(choice, offered).reduce((sum, tools) => sum + tools.length, 0);
}

/** Why the choice cannot be saved, or `undefined` when it can. */
export function problemOf(choice: ScopeChoice): ScopeProblem | undefined {
  if (choice.mode === 'discover') return undefined;
  if (choice.connectors.length === 0) return { kind: 'no-connector' };
  const empty = choice.connectors.find((id) => choice.tools[id]?.length === 0);
  return empty === undefined ? undefined : { kind: 'no-tool', connector: empty };
}

/**
 * The scope to send: `tools` only when some connector is narrowed, and then listing every tool of
 * the connectors that are not, since `tools` narrows all of them. `undefined` while a problem stands.
 */
export function scopeOf(
  choice: ScopeChoice,
  offered: readonly ScopeConnector[],
): McpToolScope | undefined {
  if (choice.mode === 'discover') return { mode: 'discover' };
  if (problemOf(choice) !== undefined) return undefined;
  const connectors = offered
    .filter((connector) => choice.connectors.includes(connector.id))
    .map((connector) => connector.id);
  const narrowed = connectors.some((id) => choice.tools[id] !== undefined);
  if (!narrowed) return { mode: 'listed', connectors };
  // The names come from GET /connectors, the BFF's own allow-list, which checks them again.
  const tools = chosenTools(choice, offered).flat() as ToolName[];
  return { mode: 'listed', connectors, tools };
}

/** Ticks or unticks a connector; unticking forgets its single tools. */
export function toggleConnector(choice: ScopeChoice, id: ConnectorId, on: boolean): ScopeChoice {
  const connectors = on
    ? [...new Set([...choice.connectors, id])]
    : choice.connectors.filter((each) => each !== id);
  const { [id]: _dropped, ...tools } = choice.tools;
  return { ...choice, connectors, tools: on ? choice.tools : tools };
}

/** Ticks or unticks one tool of a ticked connector; all ticked again means the whole connector. */
export function toggleTool(
  choice: ScopeChoice,
  connector: ScopeConnector,
  name: string,
  on: boolean,
): ScopeChoice {
  const current = choice.tools[connector.id] ?? connector.tools;
  const next = connector.tools.filter((tool) => (tool === name ? on : current.includes(tool)));
  const { [connector.id]: _dropped, ...others } = choice.tools;
  const tools =
    next.length === connector.tools.length ? others : { ...others, [connector.id]: next };
  return { ...choice, tools };
}
