import { render, screen, within } from '@testing-library/react';
import { test } from 'vitest';
import { axeViolations } from '../../test/axe.ts';
import { warehouseResult } from './fixtures.ts';
import { WarehouseResult } from './warehouse-result.tsx';

test('prof', async () => {
  let t = performance.now();
  const data = warehouseResult(100_000);
  console.info('data', performance.now() - t); t = performance.now();
  const { container } = render(<WarehouseResult tool="x" data={data} />);
  console.info('render', performance.now() - t, container.querySelectorAll('[role=row]').length); t = performance.now();
  const table = screen.getByRole('table', { name: 'Query result' });
  console.info('getByRole table', performance.now() - t); t = performance.now();
  within(table).getAllByRole('row');
  console.info('rows', performance.now() - t); t = performance.now();
  await axeViolations(container);
  console.info('axe', performance.now() - t); t = performance.now();
}, 60000);
