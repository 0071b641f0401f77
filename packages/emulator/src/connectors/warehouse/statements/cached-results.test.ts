import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ToolParams } from '@plugboard/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamError } from '../../upstream-error.ts';
import { prepareClusterFolder } from '../engines/cluster-folder.ts';
import type { WarehouseEngine } from '../engines/engine.ts';
import { openEngineHere } from '../engines/engine-host.ts';
import { cancelQuery, getQueryPartition, getQueryStatus } from '../tools/statement-handles.ts';
import { executeQuery } from '../tools/statements.ts';
import { StatementRegistry } from './statement-registry.ts';

/*
 * The result cache seen from the tools, on a real engine (in this process) whose jobs are
 * counted: a repeat answered from the cache runs no job. A text is analysed after its second run
 * (statement-purity.ts), so its third run is the first whose result is kept, and the fourth the
 * first the cache answers.
 */

/** Runs of a text before the cache answers it. */
const RUNS = 3;

let root: string;
let jobs = 0;
let registry: StatementRegistry;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'plugboard-cached-results-'));
  const folder = join(root, 'account');
  await prepareClusterFolder(folder);
  registry = new StatementRegistry(async () => {
    const engine = await openEngineHere(folder);
    const counted: WarehouseEngine = {
      openedAt: engine.openedAt,
      run: (job, signal) => {
        jobs += 1;
        return engine.run(job, signal);
      },
      close: () => engine.close(),
    };
    return counted;
  });
}, 120_000);

afterAll(async () => {
  await registry?.close();
  await rm(root, { recursive: true, force: true });
});

const workspace = () => ({ statements: registry, now: new Date() });

type Answer = Record<string, unknown> & { statementHandle: string; data: unknown[][] };

async function query(
  statement: string,
  more: Partial<ToolParams<'warehouse_execute_query'>> = {},
): Promise<Answer> {
  return (await executeQuery({ statement, ...more }, workspace())) as Answer;
}

/** Runs `statement` `times` times; answers the last answer and how many jobs the engine ran. */
async function repeat(statement: string, times: number, more = {}) {
  const before = jobs;
  const answers: Answer[] = [];
  for (let n = 0; n < times; n++) answers.push(await query(statement, more));
  return { answers, ran: jobs - before };
}

const COUNT_ORDERS =
  'SELECT status, count(*) AS orders FROM sales.orders GROUP BY status ORDER BY status';

