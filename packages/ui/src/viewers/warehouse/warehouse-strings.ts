import { formatCount } from '../common/format.ts';

/*
 * Every string the warehouse viewer shows or announces, in English. A host replaces any of them through
 * `<PlugboardUiProvider localization={{ viewers: { warehouse: { … } } }}>`; strings that embed a value are
 * functions. They live in the viewer's own chunk, so a page pays for them only once it shows one.
 * Counts are numbers: a function picks its language's plural form and formats them with Intl.
 * SQL type names (`NUMBER(38,0)`) and decoded cell values stay as the database writes them.
 */

function counted(count: number, one: string, other: string): string {
  return `${formatCount(count)} ${count === 1 ? one : other}`;
}

export const WAREHOUSE_VIEWER_STRINGS = {
  /** The accessible name of a finished statement's grid. */
  queryResult: 'Query result',
  /** The accessible name of the grid of a partition fetched on its own. */
  partitionRows: 'Partition rows',
  /** The header of a column of a bare partition, which carries no column names; counted from 1. */
  column: (position: number) => `Column ${formatCount(position)}`,
  /** Marks a SQL NULL cell, apart from an empty string; SQL's own word. */
  nullCell: 'NULL',

  /** The summary line of a finished statement: its row count. */
  rowCount: (count: number) => counted(count, 'row', 'rows'),
  /** Before the handles of a multi-statement request. */
  statementsRan: (count: number) => `${counted(count, 'statement', 'statements')} ran:`,

  // A running asynchronous statement (code 333334)
  /** When the service sends no message of its own. */
  inProgress: 'Asynchronous execution in progress.',
  statementHandle: 'Statement handle',
  checkStatus: 'Check status',

  // A failed statement
  statementFailed: 'The statement failed',
  /** The answer of warehouse_cancel_query: the service ends the statement with an error. */
  statementCanceled: 'The statement was canceled',
  sqlState: 'SQL state',

  // Partitions
  /** How many partitions are here: "Partition 1 of 8 loaded", "Partitions 1–2 of 8 loaded". */
  partitionsLoaded: (loaded: number, total: number) =>
    `${loaded === 1 ? 'Partition 1' : `Partitions 1–${formatCount(loaded)}`} of ${formatCount(total)} loaded`,
  /** After `partitionsLoaded`: "20 of 80 rows". */
  rowsLoaded: (loaded: number, total: number) =>
    `${formatCount(loaded)} of ${counted(total, 'row', 'rows')}`,
  /** The button that appends partition `index` (counted from 1). */
  loadPartition: (index: number) => `Load partition ${formatCount(index)}`,
  loadingPartition: (index: number) => `Loading partition ${formatCount(index)}…`,
  /** When the host loads no partitions itself: before the name of the tool that fetches them. */
  fetchOthersWith: 'Fetch the others with',
  /** `reason` is the loader's own message. */
  partitionFailed: (index: number, reason: string) =>
    `Could not load partition ${formatCount(index)}: ${reason}`,
  /** Why a loaded partition was refused: its answer was not `{ data: [...] }`. */
  partitionWithoutRows: 'the answer holds no `data` rows.',
};

export type WarehouseViewerStrings = typeof WAREHOUSE_VIEWER_STRINGS;
