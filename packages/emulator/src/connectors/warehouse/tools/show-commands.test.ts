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

async function show<Name extends ToolName>(tool: Name, params: ToolParamsInput<Name>) {
  const result = statementResultSchema.parse(await t.run(account, tool, params));
  return { result, rows: records(result) };
}

async function refusal(tool: ToolName, params: Record<string, unknown>, status = 500) {
  return serviceError('warehouse', await t.fail(account, tool, params, status));
}

describe('warehouse_show_databases_schemas', () => {
  it('shows the database, with lower-case column names', async () => {
    const { result, rows } = await show('warehouse_show_databases_schemas', {
      object_type: 'databases',
    });
    expect(result.resultSetMetaData.rowType.map((column) => column.name)).toEqual([
      'created_on',
      'name',
      'is_default',
      'is_current',
      'origin',
      'owner',
      'comment',
      'options',
      'retention_time',
      'kind',
    ]);
    expect(rows).toEqual([
      expect.objectContaining({ name: 'ANALYTICS', owner: 'SYSADMIN', is_current: 'Y' }),
    ]);
    const none = await show('warehouse_show_databases_schemas', {
      object_type: 'databases',
      like_pattern: 'sales%',
    });
    expect(none.rows).toEqual([]);
  });

  it('shows the schemas of the database, narrowed by like_pattern', async () => {
    const { rows } = await show('warehouse_show_databases_schemas', {
      object_type: 'schemas',
      database_name: 'ANALYTICS',
      like_pattern: 'in%',
    });
    expect(rows.map((schema) => [schema.name, schema.database_name])).toEqual([
      ['INFORMATION_SCHEMA', 'ANALYTICS'],
      ['INVENTORY', 'ANALYTICS'],
    ]);
    expect(
      await refusal('warehouse_show_databases_schemas', {
        object_type: 'schemas',
        database_name: 'ELSEWHERE',
      }),
    ).toMatchObject({ code: '002003' });
  });
});

describe('warehouse_show_primary_keys', () => {
  it('shows each column of a key with its sequence', async () => {
    const { rows } = await show('warehouse_show_primary_keys', {
      database_name: 'ANALYTICS',
      schema_name: 'SALES',
      table_name: 'order_items',
    });
    expect(rows.map((key) => [key.column_name, key.key_sequence, key.constraint_name])).toEqual([
      ['ORDER_ID', '1', 'ORDER_ITEMS_PKEY'],
      ['LINE_NUMBER', '2', 'ORDER_ITEMS_PKEY'],
    ]);
  });

  it('shows the keys of a schema, or of the whole database', async () => {
    const schema = await show('warehouse_show_primary_keys', {
      database_name: 'ANALYTICS',
      schema_name: 'HR',
    });
    expect(schema.rows.map((key) => key.table_name)).toEqual(['DEPARTMENTS', 'EMPLOYEES']);
    const all = await show('warehouse_show_primary_keys', {});
    expect(new Set(all.rows.map((key) => key.schema_name))).toEqual(
      new Set(['HR', 'INVENTORY', 'SALES']),
    );
  });

  it('refuses a table or schema that does not exist', async () => {
    expect(
      await refusal('warehouse_show_primary_keys', {
        database_name: 'ANALYTICS',
        schema_name: 'SALES',
        table_name: 'INVOICES',
      }),
    ).toMatchObject({ code: '002003', message: expect.stringContaining("'SALES.INVOICES'") });
    expect(
      await refusal('warehouse_show_primary_keys', {
        database_name: 'ANALYTICS',
        schema_name: 'CRM',
      }),
    ).toMatchObject({ code: '002003', message: expect.stringContaining("Schema 'CRM'") });
  });
});

describe('warehouse_show_imported_exported_keys', () => {
  it("shows a table's foreign keys (imported) and those referencing it (exported)", async () => {
    const imported = await show('warehouse_show_imported_exported_keys', {
      key_direction: 'imported',
      table_name: 'ORDERS',
      database_name: 'ANALYTICS',
      schema_name: 'SALES',
    });
    expect(
      imported.rows.map(
        (key) =>
          `${key.fk_column_name} -> ${key.pk_schema_name}.${key.pk_table_name}.${key.pk_column_name}`,
      ),
    ).toEqual([
      'CUSTOMER_ID -> SALES.CUSTOMERS.CUSTOMER_ID',
      'SALES_REP_ID -> HR.EMPLOYEES.EMPLOYEE_ID',
    ]);
    const exported = await show('warehouse_show_imported_exported_keys', {
      key_direction: 'exported',
      table_name: 'orders',
    });
    expect(exported.rows).toEqual([
      expect.objectContaining({
        fk_table_name: 'ORDER_ITEMS',
        fk_name: 'ORDER_ITEMS_ORDER_ID_FKEY',
        pk_name: 'ORDERS_PKEY',
        delete_rule: 'CASCADE',
        key_sequence: '1',
      }),
    ]);
  });

  it('refuses a table that does not exist', async () => {
    expect(
      await refusal('warehouse_show_imported_exported_keys', {
        key_direction: 'imported',
        table_name: 'NOTHING',
      }),
    ).toMatchObject({ code: '002003' });
  });
});

