'use client';

import { useState } from 'react';
import { isRecord } from '../common/guards.ts';
import type { PartitionBody, StatementResult } from '../common/result-parts.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { columnKind, typeLabel } from './column-kind.ts';
import { PartitionBar } from './partition-bar.tsx';
import { type GridColumn, ResultGrid } from './result-grid.tsx';
import { StatementHandles } from './statement-handles.tsx';
import { WAREHOUSE_VIEWER_STRINGS } from './warehouse-strings.ts';

export interface StatementViewProps {
  result: StatementResult;
  /** Fetches partition `index` (0-based) and resolves to its body, `{ data: [...] }`. */
  onLoadPartition?: ((index: number) => Promise<unknown>) | undefined;
  height?: number | undefined;
}

/** The host's loader answers whatever it fetched: only a body with rows is appended. */
function isPartitionBody(body: unknown): body is PartitionBody {
  return isRecord(body) && Array.isArray(body.data);
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A finished statement: a summary line, the typed grid of its rows and, for a result split into
 * partitions, how many are loaded with a button that appends the next one.
 */
export function StatementView({ result, onLoadPartition, height }: StatementViewProps) {
  const strings = useViewerStrings('warehouse', WAREHOUSE_VIEWER_STRINGS);
  const meta = result.resultSetMetaData;
  const partitions = meta.partitionInfo?.length ?? 1;
  const [rows, setRows] = useState(result.data);
  const [loaded, setLoaded] = useState(1);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  const columns: GridColumn[] = meta.rowType.map((column) => ({
    name: column.name,
    kind: columnKind(column.type),
    typeLabel: typeLabel(column),
  }));

  async function loadNext(load: (index: number) => Promise<unknown>) {
    setLoading(true);
    setError(undefined);
    try {
      const body = await load(loaded);
      if (!isPartitionBody(body)) throw new Error(strings.partitionWithoutRows);
      setRows((current) => [...current, ...body.data]);
      setLoaded(loaded + 1);
    } catch (cause) {
      setError(message(cause));
    } finally {
      setLoading(false);
    }
  }

  return (
    <div className="pb-viewer pb-statement" data-viewer="warehouse-statement">
      <p className="pb-statement__summary">
        {strings.rowCount(meta.numRows)}
        {result.message ? ` · ${result.message}` : ''}
      </p>
      {result.statementHandles && <StatementHandles handles={result.statementHandles} />}
      {columns.length > 0 && rows.length > 0 && (
        <ResultGrid label={strings.queryResult} columns={columns} rows={rows} height={height} />
      )}
      {partitions > 1 && (
        <PartitionBar
          loaded={loaded}
          total={partitions}
          loadedRows={rows.length}
          totalRows={meta.numRows}
          loading={loading}
          error={error}
          onLoadNext={onLoadPartition && (() => loadNext(onLoadPartition))}
        />
      )}
    </div>
  );
}
