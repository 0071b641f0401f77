'use client';

import { Spinner } from '../../common/spinner.tsx';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { WAREHOUSE_VIEWER_STRINGS } from './warehouse-strings.ts';

export interface PartitionBarProps {
  loaded: number;
  total: number;
  loadedRows: number;
  totalRows: number;
  loading: boolean;
  /** Why the last partition failed to load, if it did. */
  error?: string | undefined;
  /** Absent: the host loads no partitions here, and the bar says how to fetch them. */
  onLoadNext?: (() => void) | undefined;
}

/**
 * How much of a partitioned result is here ("Partition 1 of 8 loaded") and, when the host can
 * fetch partitions, a button for the next one. The count is a polite live region, so loading a
 * partition is announced.
 */
export function PartitionBar({
  loaded,
  total,
  loadedRows,
  totalRows,
  loading,
  error,
  onLoadNext,
}: PartitionBarProps) {
  const strings = useViewerStrings('warehouse', WAREHOUSE_VIEWER_STRINGS);
  return (
    <div
      className="pb-partitions"
      data-state={loading ? 'loading' : loaded < total ? 'partial' : 'complete'}
    >
      <p className="pb-partitions__count" aria-live="polite">
        {strings.partitionsLoaded(loaded, total)} · {strings.rowsLoaded(loadedRows, totalRows)}
      </p>
      {loaded < total &&
        (onLoadNext ? (
          <button
            type="button"
            className="pb-button pb-button--secondary"
            disabled={loading}
            onClick={onLoadNext}
          >
            {loading && <Spinner />}
            {loading ? strings.loadingPartition(loaded + 1) : strings.loadPartition(loaded + 1)}
          </button>
        ) : (
          <p className="pb-partitions__hint">
            {strings.fetchOthersWith} <code>warehouse_get_query_partition</code>.
          </p>
        ))}
      {error && (
        <p className="pb-partitions__error" role="alert">
          {strings.partitionFailed(loaded + 1, error)}
        </p>
      )}
    </div>
  );
}
