import type { ToolData } from '../../simulator.ts';
import { FAILURES } from '../errors.ts';
import type { Cell } from './cell-format.ts';
import { partitionRows, type StatementRecord, type StoredResult } from './statement-record.ts';

/*
 * docs/tool-results.md §"warehouse": what the SQL API answers for a statement, by how it stands.
 */

function statusUrl(handle: string): string {
  return `/api/v2/statements/${handle}`;
}

/** docs/connectors.md §4.3 `nullable: false`: SQL NULL as the string "null". */
function cells(rows: Cell[][], nullable: boolean): Cell[][] {
  return nullable ? rows : rows.map((row) => row.map((cell) => cell ?? 'null'));
}

/** Code 333334: the statement is still running; poll its status or cancel it. */
export function runningBody(record: StatementRecord): ToolData {
  return {
    code: '333334',
    message:
      'Asynchronous execution in progress. Use provided query id to perform query monitoring and management.',
    statementHandle: record.handle,
    statementStatusUrl: statusUrl(record.handle),
  };
}

/** A finished statement: its metadata, every partition's size and the first partition's rows. */
function resultBody(record: StatementRecord, result: StoredResult): ToolData {
  return {
    resultSetMetaData: {
      numRows: result.rows.length,
      format: 'jsonv2',
      rowType: result.rowType,
      partitionInfo: result.partitions,
    },
    data: cells(partitionRows(result, 0), record.nullable),
    code: '090001',
    sqlState: '00000',
    statementHandle: record.handle,
    ...(record.children !== undefined && { statementHandles: record.children }),
    statementStatusUrl: statusUrl(record.handle),
    requestId: record.requestId,
    message: 'Statement executed successfully.',
    createdOn: record.createdOn,
  };
}

/**
 * The statement as it stands: running (333334), finished (its result) or failed (thrown, in the
 * service's error shape with the statement's handle).
 */
export function statementBody(record: StatementRecord): ToolData {
  const { state } = record;
  if (state.status === 'running') return runningBody(record);
  if (state.status === 'failed') throw state.failure.toUpstream(record.handle);
  return resultBody(record, state.result);
}

/** One partition of a finished statement: its rows alone (docs/tool-results.md). */
export function partitionBody(record: StatementRecord, partition: number): ToolData {
  const { state } = record;
  if (state.status !== 'succeeded') return statementBody(record);
  const count = state.result.partitions.length;
  if (partition >= count) {
    throw FAILURES.partitionMissing(partition, count).toUpstream(record.handle);
  }
  return { data: cells(partitionRows(state.result, partition), record.nullable) };
}

/** A cancel the service accepted. */
export function canceledBody(record: StatementRecord): ToolData {
  return {
    code: '000604',
    sqlState: '57014',
    message: 'SQL execution canceled',
    statementHandle: record.handle,
    statementStatusUrl: statusUrl(record.handle),
  };
}
