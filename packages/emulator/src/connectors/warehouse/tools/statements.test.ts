import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceError } from '../../../test/exact-answers.ts';
import { statementResultSchema } from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { records } from '../../../test/warehouse-records.ts';

const t = setupToolHarness();
let account: string;

beforeAll(async () => {
  account = await t.account('warehouse');
}, 120_000);

async function query(params: Record<string, unknown>) {
  return statementResultSchema.parse(
    await t.run(account, 'warehouse_execute_query', { statement: '', ...params }),
  );
}

async function failure(params: Record<string, unknown>, status = 500) {
  return serviceError(
    'warehouse',
    await t.fail(account, 'warehouse_execute_query', params, status),
  );
}

describe('warehouse_execute_query', () => {
  it('answers a finished statement: typed columns of their table, every cell a string', async () => {
    const result = await query({
      statement:
        'SELECT order_id, order_date, status, total_amount, shipped_at, note FROM sales.orders ORDER BY order_id LIMIT 3',
    });
    expect(result.resultSetMetaData.numRows).toBe(3);
    expect(result.resultSetMetaData.partitionInfo).toEqual([
      { rowCount: 3, uncompressedSize: expect.any(Number) },
    ]);
    const [orderId, orderDate, status, total] = result.resultSetMetaData.rowType;
    expect(orderId).toMatchObject({
      name: 'ORDER_ID',
      database: 'ANALYTICS',
      schema: 'SALES',
      table: 'ORDERS',
      type: 'fixed',
      precision: 38,
      scale: 0,
      nullable: false,
    });
    expect(orderDate).toMatchObject({ name: 'ORDER_DATE', type: 'date' });
    expect(status).toMatchObject({ type: 'text', length: 20, byteLength: 80 });
    expect(total).toMatchObject({ type: 'fixed', precision: 12, scale: 2 });
    expect(result.data[0]).toEqual(['1', '19365', 'CANCELLED', '2861.73', null, null]);
    expect(records(result)[2]).toMatchObject({
      ORDER_ID: '3',
      STATUS: 'SHIPPED',
      SHIPPED_AT: '1674484380.000000000',
    });
  });

  it('writes each type in the JSON form of the service', async () => {
    const result = await query({
      statement: `SELECT true AS yes, 2.5::float8 AS ratio, date '2024-01-01' AS day,
        time '10:11:12.5' AS at, timestamp '2024-01-01 10:00:00.123' AS ntz,
        timestamptz '2024-01-01 12:00:00+02' AS ltz, '{"a": [1]}'::jsonb AS doc,
        ARRAY['x', 'y'] AS list, '\\x0a0b'::bytea AS raw, NULL::text AS missing`,
    });
    expect(result.resultSetMetaData.rowType.map((column) => column.type)).toEqual([
      'boolean',
      'real',
      'date',
      'time',
      'timestamp_ntz',
      'timestamp_ltz',
      'variant',
      'array',
      'binary',
      'text',
    ]);
    expect(result.data).toEqual([
      [
        'true',
        '2.5',
        '19723',
        '36672.500000000',
        '1704103200.123000000',
        '1704103200.000000000',
        '{"a": [1]}',
        '[\n  "x",\n  "y"\n]',
        '0A0B',
        null,
      ],
    ]);
  });

  it('answers SQL NULL as the string "null" when nullable is false', async () => {
    const result = await query({ statement: 'SELECT NULL AS a, 1 AS b', nullable: false });
    expect(result.data).toEqual([['null', '1']]);
  });

  it('runs several statements in order, each with a handle of its own', async () => {
    const table = `public.visits_${randomUUID().slice(0, 8)}`;
    const result = await query({
      statement: `CREATE TABLE ${table} (n integer); INSERT INTO ${table} VALUES (1), (2);
        UPDATE ${table} SET n = n * 10; SELECT sum(n) AS total FROM ${table}`,
    });
    expect(result.data).toEqual([['Multiple statements executed successfully.']]);
    expect(result.statementHandles).toHaveLength(4);
    const children = await Promise.all(
      (result.statementHandles ?? []).map(async (handle) =>
        statementResultSchema.parse(
          await t.run(account, 'warehouse_get_query_status', { statement_handle: handle }),
        ),
      ),
    );
    expect(children.map((child) => child.data)).toEqual([
      [['Statement executed successfully.']],
      [['2']],
      [['2', '0']],
      [['30']],
    ]);
    expect(children[1]?.resultSetMetaData.rowType[0]?.name).toBe('number of rows inserted');
  });

  it('commits an explicit transaction, and rolls back one the request leaves open', async () => {
    const table = `public.drafts_${randomUUID().slice(0, 8)}`;
    await query({ statement: `BEGIN; CREATE TABLE ${table} (n integer)` });
    expect(await failure({ statement: `SELECT * FROM ${table}` })).toMatchObject({
      code: '002003',
    });
    await query({ statement: `BEGIN; CREATE TABLE ${table} (n integer); COMMIT` });
    expect((await query({ statement: `SELECT count(*) FROM ${table}` })).data).toEqual([['0']]);
  });

  it('describes each result as the catalog is then: after a change, a rollback, a DEALLOCATE', async () => {
    const name = `notes_${randomUUID().slice(0, 8)}`;
    const described = async (statement: string) =>
      (await query({ statement })).resultSetMetaData.rowType.map(({ name, table, nullable }) => ({
        name,
        table,
        nullable,
      }));
    await query({ statement: `CREATE TABLE public.${name} (n integer)` });
    const upper = name.toUpperCase();
    expect(await described(`SELECT n FROM public.${name}`)).toEqual([
      { name: 'N', table: upper, nullable: true },
    ]);
    await query({ statement: `ALTER TABLE public.${name} ALTER COLUMN n SET NOT NULL` });
    expect(await described(`SELECT n FROM public.${name}`)).toEqual([
      { name: 'N', table: upper, nullable: false },
    ]);
    // Read inside a transaction that is then rolled back: the name read there goes with it.
    const result = await query({
      statement: `BEGIN; ALTER TABLE public.${name} RENAME TO ${name}_x; SELECT n FROM public.${name}_x; ROLLBACK`,
    });
    const renamed = statementResultSchema.parse(
      await t.run(account, 'warehouse_get_query_status', {
        statement_handle: result.statementHandles?.[2] ?? '',
      }),
    );
    expect(renamed.resultSetMetaData.rowType[0]?.table).toBe(`${upper}_X`);
    expect(await described(`SELECT n FROM public.${name}`)).toEqual([
      { name: 'N', table: upper, nullable: false },
    ]);
    // A request that drops every prepared statement leaves the next requests working.
    await query({ statement: 'DEALLOCATE ALL' });
    expect((await query({ statement: `SELECT count(*) AS n FROM public.${name}` })).data).toEqual([
      ['0'],
    ]);
  });

  it('binds ? placeholders in order across the statements of a request', async () => {
    const result = await query({
      statement: "SELECT ? AS n; SELECT ?::date AS day, '?' AS literal, ? AS missing",
      bindings: {
        1: { type: 'FIXED', value: '42' },
        2: { type: 'DATE', value: '2024-01-01' },
        3: { type: 'TEXT', value: null },
      },
    });
    const [first, second] = result.statementHandles ?? [];
    const status = (handle: string | undefined) =>
      t.run(account, 'warehouse_get_query_status', { statement_handle: handle ?? '' });
    expect(statementResultSchema.parse(await status(first)).data).toEqual([['42']]);
    expect(statementResultSchema.parse(await status(second)).data).toEqual([['19723', '?', null]]);
  });

  it('refuses a ? without a binding, and bindings that are not the service form', async () => {
    expect(
      await failure({ statement: 'SELECT ?, ?', bindings: { 1: { type: 'TEXT', value: 'a' } } }),
    ).toMatchObject({
      code: '002049',
      sqlState: '42601',
      message: expect.stringContaining('no entry "2"'),
    });
    const refused = await t.fail(
      account,
      'warehouse_execute_query',
      { statement: 'SELECT ?', bindings: { 1: { type: 'FIXED', value: 42 } } },
      400,
    );
    expect(refused.details[0]?.error_code).toBe('UPSTREAM_INVALID_REQUEST');
    expect(refused.message).toContain('bindings.1.value: value must be a string');
  });

  it('checks MULTI_STATEMENT_COUNT and keeps ROWS_PER_RESULTSET rows', async () => {
    expect(
      await failure({
        statement: 'SELECT 1; SELECT 2',
        parameters: { MULTI_STATEMENT_COUNT: '1' },
      }),
    ).toMatchObject({ code: '000008' });
    const limited = await query({
      statement: 'SELECT generate_series(1, 50) AS n',
      parameters: { rows_per_resultset: 3 },
    });
    expect(limited.data).toEqual([['1'], ['2'], ['3']]);
  });

  it('reports SQL errors in the service shape, with the statement handle', async () => {
    expect(await failure({ statement: 'SELECT nope FROM sales.orders' })).toEqual({
      code: '000904',
      sqlState: '42000',
      message: "SQL compilation error: error line 1 at position 7\ninvalid identifier 'NOPE'",
      statementHandle: expect.any(String),
    });
    expect(await failure({ statement: 'SELECT * FROM sales.nothing' })).toMatchObject({
      code: '002003',
      message: "SQL compilation error:\nObject 'SALES.NOTHING' does not exist or not authorized.",
    });
    expect(await failure({ statement: 'SELEC 1' })).toMatchObject({
      code: '001003',
      message: "SQL compilation error:\nsyntax error line 1 at position 0 unexpected 'SELEC'.",
    });
    expect(await failure({ statement: 'SELECT 1 / 0' })).toMatchObject({
      code: '100051',
      sqlState: '22012',
    });
  });

  it('runs under the role, warehouse, database and schema of the request', async () => {
    expect(
      await failure({ statement: 'SELECT * FROM hr.employees', role: 'ANALYST' }),
    ).toMatchObject({ code: '003001', message: expect.stringContaining("schema 'HR'") });
    const scoped = await query({
      statement: 'SELECT count(*) AS n FROM employees',
      role: 'hr_manager',
      schema: 'HR',
      database: 'analytics',
      warehouse: 'REPORTING_WH',
    });
    expect(scoped.data).toEqual([['200']]);
    expect(await failure({ statement: 'SELECT 1', warehouse: 'NOWHERE' })).toMatchObject({
      code: '000606',
    });
    expect(await failure({ statement: 'SELECT 1', database: 'OTHER' })).toMatchObject({
      code: '002003',
      message: "SQL compilation error:\nDatabase 'OTHER' does not exist or not authorized.",
    });
    expect(await failure({ statement: 'SELECT 1', role: 'NOBODY' })).toMatchObject({
      code: '002003',
    });
  });

  it('cancels a statement that outruns its timeout', async () => {
    const body = await failure({
      statement: 'SELECT n, md5(n::text) FROM (SELECT generate_series(1, 1000000000000) AS n) AS s',
      timeout: 1,
    });
    expect(body).toMatchObject({ code: '000630', sqlState: '57014' });
    expect(body.message).toContain('timeout of 1 second(s)');
    expect((await query({ statement: 'SELECT 1 AS still_here' })).data).toEqual([['1']]);
  });

  it('makes a resend with the same request_id safe: retry answers the first run', async () => {
    const table = `public.payments_${randomUUID().slice(0, 8)}`;
    await query({ statement: `CREATE TABLE ${table} (n integer)` });
    const request_id = randomUUID();
    const insert = { statement: `INSERT INTO ${table} VALUES (1)`, request_id };
    const first = await query(insert);
    expect(first.requestId).toBe(request_id);
    const retried = await query({ ...insert, retry: true });
    expect(retried.statementHandle).toBe(first.statementHandle);
    const reused = await failure(insert, 409);
    expect(reused).toMatchObject({ code: '000409', statementHandle: first.statementHandle });
    expect((await query({ statement: `SELECT count(*) FROM ${table}` })).data).toEqual([['1']]);
  });

  it('runs a request again on retry when its first run failed', async () => {
    const table = `public.late_${randomUUID().slice(0, 8)}`;
    const request_id = randomUUID();
    const failed = await failure({ statement: `SELECT count(*) FROM ${table}`, request_id });
    await query({ statement: `CREATE TABLE ${table} (n integer)` });
    const rerun = await query({
      statement: `SELECT count(*) FROM ${table}`,
      request_id,
      retry: true,
    });
    expect(rerun.statementHandle).not.toBe(failed.statementHandle);
    expect(rerun.data).toEqual([['0']]);
  });
});
