import type { ReactNode } from 'react';
import { ScrollRegion } from './scroll-region.tsx';

/** One column of a DataTable: its header and how a row fills its cell. */
export interface DataColumn<Row> {
  key: string;
  header: ReactNode;
  /** Numbers align at the end so their digits line up. */
  align?: 'start' | 'end';
  cell: (row: Row) => ReactNode;
}

export interface DataTableProps<Row> {
  /** Names the table (its caption) and its scroll region. */
  label: string;
  columns: ReadonlyArray<DataColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
}

/** A plain, accessible table in a scroll region; for lists of records, rows of a result. */
export function DataTable<Row>({ label, columns, rows, rowKey }: DataTableProps<Row>) {
  return (
    <ScrollRegion label={label}>
      <table className="pb-table">
        <caption className="pb-table__caption">{label}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-align={column.align ?? 'start'}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <td key={column.key} data-align={column.align ?? 'start'}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
