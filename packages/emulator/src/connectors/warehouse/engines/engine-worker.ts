import type { WarehouseEngine } from './engine.ts';
import type { EngineJob } from './engine-job.ts';
import type { FromEngineWorker, ToEngineWorker } from './engine-messages.ts';
import type { EngineModules } from './wasm-modules.ts';

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

/**
 * The engine's code (PGlite's JavaScript, the wire session, the statements), loaded as the process
 * starts, before its account comes: built, it took 55–90 ms of a new account's first query when
 * loaded at the open, and it holds 10 MB (the process waits as 53 MB RSS instead of 43; measured
 * in docs/internals/emulator-cost.md, eleventh step). A failed load fails the open, which says so.
 */
const engineCode = import('./engine-host.ts');
engineCode.catch(() => undefined);

/**
 * PGlite's compiled WebAssembly (11 MB more) is compiled at the open, while the cluster's files
 * are read (16 ms; engine-process.ts). From the TypeScript source (tests, tsx) it is compiled as
 * the process starts too: there every module goes through tsx's loader, and the spare's process
 * holds more anyway (docs/internals/emulator-cost.md, eighth step).
 */
let modules: Promise<EngineModules> | undefined = import.meta.url.endsWith('.ts')
  ? compileModules()
  : undefined;

function compileModules(): Promise<EngineModules> {
  return import('./wasm-modules.ts').then((wasm) => wasm.engineModules());
}

async function open(folder: string, warm: boolean) {
  try {
    modules ??= compileModules();
    opened = Promise.all([engineCode, modules]).then(([host, compiled]) =>
      host.openEngineHere(folder, compiled),
    );
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
