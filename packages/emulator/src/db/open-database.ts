import type { PGlite } from '@electric-sql/pglite';
import { openCluster } from './cluster-template.ts';
import { migrate } from './migrate.ts';
import { EMULATOR_TEMPLATE } from './template-data-dir.ts';

export type Database = PGlite;

/**
 * Opens PGlite in memory (`dataDir` undefined) or in a data folder, and applies pending migrations.
 * A new database starts from the cached template cluster, already migrated, instead of running
 * initdb.
 */
export async function openDatabase(dataDir: string | undefined): Promise<Database> {
  const db = await openCluster(dataDir, EMULATOR_TEMPLATE);
  await migrate(db);
  return db;
}
