import { beforeAll, expect, it } from 'vitest';
import { setupToolHarness } from '../../../test/tool-harness.ts';

// A statement runs in its account's engine, in a worker thread; the emulator's own database must
// not wait for it either, even when the caller waits for the answer (no `async`).
const t = setupToolHarness();
let account: string;

beforeAll(async () => {
  account = await t.account('warehouse');
}, 120_000);

it('answers other requests while a statement runs without async', async () => {
  const order: string[] = [];
  const statement = t
    .run(account, 'warehouse_execute_query', { statement: 'SELECT pg_sleep(2)' })
    .then(() => order.push('statement'));
  // Give the statement time to reach its engine before the other requests ask.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const organizations = t.harness
    .api('GET', '/api/v1/organizations')
    .then((answer) => order.push(`organizations ${answer.status}`));
  const accounts = t.harness
    .api('GET', '/api/v1/connected_accounts')
    .then((answer) => order.push(`connected accounts ${answer.status}`));
  await Promise.all([statement, organizations, accounts]);
  expect(order.at(-1)).toBe('statement');
  expect(order.slice(0, 2).sort()).toEqual(['connected accounts 200', 'organizations 200']);
}, 60_000);
