import { randomUUID } from 'node:crypto';
import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { FAILURES } from '../errors.ts';
import {
  compileStatements,
  parseBindings,
  parseParameters,
} from '../statements/request-options.ts';
import { runningBody } from '../statements/response-bodies.ts';
import { settle } from '../statements/settle.ts';
import type { StatementRecord } from '../statements/statement-record.ts';
import type { WarehouseWorkspace } from '../store.ts';

/** A number of seconds where the warehouse reads 0 as "no limit". */
function limitOf(seconds: number | undefined): number | undefined {
  return seconds === undefined || seconds === 0 ? undefined : seconds;
}

function answer(record: StatementRecord, async: boolean | undefined): Promise<ToolData> {
  return async === true ? Promise.resolve(runningBody(record)) : settle(record);
}

/**
 * warehouse_execute_query (docs/connectors.md §4.3): runs the statements on the account's engine,
 * or answers a repeat from the account's result cache (result-cache.ts) as the service does.
 * `request_id` makes a resend safe: with `retry` the earlier request's result comes back (it runs
 * again only if it failed); without `retry` a reused id is refused (409), never run twice.
 */
export async function executeQuery(
  params: ToolParams<'warehouse_execute_query'>,
  workspace: WarehouseWorkspace,
): Promise<ToolData> {
  const { statements, now } = workspace;
  if (params.request_id !== undefined) {
    const earlier = statements.forRequestId(params.request_id, now);
    if (earlier !== undefined && params.retry !== true) {
      throw FAILURES.requestReused(params.request_id, earlier.handle).toUpstream(earlier.handle);
    }
    if (earlier !== undefined && earlier.state.status !== 'failed') {
      return answer(earlier, params.async);
    }
  }
  const parameters = parseParameters(params.parameters);
  const bindings = parseBindings(params.bindings);
  const nullable = params.nullable ?? true;
  const rowLimit = limitOf(parameters.ROWS_PER_RESULTSET);
  const record = statements.submit(
    {
      statements: () =>
        compileStatements(params.statement, bindings, parameters.MULTI_STATEMENT_COUNT),
      context: {
        role: params.role,
        warehouse: params.warehouse,
        database: params.database,
        schema: params.schema,
        timeZone: parameters.TIMEZONE,
      },
      requestId: params.request_id ?? randomUUID(),
      nullable,
      timeoutSeconds: limitOf(params.timeout ?? parameters.STATEMENT_TIMEOUT_IN_SECONDS),
      rowLimit,
      showCommand: false,
      // Everything that decides the answer; the timeout only decides whether it comes.
      cacheKey:
        parameters.USE_CACHED_RESULT === false
          ? undefined
          : JSON.stringify([
              params.statement,
              bindings,
              params.database,
              params.schema,
              params.role,
              params.warehouse,
              nullable,
              parameters.TIMEZONE,
              rowLimit,
              parameters.MULTI_STATEMENT_COUNT,
            ]),
    },
    now,
  );
  return answer(record, params.async);
}
