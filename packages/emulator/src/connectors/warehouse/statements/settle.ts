import type { ToolData } from '../../simulator.ts';
import { statementBody } from './response-bodies.ts';
import type { StatementRecord } from './statement-record.ts';

/** The SQL API answers a request still running after 45 seconds with its handle (code 333334). */
const SYNC_WAIT_MS = 45_000;

/**
 * The answer to a request sent without `async`: its result once it finished, or its handle when
 * it runs longer than the service waits. A plain timer, cleared, rather than an aborted
 * `timers/promises` delay, which made an AbortError (with its stack) on every request.
 */
export async function settle(record: StatementRecord): Promise<ToolData> {
  if (record.state.status === 'running') {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      record.run.finished,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, SYNC_WAIT_MS);
      }),
    ]);
    clearTimeout(timer);
  }
  return statementBody(record);
}
