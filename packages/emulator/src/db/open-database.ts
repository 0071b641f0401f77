import { openCluster } from './cluster-template.ts';
import { createDatabase, type Database } from './database.ts';
import { LEAN_SETTINGS } from './lean-settings.ts';
import { migrate } from './migrate.ts';
import { EMULATOR_TEMPLATE } from './template-data-dir.ts';

export type { Database } from './database.ts';

/**
 * Opens PGlite on a data folder, or on a temporary one in memory mode (`dataDir` undefined),
 * and applies pending migrations. A new database starts from the cached template cluster,
 * already migrated, instead of running initdb.
 */
export async function openDatabase(dataDir: string | undefined): Promise<Database> {
  const cluster = await openCluster(dataDir, EMULATOR_TEMPLATE, LEAN_SETTINGS);
  try {
    await migrate(cluster.pg);
  } catch (error) {
    await cluster.close();
    throw error;
  }
  return createDatabase(cluster.pg, cluster.close);
}