describe('the result cache', () => {
  it('answers a repeated read from the cache, each answer with its own handle', async () => {
    const { answers, ran } = await repeat(COUNT_ORDERS, RUNS + 2);
    expect(ran).toBe(RUNS);
    const [first] = answers;
    const third = answers.at(-2);
    const fourth = answers.at(-1);
    const same = ({ statementHandle, statementStatusUrl, requestId, createdOn, ...rest }: Answer) =>
      rest;
    expect(same(third as Answer)).toEqual(same(first as Answer));
    expect(same(fourth as Answer)).toEqual(same(first as Answer));
    const handles = new Set(answers.map((answer) => answer.statementHandle));
    expect(handles.size).toBe(RUNS + 2);
    const status = (await getQueryStatus(
      { statement_handle: fourth?.statementHandle ?? '' },
      workspace(),
    )) as Answer;
    expect(status.data).toEqual(first?.data);
  }, 60_000);

  it('keeps answers apart by what decides them: bindings, nullable, schema', async () => {
    const statement = 'SELECT count(*) AS n FROM orders WHERE order_id <= ?';
    const bound = (value: string) => ({
      schema: 'SALES',
      bindings: { '1': { type: 'FIXED', value } },
    });
    await repeat(statement, RUNS, bound('10'));
    const other = await repeat(statement, 1, bound('20'));
    expect(other.ran).toBe(1);
    expect(other.answers[0]?.data).toEqual([['20']]);
    const again = await repeat(statement, 1, bound('10'));
    expect(again.ran).toBe(0);
    expect(again.answers[0]?.data).toEqual([['10']]);
    const notNullable = await repeat('SELECT NULL::int AS gap', RUNS + 1, { nullable: false });
    const nullable = await repeat('SELECT NULL::int AS gap', 1);
    expect(notNullable.answers.at(-1)?.data).toEqual([['null']]);
    expect(nullable.ran).toBe(1);
    expect(nullable.answers[0]?.data).toEqual([[null]]);
  }, 60_000);

  it('runs again after a write, and answers what the write changed', async () => {
    const statement = "SELECT count(*) AS n FROM sales.orders WHERE status = 'PENDING'";
    const before = await repeat(statement, RUNS + 1);
    expect(before.ran).toBe(RUNS);
    await query("UPDATE sales.orders SET status = 'PENDING' WHERE order_id = 1");
    const after = await repeat(statement, 1);
    expect(after.ran).toBe(1);
    expect(Number(after.answers[0]?.data[0]?.[0])).toBe(
      Number(before.answers.at(-1)?.data[0]?.[0]) + 1,
    );
  }, 60_000);

  it('runs again after a change of the catalog', async () => {
    const statement = "SELECT count(*) AS n FROM pg_class WHERE relname = 'cache_probe_table'";
    await repeat(statement, RUNS + 1);
    await query('CREATE TABLE sales.cache_probe_table (id int)');
    const after = await repeat(statement, 1);
    expect(after.ran).toBe(1);
    expect(after.answers[0]?.data).toEqual([['1']]);
  }, 60_000);

  it('runs again after a read that wrote (a function that inserts)', async () => {
    await query(
      "CREATE FUNCTION sales.add_department() RETURNS int LANGUAGE sql AS $$ INSERT INTO hr.departments VALUES (9001, 'Cache', 'Oslo') RETURNING 1 $$",
    );
    const statement = 'SELECT count(*) AS n FROM hr.departments';
    const before = await repeat(statement, RUNS + 1);
    expect(before.ran).toBe(RUNS);
    await query('SELECT sales.add_department()');
    const after = await repeat(statement, 1);
    expect(after.ran).toBe(1);
    expect(Number(after.answers[0]?.data[0]?.[0])).toBe(
      Number(before.answers.at(-1)?.data[0]?.[0]) + 1,
    );
  }, 60_000);

  it('never keeps what changes by itself: volatile functions, the clock, a relative date', async () => {
    const random = await repeat('SELECT random() AS r', 4);
    expect(random.ran).toBe(4);
    expect(new Set(random.answers.map((answer) => answer.data[0]?.[0])).size).toBe(4);
    expect((await repeat('SELECT now() AS t', 4)).ran).toBe(4);
    expect((await repeat('SELECT current_date AS d', 4)).ran).toBe(4);
    expect(
      (await repeat("SELECT count(*) AS n FROM sales.orders WHERE order_date < 'today'", 4)).ran,
    ).toBe(4);
    expect(
      (
        await repeat('SELECT count(*) AS n FROM sales.orders WHERE order_date::text::date < ?', 4, {
          bindings: { '1': { type: 'TEXT', value: '2023-01-01' } },
        })
      ).ran,
    ).toBe(4);
  }, 60_000);

  it('runs every time with USE_CACHED_RESULT false, as true or as text', async () => {
    const statement = 'SELECT max(order_id) AS last FROM sales.orders';
    await repeat(statement, RUNS);
    for (const value of [false, 'FALSE', 'false']) {
      const fresh = await repeat(statement, 1, { parameters: { USE_CACHED_RESULT: value } });
      expect(fresh.ran).toBe(1);
    }
    const cached = await repeat(statement, 1, { parameters: { use_cached_result: 'TRUE' } });
    expect(cached.ran).toBe(0);
    await expect(
      query(statement, { parameters: { USE_CACHED_RESULT: 'sometimes' } }),
    ).rejects.toBeInstanceOf(UpstreamError);
  }, 60_000);

  it('answers every partition of a cached result, async and cancel as for a finished one', async () => {
    const statement = 'SELECT order_id, line_number FROM sales.order_items ORDER BY 1, 2';
    const { answers, ran } = await repeat(statement, RUNS + 1);
    expect(ran).toBe(RUNS);
    const cached = answers.at(-1) as Answer;
    const partitions = (cached.resultSetMetaData as { partitionInfo: unknown[] }).partitionInfo;
    expect(partitions).toHaveLength(2);
    const second = (await getQueryPartition(
      { statement_handle: cached.statementHandle, partition: 1 },
      workspace(),
    )) as Answer;
    expect(second.data).toHaveLength(2_500);
    const started = (await query(statement, { async: true })) as Answer;
    expect(started.code).toBe('333334');
    const status = (await getQueryStatus(
      { statement_handle: started.statementHandle },
      workspace(),
    )) as Answer;
    expect(status.data).toEqual(cached.data);
    await expect(
      cancelQuery({ statement_handle: started.statementHandle }, workspace()),
    ).rejects.toMatchObject({ code: '000605' });
  }, 60_000);
});
