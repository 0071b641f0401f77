import type { PGlite } from '@electric-sql/pglite';
import { openCluster } from '../../db/cluster-template.ts';
import { SAMPLE_DATABASE_TEMPLATE } from './sample-database.ts';
import { WireSession } from './wire-session.ts';

/** Rows Postgres hands over per slice: small enough that a cancel is noticed within a moment. */
const SLICE_ROWS = 5_000;

/** The SQL engine of one warehouse account: a Postgres cluster holding the sample database. */
export interface WarehouseEngine {
  /**
   * Runs `work` with the engine to itself: requests of the account run one after another, as on
   * one session, and wait for each other.
   */
  exclusive<T>(work: (session: WireSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Opens the engine in memory (`dataDir` undefined) or in a folder of its own; a new one starts
 * from the seeded sample database (sample-database.ts).
 */
export async function openWarehouseEngine(dataDir: string | undefined): Promise<WarehouseEngine> {
  const pg: PGlite = await openCluster(dataDir, SAMPLE_DATABASE_TEMPLATE);
  const session = new WireSession(pg, SLICE_ROWS);
  return {
    exclusive: (work) => pg.runExclusive(() => work(session)),
    close: () => pg.close(),
  };
}
