import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { FAILURES } from '../errors.ts';
import { prepareClusterFolder } from './cluster-folder.ts';
import type { WarehouseEngine } from './engine.ts';
import { type EngineOutcome, failureData } from './engine-job.ts';
import type { EngineWorkerData, FromEngineWorker, ToEngineWorker } from './engine-messages.ts';
import { engineModules } from './wasm-modules.ts';

/** How long a worker may take to close its engine before it is terminated. */
const CLOSE_GRACE_MS = 10_000;

/**
 * This module's folder, as a path: never `new URL('./x', import.meta.url)`, which Vite rewrites
 * into an asset URL on http: when the emulator runs inside a browser-like test environment
 * (vitest with jsdom, as the react and ui packages' tests run it).
 */
const HERE = dirname(fileURLToPath(import.meta.url));

/**
 * Starts the worker: from the built JavaScript next to this module (dist/), or, when the emulator
 * runs from TypeScript source (vitest, tsx), from the source through tsx's loader, registered
 * inside the worker because Node 20 neither runs TypeScript nor takes `--import` for a worker.
 */
function startWorker(workerData: EngineWorkerData): Worker {
  const built = join(HERE, 'engine-worker.js');
  if (existsSync(built)) {
    // A worker takes the process' flags, but `--input-type` (node -e) refuses a file entry.
    const execArgv = process.execArgv.filter((flag) => !flag.startsWith('--input-type'));
    return logErrors(new Worker(built, { workerData, execArgv }));
  }
  const tsx = join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist');
  const api = JSON.stringify(pathToFileURL(join(tsx, 'esm/api/index.mjs')).href);
  const source = JSON.stringify(pathToFileURL(join(HERE, 'engine-worker.ts')).href);
  return logErrors(
    new Worker(`import(${api}).then((tsx) => { tsx.register(); return import(${source}); })`, {
      eval: true,
      workerData,
      execArgv: ['--conditions=@plugboard/source'],
    }),
  );
}

/** From its start, so a worker started ahead that fails is logged, not an uncaught error. */
function logErrors(worker: Worker): Worker {
  worker.on('error', (error) => console.error('warehouse engine worker:', error));
  return worker;
}

/**
 * Starts an engine's worker ahead of need: it loads its code (and, from the TypeScript source,
 * tsx), which took about as long as opening the cluster; `openEngineInWorker` then only opens it.
 */
export async function startEngineWorker(): Promise<Worker> {
  return startWorker({ modules: await engineModules() });
}

const workerGone = (): EngineOutcome => ({
  results: [],
  failure: { data: failureData(FAILURES.internal()), inStatement: false },
});

/**
 * Opens the engine of the cluster in `folder` in a worker thread of its own (`started` ahead, or a
 * new one): PGlite runs Postgres synchronously on its thread, so a long statement there leaves
 * the emulator's requests (and other accounts' statements) running.
 */
export async function openEngineInWorker(
  folder: string,
  started?: Worker,
): Promise<WarehouseEngine> {
  await prepareClusterFolder(folder);
  const worker = started ?? (await startEngineWorker());
  const send = (message: ToEngineWorker) => worker.postMessage(message);
  const pending = new Map<number, (outcome: EngineOutcome) => void>();
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    worker.once('exit', () => {
      exited = true;
      for (const settle of pending.values()) settle(workerGone());
      pending.clear();
      resolve();
    });
  });
  await new Promise<void>((resolve, reject) => {
    worker.on('message', (message: FromEngineWorker) => {
      if (message.type === 'ready') resolve();
      else if (message.type === 'failed') reject(new Error(message.message));
      else if (message.type === 'outcome') {
        pending.get(message.id)?.(message.outcome);
        pending.delete(message.id);
      }
    });
    void exit.then(() => reject(new Error('The warehouse engine stopped while opening.')));
    send({ type: 'open', folder });
  });

  let nextId = 0;
  let closing: Promise<void> | undefined;
  return {
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
        if (!exited) await worker.terminate();
      })();
      return closing;
    },
  };
}
