import { randomUUID } from 'node:crypto';
import { readdir, readlink, rm, symlink } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { isCluster } from '../../../db/cluster-template.ts';
import { prepareClusterFolder } from './cluster-folder.ts';
import type { WarehouseEngine } from './engine.ts';
import type { EngineWorker } from './engine-process.ts';

/** Account folders are named after ids (accountFolder), which never start with a dot. */
const SPARE_PREFIX = '.spare-';

/** Whether a folder under the accounts' root is a spare's (claimed by an account's link, or not). */
export function isSpareFolder(name: string): boolean {
  return name.startsWith(SPARE_PREFIX);
}

/** How a spare's engine is made ahead: a worker started at once, its cluster opened when asked. */
export interface EngineAhead {
  start(): Promise<EngineWorker>;
  open(worker: EngineWorker, folder: string, warm: boolean): Promise<WarehouseEngine>;
}

interface Spare {
  folder: string;
  worker: EngineWorker | undefined;
  /**
   * Its cluster opened and warmed, once (the first call starts it); undefined when it could not
   * be (the account opens its own).
   */
  engine(): Promise<WarehouseEngine | undefined>;
}

/**
 * Removes an account's folder: the link to the spare it claimed first, then the spare's folder,
 * so a process killed between the two leaves an unclaimed spare, which the next start removes.
 */
export async function removeAccountFolder(folder: string): Promise<void> {
  const target = await readlink(folder).catch(() => undefined);
  await rm(folder, { recursive: true, force: true });
  if (target !== undefined && isSpareFolder(basename(target))) {
    await rm(resolve(dirname(folder), target), { recursive: true, force: true });
  }
}

/**
 * A new account's cluster made ahead, off the request path, in two steps. `make`: the sample
 * database unpacked and an engine's worker process started, which loads the engine's code (built,
 * 53 MB RSS; engine-worker.ts). `warm`: PGlite's WebAssembly compiled, the cluster opened and its
 * first statement run, which holds PGlite's WebAssembly memory (about 150 MB more), so it waits
 * until an account is on its way. Each of these was on a new account's first query (1.7–2.7 s under
 * load; docs/internals/emulator-cost.md). PGlite keeps the folder it opened, so the spare's folder is
 * never renamed: the account's folder becomes a link to it (`<id> -> .spare-<uuid>`), which a
 * restart with a data folder follows, and the next spare is made (not opened) in the background.
 */
export class SpareCluster {
  readonly #root: () => Promise<string>;
  readonly #ahead: EngineAhead | undefined;
  #making: Promise<Spare | undefined> | undefined;
  /** Spares left by an earlier process are removed once, before the first is made. */
  #tidied = false;
  #closed = false;

  /** With `ahead`, the spare's engine is opened ahead too; without, only its folder is made. */
  constructor(root: () => Promise<string>, ahead?: EngineAhead) {
    this.#root = root;
    this.#ahead = ahead;
  }

  /** Starts making the spare (folder and worker) unless one is on its way; settles when made. */
  async make(): Promise<void> {
    if (this.#closed) return;
    this.#making ??= this.#make();
    await this.#making;
  }

  /** `make`, then opens the spare's cluster; settles when it is open and warm (or failed). */
  async warm(): Promise<void> {
    if (this.#closed) return;
    this.#making ??= this.#make();
    await (await this.#making)?.engine();
  }

  /**
   * Gives the spare to the account whose folder is `folder`, when it has no cluster yet: links
   * the folder to the spare's and answers the spare's engine, open (undefined when there is no
   * spare, or no engine made ahead: the account opens its own, through the link if one was made).
   * An account that has a cluster leaves the spare for the next one.
   */
  async claim(folder: string): Promise<WarehouseEngine | undefined> {
    const making = this.#making;
    if (making === undefined || (await isCluster(folder))) return undefined;
    this.#making = undefined;
    const spare = await making;
    if (spare === undefined) {
      void this.make();
      return undefined;
    }
    const engine = await spare.engine();
    // The next spare is made once this one is open: its unpacking and its process's start, made
    // at once, took the cores from an open the account waits for (an account made by the API and
    // queried at once: 0.65-0.9 s, 0.47-0.67 s after; docs/internals/emulator-cost.md).
    void this.make();
    try {
      await symlink(basename(spare.folder), folder);
    } catch {
      await this.#remove(spare);
      return undefined;
    }
    return engine;
  }

  /** Removes the spare made or on its way (the next `warm` makes another). */
  async discard(): Promise<void> {
    const spare = await this.#making;
    this.#making = undefined;
    if (spare !== undefined) await this.#remove(spare);
  }

  /** Stops making spares and removes the one made, so the root folder can go. */
  close(): Promise<void> {
    this.#closed = true;
    return this.discard();
  }

  async #remove(spare: Spare): Promise<void> {
    spare.worker?.kill('SIGKILL');
    await rm(spare.folder, { recursive: true, force: true });
  }

  async #make(): Promise<Spare | undefined> {
    // Started first: the process starts while the folder is unpacked.
    const worker = await this.#ahead?.start().catch(() => undefined);
    try {
      const root = await this.#root();
      await this.#tidy(root);
      const folder = join(root, `${SPARE_PREFIX}${randomUUID()}`);
      if (await prepareClusterFolder(folder)) {
        const ahead = this.#ahead;
        let opening: Promise<WarehouseEngine | undefined> | undefined;
        const engine = () => {
          opening ??=
            ahead !== undefined && worker !== undefined
              ? ahead.open(worker, folder, true).catch(() => undefined)
              : Promise.resolve(undefined);
          return opening;
        };
        return { folder, worker, engine };
      }
    } catch {
      // Without a spare, the account makes its folder and engine itself, as it would have.
    }
    worker?.kill('SIGKILL');
    return undefined;
  }

  /** Removes the spares that no account's link points to: left by a process that was killed. */
  async #tidy(root: string): Promise<void> {
    if (this.#tidied) return;
    this.#tidied = true;
    const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
    const claimed = new Set(
      await Promise.all(
        entries
          .filter((entry) => entry.isSymbolicLink())
          .map((entry) => readlink(join(root, entry.name)).then(basename, () => '')),
      ),
    );
    await Promise.all(
      entries
        .filter((entry) => isSpareFolder(entry.name) && !claimed.has(entry.name))
        .map((entry) => rm(join(root, entry.name), { recursive: true, force: true })),
    );
  }
}
