import { setImmediate as nextTurn } from 'node:timers/promises';
import { analysePending, hasPendingAnalysis } from '../statements/statement-purity.ts';
import type { WarehouseEngine } from './engine.ts';
import { openEngineCluster } from './engine-cluster.ts';
import { runJob } from './run-job.ts';
import type { EngineModules } from './wasm-modules.ts';
import { WireSession } from './wire-session.ts';

/** Rows Postgres hands over per slice: small enough that a cancel is noticed within a moment. */
const SLICE_ROWS = 5_000;

/**
 * The engine itself, on the thread that calls it: PGlite runs Postgres synchronously there, so a
 * long step blocks that thread. The emulator runs it inside a worker (engine-worker.ts); the
 * bench runs it on the main thread too, to compare.
 */
export async function openEngineHere(
  folder: string,
  modules?: EngineModules,
): Promise<WarehouseEngine> {
  const pg = await openEngineCluster(folder, modules);
  const session = new WireSession(pg, SLICE_ROWS);
  const running = new Set<AbortController>();
  let closing: Promise<void> | undefined;
  return {
    openedAt: Date.now(),
    run(job, signal) {
      const stop = new AbortController();
      const forward = () => stop.abort();
      signal.addEventListener('abort', forward, { once: true });
      if (signal.aborted) stop.abort();
      running.add(stop);
      // The wire protocol bypasses PGlite's own queue, so jobs hold the engine alone.
      return pg
        .runExclusive(() => runJob(session, job, stop.signal))
        .finally(() => {
          running.delete(stop);
          signal.removeEventListener('abort', forward);
          // Queued now, so the next job waits for it; run once this job's answer went out.
          if (!hasPendingAnalysis(session)) return;
          void pg
            .runExclusive(async () => {
              await nextTurn();
              await analysePending(session);
            })
            .catch(() => undefined);
        });
    },
    close() {
      closing ??= (async () => {
        for (const stop of running) stop.abort();
        // Queued behind the jobs, so it closes once they stopped.
        await pg.runExclusive(async () => {});
        await pg.close();
      })();
      return closing;
    },
  };
}
