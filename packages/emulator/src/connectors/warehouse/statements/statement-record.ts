import type { WarehouseFailure } from '../errors.ts';
import type { Cell } from './cell-format.ts';
import type { RowTypeEntry } from './row-type.ts';
import type { StatementResult } from './statement-execution.ts';

/** Rows per result partition: a larger result is fetched a partition at a time. */
const PARTITION_ROWS = 10_000;

/** docs/tool-results.md §"warehouse": one entry of `resultSetMetaData.partitionInfo`. */
export interface PartitionInfo {
  rowCount: number;
  uncompressedSize: number;
}

/** A finished statement's result, cut into partitions. */
export interface StoredResult {
  rowType: RowTypeEntry[];
  rows: Cell[][];
  partitions: PartitionInfo[];
}

export type StatementState =
  | { status: 'running' }
  | { status: 'succeeded'; result: StoredResult }
  | { status: 'failed'; failure: WarehouseFailure };

/** The run of one request: all its statements, cancelled together. */
export interface RequestRun {
  /** Asks the run to stop; it does between two slices of rows. */
  cancel(): void;
  readonly cancelled: boolean;
  /** Settles when the run has stopped, however it ended. */
  readonly finished: Promise<void>;
}

/** A statement the warehouse knows by its handle: how it stands and, once done, its result. */
export interface StatementRecord {
  readonly handle: string;
  readonly requestId: string;
  /** Milliseconds since the epoch by the emulator clock (the service's `createdOn`). */
  readonly createdOn: number;
  /** False: SQL NULL answers as the string "null" (docs/connectors.md §4.3 `nullable`). */
  readonly nullable: boolean;
  state: StatementState;
  /** For a request of several statements: the handles of those that ran, in order. */
  children: string[] | undefined;
  readonly run: RequestRun;
}

/** `result` cut into PARTITION_ROWS partitions (one, possibly empty, at least). */
export function storeResult(result: StatementResult): StoredResult {
  const partitions: PartitionInfo[] = [];
  for (let start = 0; start === 0 || start < result.rows.length; start += PARTITION_ROWS) {
    const rows = result.rows.slice(start, start + PARTITION_ROWS);
    partitions.push({
      rowCount: rows.length,
      uncompressedSize: Buffer.byteLength(JSON.stringify(rows)),
    });
  }
  return { ...result, partitions };
}

/** The rows of partition `index` of `result`. */
export function partitionRows(result: StoredResult, index: number): Cell[][] {
  return result.rows.slice(index * PARTITION_ROWS, (index + 1) * PARTITION_ROWS);
}
