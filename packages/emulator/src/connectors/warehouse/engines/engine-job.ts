import { WarehouseFailure } from '../errors.ts';
import type { ExecutionContext } from '../statements/execution-context.ts';
import type { StatementSpec } from '../statements/statement-execution.ts';
import type { StoredResult } from '../statements/statement-record.ts';

/*
 * What crosses between the emulator and an engine (which may run in a process of its own): plain
 * data only, since messages between processes are copied by structured clone (`serialization:
 * 'advanced'`) and lose classes.
 */

/** A request's statements, ready to run on the account's engine. */
export interface EngineJob {
  specs: StatementSpec[];
  context: ExecutionContext;
  /** Seconds the request may run; undefined for no limit. */
  timeoutSeconds: number | undefined;
  rowLimit: number | undefined;
  showCommand: boolean;
}

/** A WarehouseFailure as plain data. */
export interface FailureData {
  status: number;
  code: string;
  sqlState: string;
  message: string;
}

/**
 * How a job ended: the results of the statements that succeeded, in order, and the failure that
 * stopped it, if one did: of the next statement (`inStatement`) or of the request before any ran.
 */
export interface EngineOutcome {
  results: StoredResult[];
  failure?: { data: FailureData; inStatement: boolean };
  /**
   * The engine's data version after the job (WireSession.dataVersion): unchanged since an
   * earlier job's, the data is as it was then. Missing when the engine is gone.
   */
  dataVersion?: number;
  /** Its one statement answers the same while the data version stays (statement-purity.ts). */
  cacheable?: boolean;
}

export function failureData(failure: WarehouseFailure): FailureData {
  const { status, code, sqlState, message } = failure;
  return { status, code, sqlState, message };
}

export function failureFrom(data: FailureData): WarehouseFailure {
  return new WarehouseFailure(data.status, data.code, data.sqlState, data.message);
}
