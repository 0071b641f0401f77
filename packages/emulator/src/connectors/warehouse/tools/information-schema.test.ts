import type { ToolName, ToolParamsInput } from '@plugboard/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceError } from '../../../test/exact-answers.ts';
import { statementResultSchema } from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { records } from '../../../test/warehouse-records.ts';

const t = setupToolHarness();
let account: string;

beforeAll(async () => {
  account = await t.account('warehouse');
}, 120_000);

async function rows<Name extends ToolName>(tool: Name, params: ToolParamsInput<Name>) {
  return records(statementResultSchema.parse(await t.run(account, tool, params)));
}

describe('warehouse_get_schemata', () => {
  it('lists the schemas of the database, narrowed by schema_like and limit', async () => {
    const schemas = await rows('warehouse_get_schemata', { database: 'ANALYTICS' });
    expect(schemas.map((schema) => schema.SCHEMA_NAME)).toEqual([
      'HR',
      'INFORMATION_SCHEMA',
      'INVENTORY',
      'PUBLIC',
      'SALES',
    ]);
    expect(schemas.find((schema) => schema.SCHEMA_NAME === 'SALES')).toMatchObject({
      CATALOG_NAME: 'ANALYTICS',
      SCHEMA_OWNER: 'SYSADMIN',
      COMMENT: 'Customers, their orders and order lines',
    });
    const narrowed = await rows('warehouse_get_schemata', {
      database: 'analytics',
      schema_like: 'in%',
      limit: 1,
    });
    expect(narrowed.map((schema) => schema.SCHEMA_NAME)).toEqual(['INFORMATION_SCHEMA']);
  });

  it('refuses a database that does not exist', async () => {
    const body = serviceError(
      'warehouse',
      await t.fail(account, 'warehouse_get_schemata', { database: 'SALES_DB' }, 500),
    );
    expect(body).toMatchObject({ code: '002003', message: expect.stringContaining("'SALES_DB'") });
  });
});

describe('warehouse_get_tables', () => {
  it('lists tables and views with exact row counts, as the role may see them', async () => {
    const sales = await rows('warehouse_get_tables', { database: 'ANALYTICS', schema: 'sales' });
    expect(sales.map((table) => [table.TABLE_NAME, table.TABLE_TYPE, table.ROW_COUNT])).toEqual([
      ['CUSTOMERS', 'BASE TABLE', '1000'],
      ['ORDERS', 'BASE TABLE', '5000'],
      ['ORDER_ITEMS', 'BASE TABLE', '12500'],
      ['ORDER_SUMMARY', 'VIEW', null],
    ]);
    const asAnalyst = await rows('warehouse_get_tables', {
      database: 'ANALYTICS',
      role: 'ANALYST',
    });
    expect(asAnalyst.some((table) => table.TABLE_SCHEMA === 'HR')).toBe(false);
    const like = await rows('warehouse_get_tables', {
      database: 'ANALYTICS',
      table_name_like: '%ware%',
    });
    expect(like.map((table) => `${table.TABLE_SCHEMA}.${table.TABLE_NAME}`)).toEqual([
      'INVENTORY.WAREHOUSES',
    ]);
  });

  it('shows a table a statement created, with its rows', async () => {
    await t.run(account, 'warehouse_execute_query', {
      statement:
        'CREATE TABLE public.scratch (n integer); INSERT INTO public.scratch VALUES (1), (2)',
    });
    const scratch = await rows('warehouse_get_tables', { database: 'ANALYTICS', schema: 'PUBLIC' });
    expect(scratch).toEqual([
      expect.objectContaining({ TABLE_NAME: 'SCRATCH', TABLE_OWNER: 'SYSADMIN', ROW_COUNT: '2' }),
    ]);
  });
});

describe('warehouse_get_columns', () => {
  it("lists a table's columns with the service's type names", async () => {
    const columns = await rows('warehouse_get_columns', {
      database: 'ANALYTICS',
      schema: 'SALES',
      table: 'ORDERS',
    });
    expect(columns.map((column) => column.COLUMN_NAME)).toEqual([
      'ORDER_ID',
      'CUSTOMER_ID',
      'SALES_REP_ID',
      'ORDER_DATE',
      'STATUS',
      'TOTAL_AMOUNT',
      'SHIPPED_AT',
      'NOTE',
    ]);
    expect(columns[5]).toMatchObject({
      DATA_TYPE: 'NUMBER',
      NUMERIC_PRECISION: '12',
      NUMERIC_SCALE: '2',
      IS_NULLABLE: 'NO',
      COLUMN_DEFAULT: '0',
    });
    expect(columns[4]).toMatchObject({ DATA_TYPE: 'TEXT', CHARACTER_MAXIMUM_LENGTH: '20' });
    expect(columns[6]).toMatchObject({ DATA_TYPE: 'TIMESTAMP_LTZ', IS_NULLABLE: 'YES' });
  });

  it('narrows by column_name_like and limit', async () => {
    const columns = await rows('warehouse_get_columns', {
      database: 'ANALYTICS',
      column_name_like: '%_price',
      limit: 2,
    });
    expect(columns.map((column) => `${column.TABLE_NAME}.${column.COLUMN_NAME}`)).toEqual([
      'PRODUCTS.UNIT_PRICE',
      'ORDER_ITEMS.UNIT_PRICE',
    ]);
  });
});

describe('warehouse_get_table_constraints', () => {
  it("lists a table's primary key, foreign keys and unique constraints", async () => {
    const constraints = await rows('warehouse_get_table_constraints', {
      database: 'ANALYTICS',
      schema: 'INVENTORY',
      table: 'products',
    });
    expect(
      constraints.map((constraint) => [constraint.CONSTRAINT_NAME, constraint.CONSTRAINT_TYPE]),
    ).toEqual([
      ['PRODUCTS_PKEY', 'PRIMARY KEY'],
      ['PRODUCTS_SKU_KEY', 'UNIQUE'],
    ]);
    const foreign = await rows('warehouse_get_table_constraints', {
      database: 'ANALYTICS',
      table: 'ORDER_ITEMS',
      constraint_type: 'foreign key',
    });
    expect(foreign.map((constraint) => constraint.CONSTRAINT_NAME)).toEqual([
      'ORDER_ITEMS_ORDER_ID_FKEY',
      'ORDER_ITEMS_PRODUCT_ID_FKEY',
    ]);
  });
});

describe('warehouse_get_referential_constraints', () => {
  it('lists foreign keys with the key they reference and their rules', async () => {
    const items = await rows('warehouse_get_referential_constraints', {
      database: 'ANALYTICS',
      schema: 'SALES',
      table: 'ORDER_ITEMS',
    });
    expect(items).toEqual([
      expect.objectContaining({
        CONSTRAINT_NAME: 'ORDER_ITEMS_ORDER_ID_FKEY',
        UNIQUE_CONSTRAINT_SCHEMA: 'SALES',
        UNIQUE_CONSTRAINT_NAME: 'ORDERS_PKEY',
        DELETE_RULE: 'CASCADE',
        UPDATE_RULE: 'NO ACTION',
      }),
      expect.objectContaining({
        CONSTRAINT_NAME: 'ORDER_ITEMS_PRODUCT_ID_FKEY',
        UNIQUE_CONSTRAINT_SCHEMA: 'INVENTORY',
        UNIQUE_CONSTRAINT_NAME: 'PRODUCTS_PKEY',
      }),
    ]);
  });
});
