import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AccountResources, accountFolder } from '../../account-resources.ts';
import { StatementRegistry } from '../statements/statement-registry.ts';
import { openEngineIn, openEngineInWorker, startEngineWorker } from './engine-process.ts';
import { LiveEngines } from './live-engines.ts';
import { isSpareFolder, removeAccountFolder, SpareCluster } from './spare-cluster.ts';

/**
 * Open engines at most: each holds about 160 MB with its worker process (20 accounts through a
 * limit of 6: 1.1 GB RSS with the warehouse alone), so four keep 50 accounts within 1.5 GB with
 * the rest of the emulator; the others are parked on disk.
 */
const MAX_LIVE_ENGINES = 4;

/** How long after the start (or a data folder's reset) the spare is made: after the start-up's own work. */
const MAKE_AFTER_MS = 1_000;

/** The accounts' SQL engines of one emulator, and what frees them. */
export interface AccountEngines extends AccountResources {
  /** The statements of an account, on its engine (opened on its first statement). */
  statementsOf(accountId: string): StatementRegistry;
}

export interface WarehouseOptions {
  /** Where the accounts' clusters live; undefined: a temporary folder removed on close. */
  dataDir: string | undefined;
  /**
   * `worker` (the default): each open engine in a child process of its own (engine-process.ts).
   * `main`: on the emulator's thread, where a long statement blocks every request (benchmarks
   * compare the two).
   */
  engineThread?: 'worker' | 'main';
  maxLiveEngines?: number;
}

/**
 * The accounts' engines: each account gets its own SQL engine (its own Postgres cluster, so one account
 * never sees another's data, roles or settings), opened on its first statement in a folder of
 * `dataDir` so its data survives restarts, or of a temporary folder in memory mode.
 */
export function createAccountEngines(options: WarehouseOptions): AccountEngines {
  const { dataDir } = options;
  const inWorkers = options.engineThread !== 'main';
  const live = new LiveEngines(options.maxLiveEngines ?? MAX_LIVE_ENGINES);
  const registries = new Map<string, StatementRegistry>();
  let temporary: Promise<string> | undefined;

  /** In memory mode the clusters still live on disk, so their data is not held in memory. */
  function root(): Promise<string> {
    if (dataDir !== undefined) return Promise.resolve(dataDir);
    temporary ??= mkdtemp(join(tmpdir(), 'plugboard-warehouse-'));
    return temporary;
  }

  async function removeTemporary(): Promise<void> {
    const folder = await temporary?.catch(() => undefined);
    temporary = undefined;
    if (folder !== undefined) await rm(folder, { recursive: true, force: true });
  }

  // Made soon after the start, so the emulator's first warehouse account finds its folder and
  // worker ready (made when that account came, its first query waited 3.4 s for them), and opened
  // only when an account is on its way (prepare: a link asked for, or an account made), so an
  // idle emulator does not hold an open cluster (about 150 MB) and the open overlaps with the
  // user's consent (docs/internals/emulator-cost.md).
  const spare = new SpareCluster(
    root,
    inWorkers ? { start: startEngineWorker, open: openEngineIn } : undefined,
  );
  const makeSoon = () => setTimeout(() => void spare.make(), MAKE_AFTER_MS).unref();
  makeSoon();

  function statementsOf(accountId: string): StatementRegistry {
    let registry = registries.get(accountId);
    if (registry === undefined) {
      registry = new StatementRegistry(async () => {
        const folder = accountFolder(await root(), accountId);
        const ahead = await spare.claim(folder);
        if (ahead !== undefined) return ahead;
        if (inWorkers) return openEngineInWorker(folder);
        // Loaded here: PGlite's JavaScript and the engine's code are the engine processes' own.
        const { openEngineHere } = await import('./engine-host.ts');
        return openEngineHere(folder);
      });
      registries.set(accountId, registry);
    }
    live.use(accountId, registry);
    return registry;
  }

  async function closeEngine(accountId: string): Promise<void> {
    const registry = registries.get(accountId);
    registries.delete(accountId);
    live.forget(accountId);
    await registry?.close();
  }

  const closeAll = () => Promise.all([...registries.keys()].map(closeEngine)).then(() => {});

  return {
    prepare: () => void spare.warm(),
    statementsOf,
    async release(accountId) {
      await closeEngine(accountId);
      const folder = dataDir ?? (await temporary?.catch(() => undefined));
      if (folder !== undefined) {
        await removeAccountFolder(accountFolder(folder, accountId));
      }
    },
    async releaseAll() {
      await closeAll();
      if (dataDir !== undefined) {
        // A data folder is the user's: a reset leaves nothing in it, the spare included.
        await spare.discard();
        await rm(dataDir, { recursive: true, force: true });
        makeSoon();
        return;
      }
      // In memory mode the spare belongs to no account and stays, so a reset (before each test
      // of a suite) costs no new unpacking; the spares accounts claimed go with their links.
      const folder = await temporary?.catch(() => undefined);
      if (folder === undefined) return;
      const entries = await readdir(folder).catch(() => []);
      await Promise.all(
        entries
          .filter((name) => !isSpareFolder(name))
          .map((name) => removeAccountFolder(join(folder, name))),
      );
    },
    async close() {
      await Promise.all([closeAll(), spare.close()]);
      await removeTemporary();
    },
  };
}
