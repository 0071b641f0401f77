import type { WarehouseEngine } from './engine.ts';
import type { EngineJob } from './engine-job.ts';
import type { FromEngineWorker, ToEngineWorker } from './engine-messages.ts';

/*
 * The entry of a child process that holds one account's engine (engine-process.ts starts it), so
 * a long statement blocks this process and never the emulator, and the engine's memory goes back
 * to the system when the process ends.
 */
if (process.send === undefined) throw new Error('engine-worker.ts runs as a forked process.');
const post = (message: FromEngineWorker) => {
  if (process.connected) process.send?.(message);
};
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

/** Opens a cluster's engine in this process. */
type OpenHere = (folder: string) => Promise<WarehouseEngine>;

/**
 * The engine's code (PGlite's JavaScript, the wire session, the statements) and PGlite's compiled
 * WebAssembly; the compile overlaps with the code's loading.
 */
function loadEngine(): Promise<OpenHere> {
  const modules = import('./wasm-modules.ts').then((wasm) => wasm.engineModules());
  return import('./engine-host.ts').then(
    (host) => async (folder: string) => host.openEngineHere(folder, await modules),
  );
}

/**
 * Built, the engine loads when the process is told to open a cluster: a spare's process waits
 * for its account as bare node (43 MB RSS, 9 MB PSS; 78 and 39 MB with the engine loaded), and
 * the load adds 0.1–0.2 s to an open of about 1 s (load average 15). From the TypeScript source
 * (tests, tsx), every module goes through tsx's loader and the load took 1–3.5 s, so there it
 * starts with the process, ahead of the open (docs/internals/emulator-cost.md, eighth step).
 */
let engineCode = import.meta.url.endsWith('.ts') ? loadEngine() : undefined;

async function open(folder: string, warm: boolean) {
  try {
    engineCode ??= loadEngine();
    opened = engineCode.then((openHere) => openHere(folder));
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
