import { UpstreamError } from '../upstream-error.ts';

/** docs/tool-results.md §"warehouse": a failed statement's body. */
export interface FailureBody {
  code: string;
  message: string;
  sqlState: string;
  statementHandle?: string;
}

/**
 * A statement (or request) the warehouse refused or could not finish: the HTTP status of its SQL
 * API (422 for a failed statement, 408 for a timeout), its own six-digit code and the SQLSTATE.
 */
export class WarehouseFailure extends Error {
  readonly status: number;
  readonly code: string;
  readonly sqlState: string;

  constructor(status: number, code: string, sqlState: string, message: string) {
    super(message);
    this.name = 'WarehouseFailure';
    this.status = status;
    this.code = code;
    this.sqlState = sqlState;
  }

  body(statementHandle?: string): FailureBody {
    return {
      code: this.code,
      message: this.message,
      sqlState: this.sqlState,
      ...(statementHandle !== undefined && { statementHandle }),
    };
  }

  /** The failure as the service answers it; execute_tool reports it (services/tool-error.ts). */
  toUpstream(statementHandle?: string): UpstreamError {
    return new UpstreamError(this.status, this.code, this.message, {
      ...this.body(statementHandle),
    });
  }
}

const COMPILATION = 'SQL compilation error:\n';

/** The failures the warehouse itself words (Postgres' own errors map in sql-errors.ts). */
export const FAILURES = {
  canceled: () => new WarehouseFailure(422, '000604', '57014', 'SQL execution canceled'),
  timedOut: (seconds: number) =>
    new WarehouseFailure(
      408,
      '000630',
      '57014',
      `Statement reached its statement or warehouse timeout of ${seconds} second(s) and was canceled.`,
    ),
  statementNotFound: (handle: string) =>
    new WarehouseFailure(404, '000709', '02000', `Statement ${handle} not found.`),
  notExecuting: () =>
    new WarehouseFailure(
      422,
      '000605',
      '01000',
      'Identified SQL statement is not currently executing.',
    ),
  missing: (kind: 'Database' | 'Schema' | 'Role' | 'User' | 'Table' | 'Object', name: string) =>
    new WarehouseFailure(
      422,
      '002003',
      '02000',
      `${COMPILATION}${kind} '${name}' does not exist or not authorized.`,
    ),
  noWarehouse: (name: string) =>
    new WarehouseFailure(
      422,
      '000606',
      '57P03',
      `No active warehouse selected in the current session. Warehouse '${name}' does not exist or not authorized; select one that SHOW WAREHOUSES lists.`,
    ),
  bindMissing: (position: number) =>
    new WarehouseFailure(
      422,
      '002049',
      '42601',
      `${COMPILATION}Bind variable ? not set: the request's bindings have no entry "${position}".`,
    ),
  statementCount: (expected: number, actual: number) =>
    new WarehouseFailure(
      422,
      '000008',
      '0A000',
      `Actual statement count ${actual} did not match the desired statement count ${expected}.`,
    ),
  emptyRequest: () =>
    new WarehouseFailure(422, '000900', '42000', `${COMPILATION}Empty SQL statement.`),
  tooManyRows: (limit: number) =>
    new WarehouseFailure(
      422,
      '000603',
      '54000',
      `The result has more than ${limit.toLocaleString('en-US')} rows, the most the emulated warehouse keeps for one statement; narrow the query or add a LIMIT.`,
    ),
  partitionMissing: (partition: number, count: number) =>
    new WarehouseFailure(
      422,
      '000005',
      '22023',
      `Partition ${partition} does not exist: this result has ${count} partition(s), numbered 0 to ${count - 1}.`,
    ),
  requestReused: (requestId: string, handle: string) =>
    new WarehouseFailure(
      409,
      '000409',
      '22023',
      `Request ${requestId} was already submitted (statement ${handle}). Resend it with retry set to true to get its result, or use a new request_id to run the statement again.`,
    ),
  invalidRequest: (message: string) => new WarehouseFailure(400, '390000', '22023', message),
  internal: () =>
    new WarehouseFailure(
      500,
      '000603',
      'XX000',
      'SQL execution internal error: the statement could not run.',
    ),
};
