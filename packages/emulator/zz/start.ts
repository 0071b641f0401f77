import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createEmulator } from '../src/index.ts';
const dir = await mkdtemp(join(tmpdir(), 'pb-'));
const e = await createEmulator({ dataDir: dir }); await e.control.seed({ scenario: 'demo' }); await e.close();
for (let i = 0; i < 4; i++) {
  let t = performance.now();
  const db = await PGlite.create(dir);
  const a = performance.now() - t; t = performance.now();
  await db.query('SELECT 1');
  const b = performance.now() - t; t = performance.now();
  await db.close();
  const c = performance.now() - t; t = performance.now();
  const em = await createEmulator({ dataDir: dir });
  const d = performance.now() - t; t = performance.now();
  await em.close();
  console.log('pglite.create', a.toFixed(0), 'first query', b.toFixed(0), 'close', c.toFixed(0), 'createEmulator', d.toFixed(0), 'close', (performance.now() - t).toFixed(0));
}
