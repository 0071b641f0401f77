import { parentPort, workerData } from 'node:worker_threads';
import { openEngineHere } from './engine-host.ts';
import type { EngineWorkerData, FromEngineWorker, ToEngineWorker } from './engine-messages.ts';

/*
 * The entry of a worker thread that holds one account's engine (thread-engine.ts starts it), so
 * a long statement blocks this thread and never the emulator's.
 */
const port = parentPort;
if (port === null) throw new Error('engine-worker.ts runs as a worker thread.');
const post = (message: FromEngineWorker) => port.postMessage(message);
const { folder, modules } = workerData as EngineWorkerData;

try {
  const engine = await openEngineHere(folder, modules);
  const cancels = new Map<number, AbortController>();
  port.on('message', (message: ToEngineWorker) => {
    if (message.type === 'run') {
      const cancel = new AbortController();
      cancels.set(message.id, cancel);
      void engine.run(message.job, cancel.signal).then((outcome) => {
        cancels.delete(message.id);
        post({ type: 'outcome', id: message.id, outcome });
      });
    } else if (message.type === 'cancel') {
      cancels.get(message.id)?.abort();
    } else {
      void engine.close().then(() => {
        post({ type: 'closed' });
        port.close();
      });
    }
  });
  post({ type: 'ready' });
} catch (error) {
  post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  port.close();
}
