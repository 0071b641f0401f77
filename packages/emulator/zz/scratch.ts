import { PGlite } from '@electric-sql/pglite';
import { templateDataDir } from '../src/db/template-data-dir.ts';
import { MIGRATIONS } from '../src/db/migrations.ts';
import { createSeedService } from '../src/services/seed.ts';
import { createClock } from '../src/clock.ts';
for (let i = 0; i < 3; i++) {
  let t = performance.now();
  const db = await PGlite.create({ loadDataDir: await templateDataDir() });
  const a = performance.now() - t; t = performance.now();
  for (const [n, sql] of MIGRATIONS.entries()) { const s = performance.now(); await db.exec(sql); console.log('  migration', n + 1, (performance.now() - s).toFixed(0)); }
  const b = performance.now() - t; t = performance.now();
  await createSeedService({ db, clock: createClock() }).ensureBaseline();
  const c = performance.now() - t;
  console.log('template', a.toFixed(0), 'migrations', b.toFixed(0), 'baseline', c.toFixed(0));
  await db.close();
}
