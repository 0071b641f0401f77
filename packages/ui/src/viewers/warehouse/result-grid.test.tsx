import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { columnKind, typeLabel } from './column-kind.ts';
import { warehouseColumns, warehouseRows } from './fixtures.ts';
import { ResultGrid } from './result-grid.tsx';

const columns = warehouseColumns.map((column) => ({
  name: column.name,
  kind: columnKind(column.type),
  typeLabel: typeLabel(column),
}));
const rows = warehouseRows(100_000);

function bodyRows(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');
}

test('100,000 rows: at most 100 in the DOM, with the real row count announced', () => {
  render(<ResultGrid label="Orders" columns={columns} rows={rows} />);
  const table = screen.getByRole('table', { name: 'Orders' });
  expect(table.getAttribute('aria-rowcount')).toBe('100001');
  const rendered = bodyRows(table);
  expect(rendered.length).toBeGreaterThan(10);
  expect(rendered.length).toBeLessThanOrEqual(100);
  expect(rendered[0]?.getAttribute('aria-rowindex')).toBe('2');
  expect(within(rendered[0] as HTMLElement).getAllByRole('cell')[0]?.textContent).toBe('100000');
}, 20_000);

test('scrolling renders the rows at the new position and drops the old ones', () => {
  render(<ResultGrid label="Orders" columns={columns} rows={rows} rowHeight={32} />);
  const region = screen.getByRole('region', { name: 'Orders' });
  region.scrollTop = 50_000 * 32;
  fireEvent.scroll(region);

  const table = screen.getByRole('table', { name: 'Orders' });
  const rendered = bodyRows(table);
  expect(rendered.length).toBeLessThanOrEqual(100);
  const indexes = rendered.map((row) => Number(row.getAttribute('aria-rowindex')));
  // Row 50,000 (aria-rowindex 50,002 counting the header) is rendered, row 1 is gone.
  expect(indexes).toContain(50_002);
  expect(indexes).not.toContain(2);
  const row = rendered.find((candidate) => candidate.getAttribute('aria-rowindex') === '50002');
  expect(within(row as HTMLElement).getAllByRole('cell')[0]?.textContent).toBe('150000');
  expect((row as HTMLElement).style.top).toBe(`${50_000 * 32}px`);
});

test('the spacer is as tall as every row, so the scrollbar spans the whole result', () => {
  const { container } = render(
    <ResultGrid label="Orders" columns={columns} rows={rows} rowHeight={30} />,
  );
  const body = container.querySelector<HTMLElement>('.pb-grid__body');
  expect(body?.style.height).toBe(`${100_000 * 30}px`);
});

test('typed cells: numbers and NULL marked, dates decoded; a row that is not an array shows NULL cells', () => {
  render(
    <ResultGrid
      label="Orders"
      columns={columns}
      rows={[['1', null, '12.50', 'true', '19723', '1704103200.000000000', null, null], 'oops']}
    />,
  );
  const [first, second] = bodyRows(screen.getByRole('table'));
  const cells = within(first as HTMLElement).getAllByRole('cell');
  expect(cells[0]?.getAttribute('data-kind')).toBe('number');
  expect(cells[1]?.textContent).toBe('NULL');
  expect(cells[1]?.hasAttribute('data-null')).toBe(true);
  expect(cells[4]?.textContent).toBe('2024-01-01');
  expect(cells[5]?.textContent).toBe('2024-01-01 10:00:00');
  expect(
    within(second as HTMLElement)
      .getAllByRole('cell')
      .every((cell) => cell.textContent === 'NULL'),
  ).toBe(true);
});