describe('warehouse_show_warehouses', () => {
  it('shows the warehouses, the request one current', async () => {
    const { rows } = await show('warehouse_show_warehouses', { warehouse: 'reporting_wh' });
    expect(
      rows.map((warehouse) => [warehouse.name, warehouse.state, warehouse.is_current]),
    ).toEqual([
      ['COMPUTE_WH', 'STARTED', 'N'],
      ['LOADING_WH', 'SUSPENDED', 'N'],
      ['REPORTING_WH', 'SUSPENDED', 'Y'],
    ]);
    const like = await show('warehouse_show_warehouses', { like_pattern: 'comp%' });
    expect(like.rows).toEqual([
      expect.objectContaining({
        name: 'COMPUTE_WH',
        is_default: 'Y',
        is_current: 'Y',
        size: 'X-Small',
      }),
    ]);
  });
});

describe('warehouse_show_grants', () => {
  it('shows the privileges granted to a role', async () => {
    const { rows } = await show('warehouse_show_grants', {
      grant_view: 'to_role',
      role_name: 'loader',
    });
    expect(rows).toContainEqual(
      expect.objectContaining({
        privilege: 'INSERT',
        granted_on: 'TABLE',
        name: 'ANALYTICS.SALES.ORDERS',
        grantee_name: 'LOADER',
        granted_by: 'SYSADMIN',
      }),
    );
    expect(rows.some((grant) => grant.name === 'ANALYTICS.HR.EMPLOYEES')).toBe(false);
  });

  it('shows who holds a role, and the roles of a user', async () => {
    const of = await show('warehouse_show_grants', { grant_view: 'of_role', role_name: 'ANALYST' });
    expect(of.rows.map((grant) => [grant.granted_to, grant.grantee_name])).toEqual([
      ['USER', 'ADA'],
      ['USER', 'GRACE'],
      ['ROLE', 'SYSADMIN'],
    ]);
    const to = await show('warehouse_show_grants', { grant_view: 'to_user', user_name: 'grace' });
    expect(to.rows.map((grant) => grant.role)).toEqual(['ANALYST', 'HR_MANAGER']);
  });

  it('shows the grants on an object, its owner holding OWNERSHIP', async () => {
    const { rows } = await show('warehouse_show_grants', {
      grant_view: 'on_object',
      object_type: 'table',
      object_name: 'ANALYTICS.SALES.ORDERS',
    });
    expect(rows.map((grant) => `${grant.privilege} ${grant.grantee_name}`)).toEqual([
      'INSERT LOADER',
      'OWNERSHIP SYSADMIN',
      'SELECT ANALYST',
      'SELECT LOADER',
      'UPDATE LOADER',
    ]);
  });

  it('follows grants a statement made', async () => {
    await t.run(account, 'warehouse_execute_query', {
      statement: 'GRANT SELECT ON hr.departments TO analyst',
    });
    const { rows } = await show('warehouse_show_grants', {
      grant_view: 'on_object',
      object_type: 'TABLE',
      object_name: 'HR.DEPARTMENTS',
    });
    expect(rows).toContainEqual(
      expect.objectContaining({ privilege: 'SELECT', grantee_name: 'ANALYST' }),
    );
  });

  it('refuses unknown roles, users and object types', async () => {
    expect(
      await refusal('warehouse_show_grants', { grant_view: 'to_role', role_name: 'ADA' }),
    ).toMatchObject({ code: '002003', message: expect.stringContaining("Role 'ADA'") });
    expect(
      await refusal('warehouse_show_grants', { grant_view: 'to_user', user_name: 'ANALYST' }),
    ).toMatchObject({ code: '002003', message: expect.stringContaining("User 'ANALYST'") });
    const refused = await t.fail(
      account,
      'warehouse_show_grants',
      { grant_view: 'on_object', object_type: 'FUNCTION', object_name: 'F' },
      400,
    );
    expect(refused.message).toContain('object_type must be one of DATABASE, SCHEMA, TABLE, VIEW');
  });
});
