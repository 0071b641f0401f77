import type { WarehouseEngine } from './engine.ts';
import { openEngineHere } from './engine-host.ts';
import type { EngineJob } from './engine-job.ts';
import type { FromEngineWorker, ToEngineWorker } from './engine-messages.ts';
import { engineModules } from './wasm-modules.ts';

/*
 * The entry of a child process that holds one account's engine (engine-process.ts starts it), so
 * a long statement blocks this process and never the emulator, and the engine's memory goes back
 * to the system when the process ends.
 */
if (process.send === undefined) throw new Error('engine-worker.ts runs as a forked process.');
const post = (message: FromEngineWorker) => {
  if (process.connected) process.send?.(message);
};
// Compiled as soon as the process starts, so a worker started ahead has it ready.
const modules = engineModules();
let opened: Promise<WarehouseEngine> | undefined;
const cancels = new Map<number, AbortController>();

/**
 * A spare's first statement, run before its account comes: a cluster's first statement took
 * 0.4–0.5 s under load (its catalog read in, the session set up, PGlite's code paths run once),
 * the next 0.1 s. It reads the catalog and writes nothing, so the account's cluster is as made.
 */
const WARM_UP: EngineJob = {
  specs: [{ text: 'SELECT count(*) FROM information_schema.tables', values: [] }],
  context: {},
  timeoutSeconds: undefined,
  rowLimit: undefined,
  showCommand: false,
};

async function open(folder: string, warm: boolean) {
  try {
    opened = modules.then((compiled) => openEngineHere(folder, compiled));
    const engine = await opened;
    if (warm) await engine.run(WARM_UP, new AbortController().signal);
    post({ type: 'ready', openedAt: engine.openedAt });
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
}

async function close(): Promise<void> {
  await (opened ?? Promise.resolve(undefined))
    .then((engine) => engine?.close())
    .catch(() => undefined);
  post({ type: 'closed' });
  process.exit(0);
}

process.on('message', (message: ToEngineWorker) => {
  if (message.type === 'open') {
    void open(message.folder, message.warm);
  } else if (message.type === 'run') {
    const cancel = new AbortController();
    cancels.set(message.id, cancel);
    // Runs are sent once the engine is ready.
    void opened
      ?.then((engine) => engine.run(message.job, cancel.signal))
      .then((outcome) => {
        cancels.delete(message.id);
        post({ type: 'outcome', id: message.id, outcome });
      });
  } else if (message.type === 'cancel') {
    cancels.get(message.id)?.abort();
  } else {
    void close();
  }
});

// The emulator gone (killed, or ended without closing): the engine closes its cluster and goes too.
process.on('disconnect', () => void close());
