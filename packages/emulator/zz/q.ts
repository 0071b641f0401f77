import { createClock } from '../src/clock.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { createSeedService } from '../src/services/seed.ts';

const db = await openDatabase(undefined);
const seeds = createSeedService({ db, clock: createClock() });
await seeds.ensureBaseline();
await seeds.seed({
  data: {
    organizations: Array.from({ length: 200 }, (_, n) => ({
      id: `org_b_${n}`,
      display_name: `Org ${n}`,
      metadata: { tier: 'gold' },
    })),
  },
});
async function time(label: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 100; i++) await fn();
  const n = 500;
  const s = performance.now();
  for (let i = 0; i < n; i++) await fn();
  console.log(label, (((performance.now() - s) / n) * 1000).toFixed(0), 'µs');
}
await time('rows', () =>
  db.query(
    'SELECT *, (count(*) OVER ())::int AS total_size FROM (SELECT * FROM organizations) m ORDER BY position LIMIT 50 OFFSET 0',
  ),
);
await time('json', async () => {
  const r = await db.query<{ j: string }>(
    'SELECT json_agg(m)::text AS j FROM (SELECT *, (count(*) OVER ())::int AS total_size FROM (SELECT * FROM organizations) m ORDER BY position LIMIT 50 OFFSET 0) m',
  );
  return JSON.parse(r.rows[0]!.j);
});
await time('pk rows', () => db.query('SELECT * FROM organizations WHERE id = $1', ['org_b_7']));
await time('pk json', async () => {
  const r = await db.query<{ j: string }>(
    'SELECT row_to_json(o)::text AS j FROM organizations o WHERE id = $1',
    ['org_b_7'],
  );
  return JSON.parse(r.rows[0]!.j);
});
await db.close();
