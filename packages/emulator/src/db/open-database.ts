import { openCluster } from './cluster-template.ts';
import { createDatabase, type Database } from './database.ts';
import { migrate } from './migrate.ts';
import { EMULATOR_TEMPLATE } from './template-data-dir.ts';

export type { Database } from './database.ts';

/**
 * Opens PGlite in memory (`dataDir` undefined) or in a data folder, and applies pending migrations.
 * A new database starts from the cached template cluster, already migrated, instead of running
 * initdb.
 */
export async function openDatabase(dataDir: string | undefined): Promise<Database> {
  const pg = await openCluster(dataDir, EMULATOR_TEMPLATE);
  await migrate(pg);
  return createDatabase(pg);
}
