import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementRecord } from '../statements/statement-record.ts';
import { StatementRegistry, type WarehouseRequest } from '../statements/statement-registry.ts';
import { prepareClusterFolder } from './cluster-folder.ts';
import { openEngineIn, openEngineInWorker, startEngineWorker } from './engine-process.ts';
import { LiveEngines } from './live-engines.ts';

/*
 * Engines in worker threads, seen from the registry the tools use: a long statement leaves the
 * emulator's thread and other accounts running, cancel and timeouts reach into the worker, and
 * parked engines come back with their data and nobody else's.
 */

let root: string;
const registries: StatementRegistry[] = [];
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'plugboard-engines-'));
});
afterAll(async () => {
  await Promise.all(registries.map((registry) => registry.close()));
  await rm(root, { recursive: true, force: true });
});

function account(name: string): StatementRegistry {
  const registry = new StatementRegistry(() => openEngineInWorker(join(root, name)));
  registries.push(registry);
  return registry;
}

function request(statement: string, timeoutSeconds?: number): WarehouseRequest {
  return {
    statements: () => [{ text: statement, values: [] }],
    context: {},
    requestId: crypto.randomUUID(),
    nullable: true,
    timeoutSeconds,
    rowLimit: undefined,
    showCommand: false,
  };
}

async function run(registry: StatementRegistry, statement: string, timeoutSeconds?: number) {
  const record = registry.submit(request(statement, timeoutSeconds), new Date());
  await record.run.finished;
  return record;
}

function rows(record: StatementRecord) {
  if (record.state.status !== 'succeeded') throw new Error(JSON.stringify(record.state));
  return record.state.result.rows;
}

function failureCode(record: StatementRecord) {
  return record.state.status === 'failed' ? record.state.failure.code : record.state.status;
}

const ENDLESS = 'SELECT n, md5(n::text) FROM (SELECT generate_series(1, 1000000000000) AS n) AS s';

describe('warehouse engines in worker threads', () => {
  it('run in a process with one V8 background thread and lazily checked WebAssembly', async () => {
    const worker = await startEngineWorker();
    expect(worker.spawnargs).toEqual(
      expect.arrayContaining(['--v8-pool-size=1', '--wasm-lazy-validation']),
    );
    // Node refuses a flag it does not know by exiting: this one opens and answers.
    const folder = join(root, 'flags');
    await prepareClusterFolder(folder);
    const registry = new StatementRegistry(() => openEngineIn(worker, folder, false));
    registries.push(registry);
    expect(rows(await run(registry, 'SELECT 40 + 2 AS answer'))).toEqual([['42']]);
  });

  it("run a long statement off the emulator's thread, while another account answers", async () => {
    const sleeper = account('sleeper');
    const other = account('other');
    await Promise.all([run(sleeper, 'SELECT 1'), run(other, 'SELECT 1')]);

    const long = sleeper.submit(request('SELECT pg_sleep(3)'), new Date());
    let worstLag = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      worstLag = Math.max(worstLag, now - last - 10);
      last = now;
    }, 10);
    const started = performance.now();
    const small = await run(other, 'SELECT count(*) FROM sales.orders');
    const smallMs = performance.now() - started;
    await long.run.finished;
    clearInterval(ticker);

    expect(rows(small)).toEqual([['5000']]);
    expect(long.state.status).toBe('succeeded');
    expect(smallMs).toBeLessThan(2_000);
    // In the emulator's thread, the sleep would have held the event loop for 3 seconds.
    expect(worstLag).toBeLessThan(1_000);
  }, 120_000);

  it('cancel a statement running in a worker; the engine goes on', async () => {
    const registry = account('cancel');
    const record = registry.submit(request(ENDLESS), new Date());
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(record.state.status).toBe('running');
    record.run.cancel();
    await record.run.finished;
    expect(failureCode(record)).toBe('000604');
    expect(rows(await run(registry, 'SELECT 42'))).toEqual([['42']]);
  }, 120_000);

  it('time a statement out in a worker', async () => {
    const registry = account('timeout');
    const record = await run(registry, ENDLESS, 1);
    expect(failureCode(record)).toBe('000630');
    expect(rows(await run(registry, 'SELECT 42'))).toEqual([['42']]);
  }, 120_000);

  it("park idle engines beyond the limit and reopen them with their own data, not another's", async () => {
    const live = new LiveEngines(1);
    const ada = account('ada');
    const grace = account('grace');
    live.use('ada', ada);
    await run(ada, "CREATE TABLE public.notes AS SELECT 'ada''s' AS text");
    live.use('grace', grace);
    const elsewhere = await run(grace, 'SELECT * FROM public.notes');
    expect(failureCode(elsewhere)).toBe('002003');
    expect(ada.live).toBe(false);
    expect(grace.live).toBe(true);

    live.use('ada', ada);
    expect(rows(await run(ada, 'SELECT text FROM public.notes'))).toEqual([["ada's"]]);
    expect(grace.live).toBe(false);
  }, 120_000);

  it('never park an engine while its account runs a request', async () => {
    const live = new LiveEngines(1);
    const busy = account('busy');
    const idle = account('idle');
    live.use('busy', busy);
    await run(busy, 'SELECT 1');
    const long = busy.submit(request('SELECT pg_sleep(1)'), new Date());
    live.use('idle', idle);
    await run(idle, 'SELECT 1');
    await long.run.finished;
    expect(long.state.status).toBe('succeeded');
    expect(busy.live).toBe(true);
  }, 120_000);
});
