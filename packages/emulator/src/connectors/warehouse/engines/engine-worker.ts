import { parentPort, workerData } from 'node:worker_threads';
import type { WarehouseEngine } from './engine.ts';
import { openEngineHere } from './engine-host.ts';
import type { EngineWorkerData, FromEngineWorker, ToEngineWorker } from './engine-messages.ts';

/*
 * The entry of a worker thread that holds one account's engine (thread-engine.ts starts it), so
 * a long statement blocks this thread and never the emulator's.
 */
if (parentPort === null) throw new Error('engine-worker.ts runs as a worker thread.');
const port: NonNullable<typeof parentPort> = parentPort;
const post = (message: FromEngineWorker) => port.postMessage(message);
const { modules } = workerData as EngineWorkerData;
let opened: Promise<WarehouseEngine> | undefined;
const cancels = new Map<number, AbortController>();

async function open(folder: string) {
  try {
    opened = openEngineHere(folder, modules);
    await opened;
    post({ type: 'ready' });
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    port.close();
  }
}

port.on('message', (message: ToEngineWorker) => {
  if (message.type === 'open') {
    void open(message.folder);
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
    void (opened ?? Promise.resolve(undefined))
      .then((engine) => engine?.close())
      .catch(() => undefined)
      .then(() => {
        post({ type: 'closed' });
        port.close();
      });
  }
});
