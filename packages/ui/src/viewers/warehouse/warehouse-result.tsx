'use client';

import { JsonFallback } from '../shared/json-fallback.tsx';
import { ResultError } from '../shared/result-error.tsx';
import type { ToolViewerProps } from '../shared/tool-viewer-props.ts';
import { useViewerStrings } from '../shared/viewer-strings.ts';
import { ResultGrid } from './result-grid.tsx';
import { StatementStatus } from './statement-status.tsx';
import { StatementView } from './statement-view.tsx';
import {
  isPartitionBody,
  isRunningStatement,
  isSqlError,
  isStatementMessage,
  isStatementResult,
} from './warehouse-shapes.ts';
import { WAREHOUSE_VIEWER_STRINGS, type WarehouseViewerStrings } from './warehouse-strings.ts';

/**
 * The props of `WarehouseResult`: a tool result, plus what the host does for partitions and
 * running statements.
 *
 * @example
 * const props: WarehouseResultProps = { tool: 'warehouse_execute_query', data, height: 320 };
 */
export interface WarehouseResultProps extends ToolViewerProps {
  /**
   * Fetches partition `index` (0-based) of a partitioned result, usually by running
   * `warehouse_get_query_partition` with the statement handle, and resolves to its body
   * (`{ data: [...] }`). With it the viewer offers "Load partition 2" and appends the rows.
   */
  onLoadPartition?: (index: number) => Promise<unknown>;
  /** Called with the statement handle when the reader asks about a running statement. */
  onCheckStatus?: (statementHandle: string) => void;
  /** The most the grid is tall, in pixels (default 420). */
  height?: number;
}

/** The columns of a bare partition, which carries no metadata: numbered, shown as text. */
function partitionColumns(rows: readonly unknown[], strings: WarehouseViewerStrings) {
  const first = rows.find(Array.isArray);
  const width = Array.isArray(first) ? first.length : 0;
  return Array.from({ length: width }, (_, index) => ({
    name: strings.column(index + 1),
    kind: 'text' as const,
    typeLabel: 'TEXT',
  }));
}

/**
 * Any warehouse tool's result (docs/connectors.md §4.3, docs/result-shapes.md warehouse): a finished
 * statement as a virtualized, typed grid with its partitions, a running asynchronous statement
 * (code 333334) with its handle, a SQL error, or a fetched partition. Anything else shows as
 * JSON.
 *
 * @example
 * ```tsx
 * import { WarehouseResult } from '@plugboard/ui/viewers/warehouse';
 *
 * <WarehouseResult
 *   tool="warehouse_execute_query"
 *   data={response.data}
 *   onLoadPartition={async (partition) =>
 *     (await executeTool('warehouse_get_query_partition', {
 *       statement_handle: response.data.statementHandle,
 *       partition,
 *     })).data
 *   }
 * />
 * ```
 */
export function WarehouseResult({
  data,
  onLoadPartition,
  onCheckStatus,
  height,
}: WarehouseResultProps) {
  const strings = useViewerStrings('warehouse', WAREHOUSE_VIEWER_STRINGS);
  if (isStatementResult(data)) {
    return (
      <StatementView
        // A new statement starts over: its own rows, partitions and errors.
        key={data.statementHandle}
        result={data}
        onLoadPartition={onLoadPartition}
        height={height}
      />
    );
  }
  if (isRunningStatement(data)) {
    return <StatementStatus statement={data} onCheckStatus={onCheckStatus} />;
  }
  if (isSqlError(data) && data.sqlState !== '00000') {
    return (
      <ResultError
        title={strings.statementFailed}
        message={data.message}
        code={data.code}
        details={[
          [strings.sqlState, data.sqlState],
          ...(data.statementHandle
            ? [[strings.statementHandle, data.statementHandle] as const]
            : []),
        ]}
      />
    );
  }
  // A body with metadata that failed the statement guard is a broken result, not a message.
  if (isStatementMessage(data) && !('resultSetMetaData' in data)) {
    return (
      <p className="pb-viewer pb-statement__message" data-viewer="warehouse-message" role="status">
        {data.message} <code>{data.code}</code>
      </p>
    );
  }
  if (isPartitionBody(data) && data.data.length > 0) {
    return (
      <ResultGrid
        label={strings.partitionRows}
        columns={partitionColumns(data.data, strings)}
        rows={data.data}
        height={height}
      />
    );
  }
  return <JsonFallback data={data} />;
}
