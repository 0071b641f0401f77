import type { ConnectorId, ToolName, ToolParams } from '@plugboard/schema';
import type { AccountRow } from '../services/connected-accounts.ts';
import type { WorkspaceStore } from './workspace-store.ts';

/** What a tool run sees: the account's workspace, the emulator clock, and the account itself. */
export interface SimulationContext {
  store: WorkspaceStore;
  /** The emulator clock when the run started; every timestamp the run writes uses it. */
  now: Date;
  account: Pick<AccountRow, 'id' | 'identifier' | 'authorization_details'>;
}

/** A tool's answer: the third-party service's own response body (result-shapes.md). */
export type ToolData = Record<string, unknown>;

/** A simulated third-party service: seeds a new workspace and runs the tools of its connector. */
export interface ConnectorSimulator {
  /** Fills a workspace the account has never used with realistic data. */
  seed(context: SimulationContext): Promise<void>;
  /** Runs `tool` with params that its catalog schema has already accepted. */
  run(
    tool: ToolName,
    params: Record<string, unknown>,
    context: SimulationContext,
  ): Promise<ToolData>;
}

type ToolNamesOf<Connector extends ConnectorId> = Extract<ToolName, `${Connector}_${string}`>;

/** One handler per tool of the connector, each typed with that tool's own params. */
export type ToolHandlers<Connector extends ConnectorId, Workspace> = {
  readonly [Name in ToolNamesOf<Connector>]: (
    params: ToolParams<Name>,
    workspace: Workspace,
  ) => Promise<ToolData>;
};

type AnyHandler<Workspace> = (params: never, workspace: Workspace) => Promise<ToolData>;

/**
 * A simulator from its parts: `open` gives the connector's typed view of the workspace, `seed`
 * fills a new one, `handlers` cover every tool of the connector (the compiler checks that none is
 * missing).
 */
export function defineSimulator<Connector extends ConnectorId, Workspace>(spec: {
  open(context: SimulationContext): Workspace;
  seed(workspace: Workspace): Promise<void>;
  handlers: ToolHandlers<Connector, Workspace>;
}): ConnectorSimulator {
  const handlers: Readonly<Record<string, AnyHandler<Workspace>>> = spec.handlers;
  return {
    seed: (context) => spec.seed(spec.open(context)),
    run(tool, params, context) {
      const handler = handlers[tool];
      if (handler === undefined) throw new Error(`This simulator has no handler for ${tool}.`);
      // The params were parsed by this tool's own catalog schema, so they are its ToolParams.
      return handler(params as never, spec.open(context));
    },
  };
}
