'use client';

import { useId, useState } from 'react';
import { DataTable } from '../common/data-table.tsx';
import { formatCount } from '../common/format.ts';
import type { VideoColumnHeader, VideoResultTable } from '../common/result-parts.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { AnalyticsChart } from './analytics-chart.tsx';
import { VIDEO_VIEWER_STRINGS } from './video-strings.ts';

/** Dimensions that are points in time draw as a line; any other as bars. */
const TIME_DIMENSIONS = new Set(['day', 'month', 'week', 'date']);

function cellText(value: unknown, header: VideoColumnHeader): string {
  if (header.columnType === 'METRIC' && (typeof value === 'number' || typeof value === 'string')) {
    return formatCount(value);
  }
  return value === null || value === undefined ? '' : String(value);
}

/**
 * An analytics query's result table (video_analytics_query) as a chart of one metric (a select
 * picks which, when there are several) over the first dimension, and the table of every value.
 * A single row or no dimension is only a table.
 */
export function AnalyticsView({ table }: { table: VideoResultTable }) {
  const selectId = useId();
  const strings = useViewerStrings('video', VIDEO_VIEWER_STRINGS);
  const words = strings.columnName;
  const headers = table.columnHeaders;
  const rows = table.rows ?? [];
  const dimension = headers.findIndex((header) => header.columnType === 'DIMENSION');
  const metrics = headers.flatMap((header, index) =>
    header.columnType === 'METRIC' ? [index] : [],
  );
  const [chosen, setChosen] = useState(metrics[0] ?? -1);
  const points = rows.map((row) => ({ label: String(row[dimension]), value: Number(row[chosen]) }));
  const chartable =
    dimension >= 0 &&
    chosen >= 0 &&
    rows.length >= 2 &&
    points.every((point) => Number.isFinite(point.value));
  const dimensionName = headers[dimension]?.name ?? '';
  const metricName = words(headers[chosen]?.name ?? '');

  return (
    <div className="pb-viewer pb-analytics" data-viewer="video-analytics">
      {chartable && (
        <figure className="pb-analytics__figure">
          {metrics.length > 1 && (
            <p className="pb-analytics__controls">
              <label htmlFor={selectId}>{strings.chart}</label>
              <select
                id={selectId}
                value={chosen}
                onChange={(event) => setChosen(Number(event.target.value))}
              >
                {metrics.map((index) => (
                  <option key={index} value={index}>
                    {words(headers[index]?.name ?? '')}
                  </option>
                ))}
              </select>
            </p>
          )}
          <AnalyticsChart
            metric={metricName}
            dimension={words(dimensionName)}
            points={points}
            kind={TIME_DIMENSIONS.has(dimensionName) ? 'line' : 'bar'}
          />
        </figure>
      )}
      {rows.length === 0 ? (
        <p className="pb-more">{strings.noDataForPeriod}</p>
      ) : (
        <DataTable
          label={
            dimension >= 0
              ? strings.metricByDimension(
                  strings.metricList(metrics.map((index) => words(headers[index]?.name ?? ''))),
                  words(dimensionName),
                )
              : strings.totals
          }
          columns={headers.map((header, index) => ({
            key: `${index}:${header.name}`,
            header: words(header.name),
            align: header.columnType === 'METRIC' ? ('end' as const) : ('start' as const),
            cell: (row: readonly unknown[]) => cellText(row[index], header),
          }))}
          rows={rows}
          rowKey={(row, index) => (dimension >= 0 ? String(row[dimension]) : String(index))}
        />
      )}
    </div>
  );
}
