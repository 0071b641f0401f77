import {
  arrayOf,
  type Infer,
  isArray,
  isNumber,
  isString,
  literal,
  nullable,
  optional,
  shape,
} from '../shared/guards.ts';

/*
 * The warehouse's SQL-over-HTTP result shapes (docs/result-shapes.md, warehouse). Rows are checked
 * only to be an array: a result may hold 100,000 rows, and each cell is checked when it renders.
 */

/** One column of `resultSetMetaData.rowType`. */
const isRowType = shape({
  name: isString,
  type: isString,
  nullable: optional(nullable(literal(true, false))),
  precision: optional(nullable(isNumber)),
  scale: optional(nullable(isNumber)),
});
export type RowType = Infer<typeof isRowType>;

const isPartitionInfo = shape({ rowCount: isNumber, uncompressedSize: optional(isNumber) });

/** A finished statement: column metadata, the first partition's rows and where the rest are. */
export const isStatementResult = shape({
  resultSetMetaData: shape({
    numRows: isNumber,
    rowType: arrayOf(isRowType),
    partitionInfo: optional(arrayOf(isPartitionInfo)),
  }),
  data: isArray,
  code: optional(isString),
  message: optional(isString),
  statementHandle: optional(isString),
  statementHandles: optional(arrayOf(isString)),
});
export type StatementResult = Infer<typeof isStatementResult>;

/** Code 333334: an asynchronous statement that is still running. */
export const isRunningStatement = shape({
  code: literal('333334'),
  message: optional(isString),
  statementHandle: isString,
  statementStatusUrl: optional(isString),
});
export type RunningStatement = Infer<typeof isRunningStatement>;

/** A failed statement: its SQL state says what kind of failure (42000: compilation error). */
export const isSqlError = shape({
  code: isString,
  message: isString,
  sqlState: isString,
  statementHandle: optional(isString),
});

/** What warehouse_get_query_partition answers: the partition's rows alone. */
export const isPartitionBody = shape({ data: isArray });

/** Any other answer with a code and a message, such as a cancelled statement. */
export const isStatementMessage = shape({
  code: isString,
  message: isString,
  statementHandle: optional(isString),
});
