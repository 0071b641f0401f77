import { access, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from './migrate.ts';
import { discardTemplate, templateDataDir } from './template-data-dir.ts';

export type Database = PGlite;

/**
 * Opens PGlite in memory (`dataDir` undefined) or in a data folder, and applies pending migrations.
 * A new database starts from the cached template cluster, already migrated, instead of running
 * initdb.
 */
export async function openDatabase(dataDir: string | undefined): Promise<Database> {
  const db = await createPGlite(dataDir);
  await migrate(db);
  return db;
}

async function createPGlite(dataDir: string | undefined): Promise<PGlite> {
  if (dataDir !== undefined && (await isCluster(dataDir))) return PGlite.create(dataDir);
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
  try {
    return await PGlite.create({ dataDir, loadDataDir: await templateDataDir() });
  } catch {
    // A damaged template costs one slow start, never a failed one.
    await discardTemplate();
    return PGlite.create(dataDir);
  }
}

/** A folder initdb already ran in: Postgres writes PG_VERSION first. */
function isCluster(dataDir: string): Promise<boolean> {
  return access(join(dataDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
}
