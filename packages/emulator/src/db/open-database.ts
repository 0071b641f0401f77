import { access, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS } from './migrations.ts';
import { discardTemplate, templateDataDir } from './template-data-dir.ts';

export type Database = PGlite;

/**
 * Opens PGlite in memory (`dataDir` undefined) or in a data folder, and applies pending migrations.
 * A new database starts from the cached template cluster instead of running initdb.
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

async function migrate(db: Database): Promise<void> {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY)');
  const { rows } = await db.query<{ version: number | null }>(
    'SELECT max(version) AS version FROM schema_migrations',
  );
  const applied = rows[0]?.version ?? 0;
  for (const [index, sql] of MIGRATIONS.entries()) {
    const version = index + 1;
    if (version <= applied) continue;
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
    });
  }
}
