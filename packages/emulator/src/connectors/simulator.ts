import type { ConnectorId, ToolName, ToolParams } from '@plugboard/schema';
import type { Clock } from '../clock.ts';
import type { AccountRow } from '../services/connected-accounts.ts';
import type { Store } from '../store/memory-store.ts';
import type { AccountResources } from './account-resources.ts';
import type { WorkspaceStore } from './workspace-store.ts';

/** What a tool run sees: the account's workspace, the emulator clock, and the account itself. */
export interface SimulationContext {
  store: WorkspaceStore;
  /** The emulator clock when the run started; every timestamp the run writes uses it. */
  now: Date;
  account: Pick<AccountRow, 'id' | 'identifier' | 'authorization_details'>;
}

/** A tool's answer: the third-party service's own response body (docs/tool-results.md). */
export type ToolData = Record<string, unknown>;

/**
 * A tool's answer sent as server-sent events instead of one JSON body (docs/internals/chat-stream.md §1): each
 * item of `events` is one whole event (`data: …\n\n`), produced over time by the service.
 *
 * @example
 * return new EventStreamAnswer(completionEvents(completion));
 */
export class EventStreamAnswer {
  readonly events: AsyncIterable<string>;

  constructor(events: AsyncIterable<string>) {
    this.events = events;
  }
}

/** What a tool run answers: one JSON body, or a stream of events. */
export type ToolAnswer = ToolData | EventStreamAnswer;

/**
 * What an emulator lends each simulator it creates (registry.ts). A service that serves files or
 * links, or keeps data outside the emulator's database, takes what it needs; the others ignore it.
 */
export interface SimulatorResources {
  /** The core store, where simulated workspaces live (workspace-store.ts). */
  store: Store;
  clock: Clock;
  /** The emulator's URL, where the links a service hands out (thumbnails, downloads) point. */
  baseUrl: string;
  /** The connector's own folder; undefined in memory mode (a temporary one, removed on close). */
  dataDir: string | undefined;
}

/** A simulated third-party service: seeds a new workspace and runs the tools of its connector. */
export interface ConnectorSimulator {
  /**
   * True when the service keeps its data outside the emulator's database (the warehouse's own
   * SQL engines): its runs then get no transaction and no workspace store, so a long statement
   * does not hold the database that every other request of the emulator waits on.
   */
  readonly keepsStateElsewhere?: boolean;
  /**
   * What the service keeps for its accounts outside the emulator's database (SQL engines, files):
   * the emulator frees it when an account is deleted, on a reset and on close.
   */
  readonly accountResources?: AccountResources;
  /** Fills a workspace the account has never used with realistic data. */
  seed(context: SimulationContext): Promise<void>;
  /** Runs `tool` with params that its catalog schema has already accepted. */
  run(
    tool: ToolName,
    params: Record<string, unknown>,
    context: SimulationContext,
  ): Promise<ToolAnswer>;
}

type ToolNamesOf<Connector extends ConnectorId> = Extract<ToolName, `${Connector}_${string}`>;

/** One handler per tool of the connector, each typed with that tool's own params. */
export type ToolHandlers<Connector extends ConnectorId, Workspace> = {
  readonly [Name in ToolNamesOf<Connector>]: (
    params: ToolParams<Name>,
    workspace: Workspace,
  ) => Promise<ToolAnswer>;
};

type AnyHandler<Workspace> = (params: never, workspace: Workspace) => Promise<ToolAnswer>;

/**
 * A simulator from its parts: `open` gives the connector's typed view of the workspace, `seed`
 * fills a new one, `admit` (when given) checks what the service checks of every request before
 * any tool runs (a plan, a rate limit) and throws an UpstreamError to refuse it, `handlers` cover
 * every tool of the connector (the compiler checks that none is missing). `handlers` may be a
 * loader, called on the first run, so a heavy service costs the emulator's start-up nothing.
 */
export function defineSimulator<Connector extends ConnectorId, Workspace>(spec: {
  keepsStateElsewhere?: boolean;
  accountResources?: AccountResources;
  open(context: SimulationContext): Workspace;
  seed(workspace: Workspace): Promise<void>;
  admit?(tool: ToolNamesOf<Connector>, workspace: Workspace): Promise<void>;
  handlers:
    | ToolHandlers<Connector, Workspace>
    | (() => Promise<ToolHandlers<Connector, Workspace>>);
}): ConnectorSimulator {
  let loaded: Promise<Readonly<Record<string, AnyHandler<Workspace>>>> | undefined;
  const { handlers } = spec;
  const handlersByName = () => {
    loaded ??= typeof handlers === 'function' ? handlers() : Promise.resolve(handlers);
    return loaded;
  };
  return {
    keepsStateElsewhere: spec.keepsStateElsewhere === true,
    accountResources: spec.accountResources,
    seed: (context) => spec.seed(spec.open(context)),
    async run(tool, params, context) {
      const handler = (await handlersByName())[tool];
      if (handler === undefined) throw new Error(`This simulator has no handler for ${tool}.`);
      const workspace = spec.open(context);
      // A handler exists for `tool`, so it is one of this connector's tools.
      await spec.admit?.(tool as ToolNamesOf<Connector>, workspace);
      // The params were parsed by this tool's own catalog schema, so they are its ToolParams.
      return handler(params as never, workspace);
    },
  };
}
