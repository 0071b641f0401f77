'use client';

import { useId } from 'react';
import { formatCount } from '../common/format.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { niceMax, xPositions } from './chart-scale.ts';
import { VIDEO_VIEWER_STRINGS } from './video-strings.ts';

export interface ChartPoint {
  label: string;
  value: number;
}

export interface AnalyticsChartProps {
  /** The metric, in words (`views`). */
  metric: string;
  /** The dimension, in words (`day`). */
  dimension: string;
  points: readonly ChartPoint[];
  /** A line for a time series, bars for categories. */
  kind: 'line' | 'bar';
}

const WIDTH = 640;
const HEIGHT = 240;
const PLOT = { left: 56, right: 16, top: 12, bottom: 28 };

function extreme(points: readonly ChartPoint[], pick: (a: number, b: number) => boolean) {
  return points.reduce((best, point) => (pick(point.value, best.value) ? point : best));
}

/**
 * An inline SVG chart of one metric. It is a single image to assistive technology: its title
 * names it and its description gives its range and extremes, and the table that follows it holds
 * every value, so nothing is only in the picture.
 */
export function AnalyticsChart({ metric, dimension, points, kind }: AnalyticsChartProps) {
  const id = useId();
  const strings = useViewerStrings('video', VIDEO_VIEWER_STRINGS);
  const first = points[0];
  const last = points.at(-1);
  if (first === undefined || last === undefined) return null;
  const width = WIDTH - PLOT.left - PLOT.right;
  const height = HEIGHT - PLOT.top - PLOT.bottom;
  const top = niceMax(Math.max(...points.map((point) => point.value)));
  const xs = xPositions(points.length, width, kind).map((x) => x + PLOT.left);
  const y = (value: number) => PLOT.top + height - (Math.max(0, value) / top) * height;
  const low = extreme(points, (a, b) => a < b);
  const high = extreme(points, (a, b) => a > b);
  const slot = width / points.length;
  const labelled = [...new Set([0, Math.floor((points.length - 1) / 2), points.length - 1])];

  return (
    <svg
      className="pb-chart"
      data-kind={kind}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
    >
      <title id={`${id}-title`}>{strings.metricByDimension(metric, dimension)}</title>
      <desc id={`${id}-desc`}>
        {strings.chartDescription({
          kind,
          count: points.length,
          from: first.label,
          to: last.label,
          low: formatCount(low.value),
          lowLabel: low.label,
          high: formatCount(high.value),
          highLabel: high.label,
        })}
      </desc>
      {[0, top / 2, top].map((tick) => (
        <g key={tick} className="pb-chart__grid">
          <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(tick)} y2={y(tick)} />
          <text x={PLOT.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle">
            {formatCount(tick)}
          </text>
        </g>
      ))}
      {labelled.map((index) => (
        <text
          key={index}
          className="pb-chart__label"
          x={xs[index]}
          y={HEIGHT - 8}
          textAnchor={
            index === 0 && kind === 'line'
              ? 'start'
              : index === points.length - 1 && kind === 'line'
                ? 'end'
                : 'middle'
          }
        >
          {points[index]?.label}
        </text>
      ))}
      {kind === 'line' ? (
        <polyline
          className="pb-chart__line"
          points={points.map((point, index) => `${xs[index]},${y(point.value)}`).join(' ')}
        />
      ) : (
        points.map((point, index) => (
          <rect
            key={point.label}
            className="pb-chart__bar"
            x={(xs[index] ?? 0) - slot * 0.35}
            width={slot * 0.7}
            y={y(point.value)}
            height={PLOT.top + height - y(point.value)}
          />
        ))
      )}
    </svg>
  );
}
