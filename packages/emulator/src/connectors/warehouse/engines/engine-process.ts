import type { ChildProcess } from 'node:child_process';
import { dirname } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { forkModule } from '../../../process/fork-module.ts';
import { FAILURES } from '../errors.ts';
import { prepareClusterFolder } from './cluster-folder.ts';
import type { WarehouseEngine } from './engine.ts';
import { type EngineOutcome, failureData } from './engine-job.ts';
import type { FromEngineWorker, ToEngineWorker } from './engine-messages.ts';

/** How long a worker may take to close its engine before it is killed. */
const CLOSE_GRACE_MS = 10_000;

/**
 * This module's folder, as a path: never `new URL('./x', import.meta.url)`, which Vite rewrites
 * into an asset URL on http: when the emulator runs inside a browser-like test environment
 * (vitest with jsdom, as the react and ui packages' tests run it).
 */
const HERE = dirname(fileURLToPath(import.meta.url));

/**
 * An engine's worker: a child process, not a thread. A thread's PGlite left its 60–100 MB with
 * the emulator's allocator after the thread ended (316–360 MB after 20 account lives); a
 * process's memory goes back to the system when it exits (docs/internals/emulator-cost.md).
 */
export type EngineWorker = ChildProcess;

/*
 * V8's flags for an engine's process, for its open and first statements, which a new account's
 * first query waits for (docs/internals/emulator-cost.md, eleventh step):
 * - one background thread for V8 (Node's default is four): PGlite's WebAssembly is compiled by
 *   Liftoff as it runs, and its hot functions again by TurboFan on those threads, which took the
 *   machine's cores from the open itself (a cold engine's open, warm-up and first query: 406–585
 *   ms and 0.67–1 s of CPU with four, 300–407 ms and 0.47–0.63 s with one; a job's CPU once warm
 *   the same);
 * - PGlite's own WebAssembly checked function by function as each is first compiled, not all at
 *   the compile (36–44 ms, 16 ms lazily).
 */
const ENGINE_FLAGS = ['--v8-pool-size=1', '--wasm-lazy-validation'];

/** Starts the worker (process/fork-module.ts: built, or from the source through tsx). */
function startWorker(): EngineWorker {
  // `advanced`: outcomes keep what JSON would lose (undefined, binary values).
  return logErrors(
    forkModule(
      HERE,
      'engine-worker',
      { serialization: 'advanced', stdio: 'inherit' },
      ENGINE_FLAGS,
    ),
  );
}

/** From its start, so a worker started ahead that fails is logged, not an uncaught error. */
function logErrors(worker: EngineWorker): EngineWorker {
  worker.on('error', (error) => console.error('warehouse engine worker:', error));
  return worker;
}

/**
 * Starts an engine's worker, ready to be told which cluster to open: it loads the engine's code
 * as it starts, and compiles PGlite's WebAssembly at the open (from the TypeScript source, as it
 * starts too; engine-worker.ts).
 */
export async function startEngineWorker(): Promise<EngineWorker> {
  return startWorker();
}

const workerGone = (): EngineOutcome => ({
  results: [],
  failure: { data: failureData(FAILURES.internal()), inStatement: false },
});

/**
 * Opens the engine of the cluster in `folder` in a worker process of its own: PGlite runs
 * Postgres synchronously, so a long statement there leaves the emulator's requests (and other
 * accounts' statements) running.
 */
export async function openEngineInWorker(folder: string): Promise<WarehouseEngine> {
  await prepareClusterFolder(folder);
  return openEngineIn(await startEngineWorker(), folder, false);
}

/**
 * Has `worker` (started ahead, or just now) open the cluster already in `folder`, and, with
 * `warm`, run a first statement (engine-worker.ts). Listens from the call on, so a spare's
 * engine opened long before its account comes is not missed.
 */
export async function openEngineIn(
  worker: EngineWorker,
  folder: string,
  warm: boolean,
): Promise<WarehouseEngine> {
  const send = (message: ToEngineWorker) => {
    if (worker.connected) worker.send(message);
  };
  const pending = new Map<number, (outcome: EngineOutcome) => void>();
  let exited = worker.exitCode !== null || worker.signalCode !== null;
  const exit = new Promise<void>((resolve) => {
    if (exited) resolve();
    worker.once('exit', () => {
      exited = true;
      for (const settle of pending.values()) settle(workerGone());
      pending.clear();
      resolve();
    });
  });
  const openedAt = await new Promise<number>((resolve, reject) => {
    worker.on('message', (message: FromEngineWorker) => {
      if (message.type === 'ready') resolve(message.openedAt);
      else if (message.type === 'failed') reject(new Error(message.message));
      else if (message.type === 'outcome') {
        pending.get(message.id)?.(message.outcome);
        pending.delete(message.id);
      }
    });
    void exit.then(() => reject(new Error('The warehouse engine stopped while opening.')));
    send({ type: 'open', folder, warm });
  });

  let nextId = 0;
  let closing: Promise<void> | undefined;
  return {
    openedAt,
    run(job, signal) {
      if (exited || closing !== undefined) return Promise.resolve(workerGone());
      const id = nextId++;
      const cancel = () => send({ type: 'cancel', id });
      return new Promise<EngineOutcome>((resolve) => {
        pending.set(id, resolve);
        send({ type: 'run', id, job });
        if (signal.aborted) cancel();
        else signal.addEventListener('abort', cancel, { once: true });
      }).finally(() => signal.removeEventListener('abort', cancel));
    },
    close() {
      closing ??= (async () => {
        if (exited) return;
        send({ type: 'close' });
        const patience = new AbortController();
        await Promise.race([
          exit,
          delay(CLOSE_GRACE_MS, undefined, { signal: patience.signal }),
        ]).catch(() => undefined);
        patience.abort();
        if (!exited) {
          worker.kill('SIGKILL');
          await exit;
        }
      })();
      return closing;
    },
  };
}
