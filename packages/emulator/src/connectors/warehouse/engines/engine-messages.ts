import type { EngineJob, EngineOutcome } from './engine-job.ts';

/** What the emulator tells an engine's worker (engine-worker.ts). */
export type ToEngineWorker =
  /** `warm`: run a first statement once open, so the account's own first one runs warm. */
  | { type: 'open'; folder: string; warm: boolean }
  | { type: 'run'; id: number; job: EngineJob }
  | { type: 'cancel'; id: number }
  | { type: 'close' };

/** What an engine's worker answers. */
export type FromEngineWorker =
  /** `openedAt`: when the cluster was open (and warm), in ms since the epoch. */
  | { type: 'ready'; openedAt: number }
  | { type: 'failed'; message: string }
  | { type: 'outcome'; id: number; outcome: EngineOutcome }
  | { type: 'closed' };
