import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS } from './migrations.ts';

export type Database = PGlite;

/** Opens PGlite in memory (`dataDir` undefined) or in a data folder, and applies pending migrations. */
export async function openDatabase(dataDir: string | undefined): Promise<Database> {
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  await migrate(db);
  return db;
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
