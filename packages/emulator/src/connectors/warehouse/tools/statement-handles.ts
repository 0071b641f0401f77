import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { FAILURES } from '../errors.ts';
import { canceledBody, partitionBody, statementBody } from '../statements/response-bodies.ts';
import type { WarehouseWorkspace } from '../store.ts';

/** warehouse_get_query_status: how the statement stands, with its first partition once done. */
export async function getQueryStatus(
  params: ToolParams<'warehouse_get_query_status'>,
  workspace: WarehouseWorkspace,
): Promise<ToolData> {
  return statementBody(workspace.statements.find(params.statement_handle, workspace.now));
}

/** warehouse_get_query_partition: one partition (0-based) of a finished statement's rows. */
export async function getQueryPartition(
  params: ToolParams<'warehouse_get_query_partition'>,
  workspace: WarehouseWorkspace,
): Promise<ToolData> {
  const record = workspace.statements.find(params.statement_handle, workspace.now);
  return partitionBody(record, params.partition);
}

/**
 * warehouse_cancel_query: stops a running statement (and the rest of its request). The answer
 * comes once it has stopped, so the next status poll already reads it as canceled.
 */
export async function cancelQuery(
  params: ToolParams<'warehouse_cancel_query'>,
  workspace: WarehouseWorkspace,
): Promise<ToolData> {
  const record = workspace.statements.find(params.statement_handle, workspace.now);
  if (record.state.status !== 'running') {
    throw FAILURES.notExecuting().toUpstream(record.handle);
  }
  record.run.cancel();
  await record.run.finished;
  return canceledBody(record);
}
