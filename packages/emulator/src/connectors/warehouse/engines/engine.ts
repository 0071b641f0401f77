import type { EngineJob, EngineOutcome } from './engine-job.ts';

/** The SQL engine of one warehouse account: a Postgres cluster holding the sample database. */
export interface WarehouseEngine {
  /** When its cluster was open, in ms since the epoch: before its account came, for a spare's. */
  readonly openedAt: number;
  /**
   * Runs `job`; the account's jobs run one after another, as on one session. Aborting `signal`
   * cancels it between two slices of rows.
   */
  run(job: EngineJob, signal: AbortSignal): Promise<EngineOutcome>;
  /** Cancels what runs, waits for it, and frees the engine; its cluster stays in its folder. */
  close(): Promise<void>;
}
