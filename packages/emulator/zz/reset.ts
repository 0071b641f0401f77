import { openDatabase } from '../src/db/open-database.ts';
import { createClock } from '../src/clock.ts';
import { createSeedService } from '../src/services/seed.ts';
import { seedDataSchema } from '../src/scenarios/seed-data.ts';
import { BASELINE } from '../src/scenarios/baseline.ts';
import { createConnectedAccountService } from '../src/services/connected-accounts.ts';
const db = await openDatabase(undefined);
const clock = createClock();
const seeds = createSeedService({ db, clock });
await seeds.ensureBaseline();
const accounts = createConnectedAccountService({ db, clock });
for (let i = 0; i < 8; i++) {
  await seeds.seed({ scenario: 'demo' });
  let t = performance.now();
  await accounts.clear();
  const a = performance.now() - t; t = performance.now();
  await db.exec('DELETE FROM organizations; DELETE FROM users; DELETE FROM roles; DELETE FROM permissions; DELETE FROM environment_settings;');
  const b = performance.now() - t; t = performance.now();
  await seeds.seed({ data: BASELINE });
  const c = performance.now() - t;
  console.log('accounts.clear', a.toFixed(1), 'truncate', b.toFixed(1), 'baseline', c.toFixed(1));
}
await db.close();
