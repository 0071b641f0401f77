import type { RowType } from '../common/result-parts.ts';

/** How a column's values display: numbers align at the end, dates and times are decoded. */
export type ColumnKind =
  | 'number'
  | 'boolean'
  | 'date'
  | 'time'
  | 'timestamp_ntz'
  | 'timestamp_ltz'
  | 'timestamp_tz'
  | 'semi-structured'
  | 'text';

const KINDS: Readonly<Record<string, ColumnKind>> = {
  fixed: 'number',
  real: 'number',
  number: 'number',
  boolean: 'boolean',
  date: 'date',
  time: 'time',
  timestamp_ntz: 'timestamp_ntz',
  timestamp_ltz: 'timestamp_ltz',
  timestamp_tz: 'timestamp_tz',
  variant: 'semi-structured',
  object: 'semi-structured',
  array: 'semi-structured',
};

/** The display kind of a rowType `type` (the service's own names: fixed, real, text …). */
export function columnKind(type: string): ColumnKind {
  return KINDS[type.toLowerCase()] ?? 'text';
}

/**
 * The column's SQL type as its database names it: `NUMBER(38,0)`, `TEXT`, `TIMESTAMP_NTZ`. It reads
 * the column's type, precision and scale, which a column named on its own may leave out.
 */
export function typeLabel(
  column: Pick<RowType, 'name' | 'type'> & Partial<Pick<RowType, 'precision' | 'scale'>>,
): string {
  const type = column.type.toLowerCase();
  if (type === 'fixed' && typeof column.precision === 'number') {
    return `NUMBER(${column.precision},${column.scale ?? 0})`;
  }
  if (type === 'fixed') return 'NUMBER';
  if (type === 'real') return 'FLOAT';
  return type.toUpperCase();
}

/** A width for each kind, in rem, so rows rendered apart still line up. */
const WIDTHS: Readonly<Record<ColumnKind, string>> = {
  number: '9rem',
  boolean: '6.5rem',
  date: '8.5rem',
  time: '8rem',
  timestamp_ntz: '14rem',
  timestamp_ltz: '14rem',
  timestamp_tz: '16rem',
  'semi-structured': 'minmax(14rem, 1fr)',
  text: 'minmax(10rem, 1fr)',
};

export function columnWidth(kind: ColumnKind): string {
  return WIDTHS[kind];
}

/** The smallest width of a column, in rem: the table is at least the sum of these. */
export function minimumWidth(kind: ColumnKind): number {
  return Number.parseFloat(WIDTHS[kind].replace('minmax(', ''));
}
