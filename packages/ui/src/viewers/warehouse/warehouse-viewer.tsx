'use client';

import type { ToolResult, ToolResultName } from '@plugboard/schema/results';
import type { ReactNode } from 'react';
import { EmptyResult } from '../common/empty-result.tsx';
import { isRecord } from '../common/guards.ts';
import { JsonFallback } from '../common/json-fallback.tsx';
import { ResultError } from '../common/result-error.tsx';
import type { PartitionBody, StatementResult, WarehouseError } from '../common/result-parts.ts';
import type { ToolResultViewProps } from '../common/tool-result-view-props.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { ResultGrid } from './result-grid.tsx';
import { StatementStatus } from './statement-status.tsx';
import { StatementView } from './statement-view.tsx';
import { WAREHOUSE_VIEWER_STRINGS, type WarehouseViewerStrings } from './warehouse-strings.ts';

/**
 * The props of `WarehouseViewer`: a tool result, plus what the host does for partitions and
 * running statements.
 *
 * @example
 * const props: WarehouseViewerProps = { tool: 'warehouse_execute_query', data, height: 320 };
 */
export interface WarehouseViewerProps extends ToolResultViewProps {
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

type WarehouseToolName = Extract<ToolResultName, `warehouse_${string}`>;

/**
 * The service's error body: a failed statement, or a canceled one (000604), whatever the tool.
 * A finished statement carries a SQL state too, 00000, beside its metadata.
 */
function isWarehouseError(data: unknown): data is WarehouseError {
  return (
    isRecord(data) &&
    typeof data.code === 'string' &&
    typeof data.message === 'string' &&
    typeof data.sqlState === 'string' &&
    data.sqlState !== '00000' &&
    !('resultSetMetaData' in data)
  );
}

/** The code of a statement canceled at the caller's request. */
const CANCELED = '000604';

function StatementError({ error }: { error: WarehouseError }) {
  const strings = useViewerStrings('warehouse', WAREHOUSE_VIEWER_STRINGS);
  return (
    <ResultError
      title={error.code === CANCELED ? strings.statementCanceled : strings.statementFailed}
      message={error.message}
      code={error.code}
      details={[
        [strings.sqlState, error.sqlState],
        ...(error.statementHandle
          ? [[strings.statementHandle, error.statementHandle] as const]
          : []),
      ]}
    />
  );
}

/**
 * Rows that are not an array would render as a grid of blank rows, one per character of a
 * string: such a body shows as data instead.
 */
function finished(result: StatementResult, props: WarehouseViewerProps): ReactNode {
  if (!Array.isArray(result.data)) return <JsonFallback data={result} />;
  return (
    <StatementView
      // A new statement starts over: its own rows, partitions and errors.
      key={result.statementHandle}
      result={result}
      onLoadPartition={props.onLoadPartition}
      height={props.height}
    />
  );
}

/** A statement run or polled: still running (333334), or finished. */
function statement(
  result: ToolResult<'warehouse_execute_query'>,
  props: WarehouseViewerProps,
): ReactNode {
  if (result.code === '333334') {
    return <StatementStatus statement={result} onCheckStatus={props.onCheckStatus} />;
  }
  return finished(result, props);
}

function PartitionView({ partition, height }: { partition: PartitionBody; height?: number }) {
  const strings = useViewerStrings('warehouse', WAREHOUSE_VIEWER_STRINGS);
  if (!Array.isArray(partition.data)) return <JsonFallback data={partition} />;
  if (partition.data.length === 0) return <EmptyResult />;
  return (
    <ResultGrid
      label={strings.partitionRows}
      columns={partitionColumns(partition.data, strings)}
      rows={partition.data}
      height={height}
    />
  );
}

/**
 * Each warehouse tool's view of its result: the compiler checks that every tool has one, and
 * that each view takes what its tool answers.
 */
const VIEWS = {
  warehouse_cancel_query: (canceled) => <StatementError error={canceled} />,
  warehouse_execute_query: statement,
  warehouse_get_columns: finished,
  warehouse_get_query_partition: (partition, props) => (
    <PartitionView partition={partition} height={props.height} />
  ),
  warehouse_get_query_status: statement,
  warehouse_get_referential_constraints: finished,
  warehouse_get_schemata: finished,
  warehouse_get_table_constraints: finished,
  warehouse_get_tables: finished,
  warehouse_show_databases_schemas: finished,
  warehouse_show_grants: finished,
  warehouse_show_imported_exported_keys: finished,
  warehouse_show_primary_keys: finished,
  warehouse_show_warehouses: finished,
} satisfies {
  [Name in WarehouseToolName]: (result: ToolResult<Name>, props: WarehouseViewerProps) => ReactNode;
};

/**
 * Any warehouse tool's result (docs/connectors.md §4.3, docs/tool-results.md §"warehouse") in the view
 * for its tool: a finished statement as a virtualized, typed grid with its partitions, a running
 * asynchronous statement (code 333334) with its handle, a failed or canceled statement, or a
 * fetched partition. A tool this version does not know, or a body that is not its tool's, shows
 * as JSON.
 *
 * @example
 * ```tsx
 * import { WarehouseViewer } from '@plugboard/ui/viewers/warehouse';
 *
 * <WarehouseViewer
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
export function WarehouseViewer(props: WarehouseViewerProps) {
  const { tool, data } = props;
  if (isWarehouseError(data)) return <StatementError error={data} />;
  if (!Object.hasOwn(VIEWS, tool)) return <JsonFallback data={data} />;
  // The tool names its result's shape; a body that breaks its view falls back to JSON through
  // ToolResultView's boundary.
  const view = VIEWS[tool as WarehouseToolName] as (
    result: unknown,
    props: WarehouseViewerProps,
  ) => ReactNode;
  return view(data, props);
}
