import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import '../viewers.css';
import {
  warehouseCancelled,
  warehouseMultiStatement,
  warehousePartition,
  warehouseResult,
  warehouseRunning,
  warehouseSmallResult,
  warehouseSqlError,
  warehouseTypes,
} from './fixtures.ts';
import { WarehouseViewer } from './warehouse-viewer.tsx';

const meta: Meta<typeof WarehouseViewer> = {
  title: 'Plugboard/Viewers/Warehouse',
  component: WarehouseViewer,
  parameters: { layout: 'padded' },
  args: { tool: 'warehouse_execute_query' },
};
export default meta;

type Story = StoryObj<typeof WarehouseViewer>;

export const SmallResult: Story = {
  args: { data: warehouseSmallResult },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Query result' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(8);
    await expect(within(table).getAllByRole('row')).toHaveLength(13);
  },
};

/** 100,000 rows: only the rows in view are in the DOM. */
export const HundredThousandRows: Story = {
  args: { data: warehouseResult(100_000) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Query result' });
    await expect(table.getAttribute('aria-rowcount')).toBe('100001');
    await expect(within(table).getAllByRole('row').length).toBeLessThanOrEqual(100);
  },
};

export const EveryColumnType: Story = {
  args: { data: warehouseTypes },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2024-02-22 18:00:00 +02:00')).toBeVisible();
    await expect(canvas.getAllByText('NULL')).toHaveLength(10);
  },
};

/** 100,000 rows in 8 partitions; the button loads the next one. */
export const Partitions: Story = {
  args: {
    data: warehouseResult(100_000, 8),
    onLoadPartition: async (index: number) => warehousePartition(100_000, 8, index),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Partition 1 of 8 loaded/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load partition 2' }));
    await expect(await canvas.findByText(/Partitions 1–2 of 8 loaded/)).toBeVisible();
  },
};

export const PartitionFails: Story = {
  args: {
    data: warehouseResult(100_000, 8),
    onLoadPartition: async () => {
      throw new Error('The result has expired; run the statement again.');
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Load partition 2' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/expired/);
  },
};

export const MultipleStatements: Story = {
  args: { data: warehouseMultiStatement },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2 statements ran:')).toBeVisible();
  },
};

export const Running: Story = {
  args: { data: warehouseRunning, onCheckStatus: () => {} },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/Asynchronous execution/);
    await expect(canvas.getByRole('button', { name: 'Check status' })).toBeEnabled();
  },
};

export const SqlError: Story = {
  args: { data: warehouseSqlError },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/invalid identifier/);
  },
};

export const Cancelled: Story = {
  args: { tool: 'warehouse_cancel_query', data: warehouseCancelled },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/canceled/);
  },
};
