/** Where the grid's window on its rows sits. */
export interface VisibleRange {
  /** The first row rendered (0-based, overscan included). */
  start: number;
  /** One past the last row rendered. */
  end: number;
}

export interface RangeInput {
  /** The first row whose top is at or above the scroll position. */
  firstVisible: number;
  rowCount: number;
  /** Rows that fit in the viewport. */
  visibleCount: number;
  /** Rows rendered above and below the viewport, so a fast scroll shows no blank gap. */
  overscan: number;
}

/**
 * The rows to render: those in the viewport plus `overscan` on each side, clamped to the data.
 * Only these are in the DOM, whatever the row count (the grid shows 100,000 rows this way).
 */
export function visibleRange({
  firstVisible,
  rowCount,
  visibleCount,
  overscan,
}: RangeInput): VisibleRange {
  const first = Math.min(Math.max(0, firstVisible), Math.max(0, rowCount - visibleCount));
  return {
    start: Math.max(0, first - overscan),
    end: Math.min(rowCount, first + visibleCount + overscan),
  };
}
