import { serviceErrorSchemas, toolResultSchemas } from '@plugboard/schema/results';
import { expect, test } from 'vitest';
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

// The viewer trusts the tool's name for the shape of its result: its fixtures must be that shape.
test.each([
  ['warehouse_execute_query', warehouseSmallResult, toolResultSchemas.warehouse_execute_query],
  ['warehouse_execute_query', warehouseResult(80, 4), toolResultSchemas.warehouse_execute_query],
  ['warehouse_execute_query', warehouseMultiStatement, toolResultSchemas.warehouse_execute_query],
  ['warehouse_execute_query', warehouseTypes, toolResultSchemas.warehouse_execute_query],
  ['warehouse_get_query_status', warehouseRunning, toolResultSchemas.warehouse_get_query_status],
  [
    'warehouse_get_query_partition',
    warehousePartition(80, 4, 1),
    toolResultSchemas.warehouse_get_query_partition,
  ],
  ['warehouse_cancel_query', warehouseCancelled, toolResultSchemas.warehouse_cancel_query],
  ['an error body', warehouseSqlError, serviceErrorSchemas.warehouse],
] as const)('the fixture of %s parses with its schema', (_tool, fixture, schema) => {
  expect(schema.safeParse(fixture).error?.issues).toBeUndefined();
});
