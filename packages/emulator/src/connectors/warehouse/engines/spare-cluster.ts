import { randomUUID } from 'node:crypto';
import { readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { isCluster } from '../../../db/cluster-template.ts';
import { prepareClusterFolder } from './cluster-folder.ts';
import type { EngineWorker } from './engine-process.ts';

/** Account folders are named after ids (accountFolder), which never start with a dot. */
const SPARE_PREFIX = '.spare-';

/** Whether a folder under the accounts' root is a spare (or one a killed process left). */
export function isSpareFolder(name: string): boolean {
  return name.startsWith(SPARE_PREFIX);
}

/**
 * A new account's cluster folder made ahead, off the request path: unpacking the sample
 * database's 43 MB and compiling PGlite's WebAssembly (in the worker started ahead) took most of a new account's first query
 * (1.5 s on a quiet machine, 3.4 s under load; docs/internals/emulator-cost.md). The spare sits
 * under `root()` beside the accounts' folders; a new account takes it by a rename, and the next
 * one is made in the background.
 */
export class SpareCluster {
  readonly #root: () => Promise<string>;
  readonly #startEngineWorker: (() => Promise<EngineWorker>) | undefined;
  #making: Promise<string | undefined> | undefined;
  #worker: Promise<EngineWorker | undefined> | undefined;
  /** Spare workers that ended before they were handed over (one that failed to load). */
  readonly #ended = new WeakSet<EngineWorker>();
  #closed = false;

  /** With `startEngineWorker`, an engine's worker is started ahead too (its code loaded and WebAssembly compiled, no cluster). */
  constructor(root: () => Promise<string>, startEngineWorker?: () => Promise<EngineWorker>) {
    this.#root = root;
    this.#startEngineWorker = startEngineWorker;
  }

  /** Starts making the spare (and its worker) unless one is on its way. */
  warm(): void {
    if (this.#closed) return;
    this.#making ??= this.#make();
    if (this.#startEngineWorker !== undefined)
      this.#worker ??= this.#start(this.#startEngineWorker);
  }

  /**
   * Makes `folder` the new account's cluster from the spare, when one is ready and `folder` has
   * none yet (otherwise the engine unpacks it itself), and hands over the worker started ahead.
   */
  async claim(folder: string): Promise<EngineWorker | undefined> {
    const making = this.#making;
    const starting = this.#worker;
    this.#making = undefined;
    this.#worker = undefined;
    const [spare, worker] = await Promise.all([making, starting]);
    this.warm();
    if (spare !== undefined) {
      const taken =
        !(await isCluster(folder)) &&
        (await rename(spare, folder).then(
          () => true,
          () => false,
        ));
      if (!taken) await rm(spare, { recursive: true, force: true });
    }
    return worker === undefined || this.#ended.has(worker) ? undefined : worker;
  }

  /** Removes the spare made or on its way (the next `warm` makes another). */
  async discard(): Promise<void> {
    const [spare, worker] = await Promise.all([this.#making, this.#worker]);
    this.#making = undefined;
    this.#worker = undefined;
    worker?.kill('SIGKILL');
    if (spare !== undefined) await rm(spare, { recursive: true, force: true });
  }

  /** Stops making spares and removes the one made, so the root folder can go. */
  close(): Promise<void> {
    this.#closed = true;
    return this.discard();
  }

  async #start(startEngineWorker: () => Promise<EngineWorker>): Promise<EngineWorker | undefined> {
    try {
      const worker = await startEngineWorker();
      worker.once('exit', () => this.#ended.add(worker));
      return worker;
    } catch {
      return undefined;
    }
  }

  async #make(): Promise<string | undefined> {
    try {
      const root = await this.#root();
      // A spare left by a process that was killed is no account's: it goes.
      const left = await readdir(root).catch(() => []);
      await Promise.all(
        left
          .filter(isSpareFolder)
          .map((name) => rm(join(root, name), { recursive: true, force: true })),
      );
      const folder = join(root, `${SPARE_PREFIX}${randomUUID()}`);
      if (await prepareClusterFolder(folder)) return folder;
    } catch {
      // Without a spare, the engine makes its folder itself, as it would have.
    }
    return undefined;
  }
}
