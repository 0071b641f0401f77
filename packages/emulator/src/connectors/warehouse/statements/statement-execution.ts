import { setImmediate as nextTurn } from 'node:timers/promises';
import { type Portal, WireFailure, type WireSession } from '../engines/wire-session.ts';
import { FAILURES, type WarehouseFailure } from '../errors.ts';
import { type Cell, formatCell } from './cell-format.ts';
import { computedColumn, describeColumns, type RowTypeEntry } from './row-type.ts';
import { fromWireError } from './sql-errors.ts';

/** The most rows the emulator keeps for one statement; a runaway query fails instead of growing. */
const MAX_RESULT_ROWS = 1_000_000;

/** One statement to run: Postgres text (`$n` placeholders) and the values bound to them. */
export interface StatementSpec {
  text: string;
  values: readonly (string | null)[];
}

/** What a statement's run is told and asked while it runs. */
export interface ExecutionControl {
  /** Why the statement must stop now (cancelled, timed out), or undefined to go on. */
  stopReason(): WarehouseFailure | undefined;
  /** ROWS_PER_RESULTSET: keep at most this many rows, dropping the rest. */
  rowLimit: number | undefined;
  /** A SHOW command's result: columns keep their lower-case names (row-type.ts). */
  showCommand: boolean;
}

/** A finished statement's columns and rows, cells already in the warehouse's form. */
export interface StatementResult {
  rowType: RowTypeEntry[];
  rows: Cell[][];
}

/** A statement that returns no rows answers what it did, as the warehouse words it. */
function commandResult(commandTag: string): StatementResult {
  const count = (name: string, rows: string): StatementResult => ({
    rowType: [computedColumn(name, 'fixed')],
    rows: [[rows]],
  });
  const inserted = /^INSERT \d+ (\d+)$/.exec(commandTag)?.[1];
  if (inserted !== undefined) return count('number of rows inserted', inserted);
  const deleted = /^DELETE (\d+)$/.exec(commandTag)?.[1];
  if (deleted !== undefined) return count('number of rows deleted', deleted);
  const updated = /^UPDATE (\d+)$/.exec(commandTag)?.[1];
  if (updated !== undefined) {
    return {
      rowType: [
        computedColumn('number of rows updated', 'fixed'),
        computedColumn('number of multi-joined rows updated', 'fixed'),
      ],
      rows: [[updated, '0']],
    };
  }
  return {
    rowType: [computedColumn('status', 'text')],
    rows: [['Statement executed successfully.']],
  };
}

function asFailure(error: unknown, statement: string): unknown {
  return error instanceof WireFailure ? fromWireError(error.error, statement) : error;
}

async function readRows(
  session: WireSession,
  portal: Portal,
  statement: string,
  control: ExecutionControl,
): Promise<StatementResult> {
  const rowType = await describeColumns(session, portal.fields, control.showCommand);
  const types = rowType.map((column) => column.type);
  const rows: Cell[][] = [];
  for (;;) {
    const stop = control.stopReason();
    if (stop !== undefined) {
      await portal.cancel();
      throw stop;
    }
    const step = await portal.next().catch((error: unknown) => {
      throw asFailure(error, statement);
    });
    for (const row of step.rows) {
      rows.push(row.map((value, index) => formatCell(types[index] ?? 'text', value)));
    }
    if (control.rowLimit !== undefined && rows.length >= control.rowLimit) {
      await portal.finish();
      rows.length = control.rowLimit;
      return { rowType, rows };
    }
    if (rows.length > MAX_RESULT_ROWS) {
      await portal.cancel();
      throw FAILURES.tooManyRows(MAX_RESULT_ROWS);
    }
    if (step.done) return rowType.length === 0 ? commandResult(step.commandTag) : { rowType, rows };
    // Let other requests in (a cancel, a status poll) between slices.
    await nextTurn();
  }
}

/**
 * Runs one statement a slice of rows at a time, stopping between slices when `control` says so
 * (Postgres then rolls the statement back). Postgres' errors come out in the warehouse's words.
 */
export async function executeStatement(
  session: WireSession,
  spec: StatementSpec,
  control: ExecutionControl,
): Promise<StatementResult> {
  const stop = control.stopReason();
  if (stop !== undefined) throw stop;
  const portal = await session.open(spec.text, spec.values).catch((error: unknown) => {
    throw asFailure(error, spec.text);
  });
  return readRows(session, portal, spec.text, control);
}
