import type { EngineJob, EngineOutcome } from './engine-job.ts';

/** What the emulator tells an engine's worker (engine-worker.ts). */
export type ToEngineWorker =
  | { type: 'open'; folder: string }
  | { type: 'run'; id: number; job: EngineJob }
  | { type: 'cancel'; id: number }
  | { type: 'close' };

/** What an engine's worker answers. */
export type FromEngineWorker =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'outcome'; id: number; outcome: EngineOutcome }
  | { type: 'closed' };
