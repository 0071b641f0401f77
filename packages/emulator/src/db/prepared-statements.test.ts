import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenCluster, openCluster } from './cluster-template.ts';
import { preparedStatements, type RunStatement } from './prepared-statements.ts';
import { isUniqueViolation } from './queryable.ts';
import { EMULATOR_TEMPLATE } from './template-data-dir.ts';

let cluster: OpenCluster;
let pg: PGlite;
let run: RunStatement;

beforeAll(async () => {
  cluster = await openCluster(undefined, EMULATOR_TEMPLATE);
  pg = cluster.pg;
  await pg.exec(`CREATE TABLE samples (
    id text PRIMARY KEY, at timestamptz, doc jsonb, tags text[], n integer, flag boolean)`);
  run = preparedStatements(pg);
});
afterAll(() => cluster.close());

const INSERT = 'INSERT INTO samples (id, at, doc, tags, n, flag) VALUES ($1, $2, $3, $4, $5, $6)';

describe('preparedStatements', () => {
  it('answers what PGlite’s query answers: values serialized and rows parsed by type', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const written = await run(INSERT, ['s1', at, { a: [1, 'two'] }, ['x', 'y'], 7, true]);
    expect(written.affectedRows).toBe(1);
    await run(INSERT, ['s2', null, null, null, null, null]);
    const select = 'SELECT * FROM samples WHERE id = ANY($1) ORDER BY id';
    const prepared = await run(select, [['s1', 's2']]);
    expect(prepared).toEqual(await pg.query(select, [['s1', 's2']]));
    expect(prepared.rows[0]).toEqual({
      id: 's1',
      at,
      doc: { a: [1, 'two'] },
      tags: ['x', 'y'],
      n: 7,
      flag: true,
    });
  });

  it('parses each text once: a second run reuses its statement', async () => {
    const text = 'SELECT count(*)::int AS n FROM samples WHERE n > $1';
    await run(text, [0]);
    await run(text, [100]);
    const { rows } = await pg.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM pg_prepared_statements WHERE statement = $1',
      [text],
    );
    expect(rows[0]?.count).toBe(1);
  });

  it('throws Postgres’ error with its code and the statement, and runs on afterwards', async () => {
    const failure = await run(INSERT, ['s1', null, null, null, null, null]).catch(
      (error: unknown) => error,
    );
    expect(isUniqueViolation(failure)).toBe(true);
    expect(failure).toMatchObject({ query: INSERT });
    await expect(run('SELECT nonsense FROM', [])).rejects.toMatchObject({ code: '42601' });
    expect((await run('SELECT id FROM samples WHERE id = $1', ['s1'])).rows).toEqual([
      { id: 's1' },
    ]);
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    const order: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const transaction = pg.transaction(async (tx) => {
      await tx.query(INSERT, ['uncommitted', null, null, null, null, null]);
      entered();
      await gate;
      order.push('transaction');
      await tx.rollback();
    });
    await inside;
    const counted = run('SELECT count(*)::int AS n FROM samples WHERE id = $1', [
      'uncommitted',
    ]).then((result) => {
      order.push('statement');
      return result.rows[0];
    });
    // Gives the statement every chance to run now, as it would if it ignored the transaction.
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    release();
    await transaction;
    expect(await counted).toEqual({ n: 0 });
    expect(order).toEqual(['transaction', 'statement']);
  });
});
