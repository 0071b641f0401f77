import type { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS } from './migrations.ts';

/** Applies the migrations a database has not had yet, each in its own transaction. */
export async function migrate(db: PGlite): Promise<void> {
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
