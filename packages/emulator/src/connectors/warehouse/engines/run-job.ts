import { FAILURES, WarehouseFailure } from '../errors.ts';
import { enterContext } from '../statements/execution-context.ts';
import { fromWireError } from '../statements/sql-errors.ts';
import { type ExecutionControl, executeStatement } from '../statements/statement-execution.ts';
import { purityOf } from '../statements/statement-purity.ts';
import { type StoredResult, storeResult } from '../statements/statement-record.ts';
import type { EngineJob, EngineOutcome } from './engine-job.ts';
import { failureData } from './engine-job.ts';
import { WireFailure, type WireSession } from './wire-session.ts';

function asFailure(error: unknown): WarehouseFailure {
  if (error instanceof WarehouseFailure) return error;
  if (error instanceof WireFailure) return fromWireError(error.error, '');
  // A bug in the emulator, not an answer the warehouse meant to give: keep it for whoever debugs it.
  console.error(error);
  return FAILURES.internal();
}

/**
 * Whether the job's one statement was a read that answers the same when run again over the same
 * data (statement-purity.ts); a read that may have written counts as a change of the session's
 * data. A job of several statements counts as a change, whatever they were.
 */
async function repeatable(session: WireSession, job: EngineJob): Promise<boolean> {
  const [spec, ...more] = job.specs;
  const tag = session.lastCommandTag;
  if (spec === undefined || more.length > 0 || tag === undefined) {
    session.markChanged();
    return false;
  }
  if (!READ.test(tag)) return false;
  const purity = await purityOf(session, spec.text, spec.values, job.context.schema ?? '');
  if (purity === 'may-write') session.markDataChanged();
  return purity === 'repeatable';
}

/** The command tag of a query's result (VALUES and TABLE answer it too). */
const READ = /^SELECT\b/;

/**
 * Runs a request's statements on the engine's session, in order, each in its own transaction,
 * stopping at the first failure, or between two slices of rows once `signal` aborts (a cancel)
 * or the request's timeout passes. Never throws: the outcome says how it ended, and whether its
 * result may be kept for a repeat while the data stays as it is (`dataVersion`).
 */
export async function runJob(
  session: WireSession,
  job: EngineJob,
  signal: AbortSignal,
): Promise<EngineOutcome> {
  const { timeoutSeconds } = job;
  const deadline =
    timeoutSeconds === undefined ? undefined : performance.now() + timeoutSeconds * 1000;
  const control: ExecutionControl = {
    stopReason: () => {
      if (signal.aborted) return FAILURES.canceled();
      if (deadline !== undefined && timeoutSeconds !== undefined && performance.now() > deadline) {
        return FAILURES.timedOut(timeoutSeconds);
      }
      return undefined;
    },
    rowLimit: job.rowLimit,
    showCommand: job.showCommand,
  };
  const results: StoredResult[] = [];
  let inStatement = false;
  let outcome: EngineOutcome;
  try {
    await enterContext(session, job.context);
    inStatement = true;
    for (const spec of job.specs) {
      results.push(storeResult(await executeStatement(session, spec, control)));
    }
    outcome = { results, cacheable: await repeatable(session, job) };
  } catch (error) {
    outcome = { results, failure: { data: failureData(asFailure(error)), inStatement } };
  } finally {
    await session.endRequest().catch(() => undefined);
  }
  return { ...outcome, dataVersion: session.dataVersion };
}
