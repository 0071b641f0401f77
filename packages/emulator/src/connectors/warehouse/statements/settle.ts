import { setTimeout as delay } from 'node:timers/promises';
import type { ToolData } from '../../simulator.ts';
import { statementBody } from './response-bodies.ts';
import type { StatementRecord } from './statement-record.ts';

/** The SQL API answers a request still running after 45 seconds with its handle (code 333334). */
const SYNC_WAIT_MS = 45_000;

/**
 * The answer to a request sent without `async`: its result once it finished, or its handle when
 * it runs longer than the service waits.
 */
export async function settle(record: StatementRecord): Promise<ToolData> {
  const patience = new AbortController();
  await Promise.race([
    record.run.finished,
    delay(SYNC_WAIT_MS, undefined, { signal: patience.signal }).catch(() => undefined),
  ]);
  patience.abort();
  return statementBody(record);
}
