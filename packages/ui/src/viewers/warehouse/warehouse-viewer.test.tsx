import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { axeViolations } from '../../test/axe.ts';
import type { ToolResultViewProps } from '../common/tool-result-view-props.ts';
import { ToolResultView } from '../tool-result-view.tsx';
import {
  warehouseCancelled,
  warehousePartition,
  warehouseResult,
  warehouseRunning,
  warehouseSmallResult,
  warehouseSqlError,
} from './fixtures.ts';
import { WarehouseViewer } from './warehouse-viewer.tsx';

const tool = 'warehouse_execute_query';

describe('WarehouseViewer', () => {
  test('a finished statement: summary, typed headers, one row per result row', async () => {
    const { container } = render(<WarehouseViewer tool={tool} data={warehouseSmallResult} />);
    expect(screen.getByText(/^12 rows · Statement executed successfully\.$/)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Query result' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers[0]?.textContent).toBe('ORDER_IDNUMBER(38,0)');
    expect(headers[5]?.textContent).toBe('CREATED_ATTIMESTAMP_NTZ');
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(screen.queryByText(/Partition/)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    // axe over a grid takes seconds on a busy machine.
  }, 30_000);

  test('partitions: says how many are loaded and appends the next one through the callback', async () => {
    const asked: number[] = [];
    render(
      <WarehouseViewer
        tool={tool}
        data={warehouseResult(80, 4)}
        onLoadPartition={async (index) => {
          asked.push(index);
          return warehousePartition(80, 4, index);
        }}
      />,
    );
    expect(screen.getByText(/Partition 1 of 4 loaded · 20 of 80 rows/)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Query result' });
    expect(table.getAttribute('aria-rowcount')).toBe('21');

    await userEvent.click(screen.getByRole('button', { name: 'Load partition 2' }));
    await screen.findByText(/Partitions 1–2 of 4 loaded · 40 of 80 rows/);
    expect(asked).toEqual([1]);
    expect(table.getAttribute('aria-rowcount')).toBe('41');
    expect(screen.getByRole('button', { name: 'Load partition 3' })).toBeTruthy();
  });

  test('a failed partition load says why and lets the reader try again', async () => {
    let attempts = 0;
    render(
      <WarehouseViewer
        tool={tool}
        data={warehouseResult(80, 4)}
        onLoadPartition={async (index) => {
          attempts += 1;
          if (attempts === 1) throw new Error('Result expired.');
          return warehousePartition(80, 4, index);
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load partition 2' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not load partition 2: Result expired.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load partition 2' }));
    await screen.findByText(/Partitions 1–2 of 4 loaded/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('an answer that is not a partition body is an error, not a crash', async () => {
    render(
      <WarehouseViewer
        tool={tool}
        data={warehouseResult(80, 4)}
        onLoadPartition={async () => ({ rows: [] })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load partition 2' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/no `data` rows/);
  });

  test('without onLoadPartition it names the tool that fetches the other partitions', () => {
    render(<WarehouseViewer tool={tool} data={warehouseResult(80, 4)} />);
    expect(screen.getByText('warehouse_get_query_partition')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  test('a running statement (333334) shows its handle and asks the host to check it', async () => {
    const checked: string[] = [];
    render(
      <WarehouseViewer
        tool={tool}
        data={warehouseRunning}
        onCheckStatus={(handle) => checked.push(handle)}
      />,
    );
    expect(screen.getByRole('status').textContent).toMatch(/Asynchronous execution in progress/);
    expect(screen.getByText(warehouseRunning.statementHandle)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Check status' }));
    expect(checked).toEqual([warehouseRunning.statementHandle]);
  });

  test('a SQL error shows the message, code and SQL state', () => {
    render(<WarehouseViewer tool={tool} data={warehouseSqlError} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain("invalid identifier 'AMOUNTT'");
    expect(alert.textContent).toContain('000904');
    expect(alert.textContent).toContain('42000');
  });

  test('a fetched partition alone shows as a grid with numbered columns', () => {
    render(
      <WarehouseViewer tool="warehouse_get_query_partition" data={warehousePartition(80, 4, 1)} />,
    );
    const table = screen.getByRole('table', { name: 'Partition rows' });
    expect(within(table).getAllByRole('columnheader')[0]?.textContent).toBe('Column 1TEXT');
  });

  test.each([
    ['metadata without rowType', { resultSetMetaData: { numRows: 1 }, data: [] }],
    ['data that is not an array', { ...warehouseSmallResult, data: 'rows' }],
    ['a string', 'SELECT 1'],
  ])('%s falls back to the JSON viewer', async (_name, data) => {
    // A body its view cannot render fails inside ToolResultView's boundary, which shows it as JSON.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const untrusted: ToolResultViewProps = { tool, data };
    const { container } = render(<ToolResultView {...untrusted} />);
    await waitFor(() => expect(container.querySelector('[data-viewer="json"]')).not.toBeNull());
    logged.mockRestore();
  });

  test('a tool this version does not know shows its result as JSON', () => {
    const { container } = render(
      <WarehouseViewer tool="warehouse_list_stages" data={warehouseSmallResult} />,
    );
    expect(container.querySelector('[data-viewer="json"]')).not.toBeNull();
  });

  test('a canceled statement says so, with its SQL state', () => {
    render(<WarehouseViewer tool="warehouse_cancel_query" data={warehouseCancelled} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch(/^The statement was canceled/);
    expect(alert.textContent).toContain('57014');
  });
});
