import { beforeAll, describe, expect, it } from 'vitest';
import { serviceError } from '../../../test/exact-answers.ts';
import {
  canceledStatementSchema,
  partitionBodySchema,
  runningStatementSchema,
  statementResultSchema,
} from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';

const t = setupToolHarness();
let account: string;

beforeAll(async () => {
  account = await t.account('warehouse');
}, 120_000);

/** Rows without end, a slice at a time: it only ever stops when cancelled. */
const ENDLESS =
  'SELECT n, md5(n::text) AS digest FROM (SELECT generate_series(1, 1000000000000) AS n) AS s';

const status = (statement_handle: string) =>
  t.run(account, 'warehouse_get_query_status', { statement_handle });

describe('warehouse_get_query_partition', () => {
  it('hands a 100,000-row result over in partitions, fetched one by one', async () => {
    const result = statementResultSchema.parse(
      await t.run(account, 'warehouse_execute_query', {
        statement: 'SELECT n, md5(n::text) AS digest FROM generate_series(1, 100000) AS n',
      }),
    );
    const { numRows, partitionInfo } = result.resultSetMetaData;
    expect(numRows).toBe(100_000);
    expect(partitionInfo).toHaveLength(10);
    expect(partitionInfo.every((partition) => partition.rowCount === 10_000)).toBe(true);
    expect(result.data).toHaveLength(10_000);
    let seen = result.data.length;
    let next = 10_001;
    for (let partition = 1; partition < partitionInfo.length; partition += 1) {
      const { data } = partitionBodySchema.parse(
        await t.run(account, 'warehouse_get_query_partition', {
          statement_handle: result.statementHandle,
          partition,
        }),
      );
      expect(data).toHaveLength(partitionInfo[partition]?.rowCount ?? -1);
      expect(data[0]?.[0]).toBe(String(next));
      expect(JSON.stringify(data).length).toBe(partitionInfo[partition]?.uncompressedSize);
      next += data.length;
      seen += data.length;
    }
    expect(seen).toBe(100_000);
    const missing = serviceError(
      'warehouse',
      await t.fail(
        account,
        'warehouse_get_query_partition',
        { statement_handle: result.statementHandle, partition: 10 },
        500,
      ),
    );
    expect(missing).toMatchObject({ code: '000005', message: expect.stringContaining('0 to 9') });
  }, 120_000);
});

describe('async statements', () => {
  it('answers 333334 with a handle; the status then carries the result', async () => {
    const started = runningStatementSchema.parse(
      await t.run(account, 'warehouse_execute_query', {
        statement: 'SELECT count(*) AS orders FROM sales.orders',
        async: true,
      }),
    );
    let answer = await status(started.statementHandle);
    while (answer.code === '333334') answer = await status(started.statementHandle);
    const result = statementResultSchema.parse(answer);
    expect(result.statementHandle).toBe(started.statementHandle);
    expect(result.data).toEqual([['5000']]);
  });

  it('cancels a running statement: the cancel answers once it stopped', async () => {
    const started = runningStatementSchema.parse(
      await t.run(account, 'warehouse_execute_query', { statement: ENDLESS, async: true }),
    );
    runningStatementSchema.parse(await status(started.statementHandle));
    const canceled = canceledStatementSchema.parse(
      await t.run(account, 'warehouse_cancel_query', { statement_handle: started.statementHandle }),
    );
    expect(canceled.statementHandle).toBe(started.statementHandle);
    const after = serviceError(
      'warehouse',
      await t.fail(
        account,
        'warehouse_get_query_status',
        { statement_handle: started.statementHandle },
        500,
      ),
    );
    expect(after).toEqual({
      code: '000604',
      sqlState: '57014',
      message: 'SQL execution canceled',
      statementHandle: started.statementHandle,
    });
    const again = serviceError(
      'warehouse',
      await t.fail(
        account,
        'warehouse_cancel_query',
        { statement_handle: started.statementHandle },
        500,
      ),
    );
    expect(again.code).toBe('000605');
    const next = statementResultSchema.parse(
      await t.run(account, 'warehouse_execute_query', { statement: 'SELECT 1 AS ready' }),
    );
    expect(next.data).toEqual([['1']]);
  });

  it('cancels the rest of a request of several statements', async () => {
    const started = runningStatementSchema.parse(
      await t.run(account, 'warehouse_execute_query', {
        statement: `SELECT 1; ${ENDLESS}; SELECT 3`,
        async: true,
      }),
    );
    await t.run(account, 'warehouse_cancel_query', { statement_handle: started.statementHandle });
    const parent = serviceError(
      'warehouse',
      await t.fail(
        account,
        'warehouse_get_query_status',
        { statement_handle: started.statementHandle },
        500,
      ),
    );
    expect(parent.code).toBe('000604');
  });
});

describe('statement handles', () => {
  it('belong to the account that ran them', async () => {
    const { statementHandle } = statementResultSchema.parse(
      await t.run(account, 'warehouse_execute_query', { statement: 'SELECT 1' }),
    );
    const other = await t.account('warehouse');
    const body = serviceError(
      'warehouse',
      await t.fail(other, 'warehouse_get_query_status', { statement_handle: statementHandle }, 404),
    );
    expect(body).toEqual({
      code: '000709',
      sqlState: '02000',
      message: `Statement ${statementHandle} not found.`,
      statementHandle,
    });
  });

  it('lose their result a day later, by the emulator clock', async () => {
    const { statementHandle } = statementResultSchema.parse(
      await t.run(account, 'warehouse_execute_query', { statement: 'SELECT 1' }),
    );
    await t.harness.emulator.control.advanceClock(24 * 3600 + 1);
    // A fresh access token: the one the harness holds has expired by the same clock.
    const answer = await t.harness.api('POST', '/api/v1/execute_tool', {
      connected_account_id: account,
      tool_name: 'warehouse_get_query_status',
      params: { statement_handle: statementHandle },
    });
    expect(answer.status).toBe(404);
  });
});
