'use client';

import { type CSSProperties, type ReactNode, useState } from 'react';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { formatCell } from './cell-format.ts';
import { type ColumnKind, columnWidth, minimumWidth } from './column-kind.ts';
import { visibleRange } from './visible-range.ts';
import { WAREHOUSE_VIEWER_STRINGS } from './warehouse-strings.ts';

/**
 * A column of the grid: its name, how its cells display and its SQL type's label.
 *
 * @example
 * const column: GridColumn = { name: 'AMOUNT', kind: 'number', typeLabel: 'NUMBER(12,2)' };
 */
export interface GridColumn {
  name: string;
  kind: ColumnKind;
  typeLabel: string;
}

/**
 * The props of `ResultGrid`.
 *
 * @example
 * const props: ResultGridProps = { label: 'Orders', columns, rows, height: 320 };
 */
export interface ResultGridProps {
  /** Names the table and its scroll region. */
  label: string;
  columns: readonly GridColumn[];
  /** The rows, each an array of cells (strings or null); checked cell by cell as they render. */
  rows: readonly unknown[];
  /** The most the grid is tall, in pixels; fewer rows make it shorter (default 420). */
  height?: number;
  /** Every row's height, in pixels (default 32). */
  rowHeight?: number;
  /** Rows rendered beyond each edge of the viewport (default 8). */
  overscan?: number;
}

/** `empty` marks a SQL NULL. */
function Cell({ value, kind, empty }: { value: unknown; kind: ColumnKind; empty: string }) {
  const text = formatCell(value, kind);
  return (
    <td className="pb-grid__cell" data-kind={kind} data-null={text === null || undefined}>
      {text ?? empty}
    </td>
  );
}

/**
 * A virtualized, typed result grid: only the rows in view (plus a few each side) are in the
 * DOM, positioned in a spacer as tall as all rows, so 100,000 rows mount and scroll as fast as
 * forty. Rows have one fixed height, which keeps every position a multiplication. Numbers align
 * at the end, NULL is marked apart, dates and timestamps are decoded.
 *
 * It is a real table laid out with CSS grid rows; `aria-rowcount` and `aria-rowindex` tell
 * assistive technology the real size of a table of which it only sees a window.
 *
 * @example
 * ```tsx
 * import { ResultGrid } from '@plugboard/ui/viewers/warehouse';
 *
 * <ResultGrid
 *   label="Orders"
 *   columns={[
 *     { name: 'ID', kind: 'number', typeLabel: 'NUMBER(38,0)' },
 *     { name: 'CUSTOMER', kind: 'text', typeLabel: 'TEXT' },
 *   ]}
 *   rows={[['1', 'Acme'], ['2', null]]}
 * />
 * ```
 */
export function ResultGrid({
  label,
  columns,
  rows,
  height = 420,
  rowHeight = 32,
  overscan = 8,
}: ResultGridProps) {
  const nullText = useViewerStrings('warehouse', WAREHOUSE_VIEWER_STRINGS).nullCell;
  const [firstVisible, setFirstVisible] = useState(0);
  // The header row is sticky inside the scroll box, so it takes one row of the viewport.
  const visibleCount = Math.max(1, Math.ceil(height / rowHeight) - 1);
  const { start, end } = visibleRange({
    firstVisible,
    rowCount: rows.length,
    visibleCount,
    overscan,
  });
  const style = {
    '--pb-grid-columns': columns.map((column) => columnWidth(column.kind)).join(' '),
    '--pb-grid-row-height': `${rowHeight}px`,
    minWidth: `${columns.reduce((sum, column) => sum + minimumWidth(column.kind), 0)}rem`,
  } as CSSProperties;

  const rendered: ReactNode[] = [];
  for (let index = start; index < end; index += 1) {
    const row = rows[index];
    const cells = Array.isArray(row) ? row : [];
    rendered.push(
      <tr
        key={index}
        className="pb-grid__row"
        aria-rowindex={index + 2}
        style={{ top: index * rowHeight }}
      >
        {columns.map((column, position) => (
          // Columns are identified by their position: a result may repeat a name.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <Cell key={position} value={cells[position]} kind={column.kind} empty={nullText} />
        ))}
      </tr>,
    );
  }

  return (
    <section
      className="pb-grid"
      data-viewer="warehouse-grid"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
      tabIndex={0}
      style={{ maxHeight: height }}
      onScroll={(event) => setFirstVisible(Math.floor(event.currentTarget.scrollTop / rowHeight))}
    >
      <table
        className="pb-grid__table"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        style={style}
      >
        <thead className="pb-grid__head">
          <tr className="pb-grid__row" aria-rowindex={1}>
            {columns.map((column, position) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are identified by position.
              <th key={position} scope="col" className="pb-grid__header" data-kind={column.kind}>
                <span className="pb-grid__name">{column.name}</span>
                <span className="pb-grid__type">{column.typeLabel}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="pb-grid__body" style={{ height: rows.length * rowHeight }}>
          {rendered}
        </tbody>
      </table>
    </section>
  );
}
