import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { CATALOG_SCHEMA, DATABASE_NAME } from '../seed/sample-database.ts';
import type { ExecutionContext } from '../statements/execution-context.ts';
import type { WarehouseWorkspace } from '../store.ts';
import {
  CatalogSql,
  CREATED_ON,
  present,
  presentRole,
  referentialRule,
  runCatalogQuery,
  visibleSchema,
} from './catalog-query.ts';

/*
 * The information tools of docs/connectors.md §4.3 answer what the database's INFORMATION_SCHEMA
 * views would (their columns, upper-case names), read from the engine's own catalog as the
 * request's role sees it. Names given in params match whatever their case; `*_like` params are
 * case-insensitive LIKE patterns.
 */

/** Information_schema's own views show only when a request names that schema. */
function warehouseSchemas(sql: CatalogSql, schema: string | undefined, alias: string): void {
  sql.filter(schema, (name) => `lower(${alias}.nspname) = lower(${name})`);
  if (schema === undefined) sql.conditions.push(`${alias}.nspname <> 'information_schema'`);
}

const RELATION_KINDS = `('r', 'p', 'v', 'm')`;

/** Where the query runs: the database the tool names, under the role and warehouse it gives. */
function contextOf(params: {
  database: string;
  role?: string | undefined;
  warehouse?: string | undefined;
}): ExecutionContext {
  return { database: params.database, role: params.role, warehouse: params.warehouse };
}

/** warehouse_get_columns: INFORMATION_SCHEMA.COLUMNS. */
export function getColumns(
  params: ToolParams<'warehouse_get_columns'>,
  workspace: WarehouseWorkspace,
): Promise<ToolData> {
  const sql = new CatalogSql();
  const database = sql.param(DATABASE_NAME);
  warehouseSchemas(sql, params.schema, 'n');
  sql.filter(params.table, (name) => `lower(c.relname) = lower(${name})`);
  sql.filter(params.column_name_like, (pattern) => `${present('a.attname')} ILIKE ${pattern}`);
  const text = `
    SELECT ${database}::text AS "TABLE_CATALOG", ${present('n.nspname')} AS "TABLE_SCHEMA",
      ${present('c.relname')} AS "TABLE_NAME", ${present('a.attname')} AS "COLUMN_NAME",
      a.attnum::integer AS "ORDINAL_POSITION", pg_get_expr(d.adbin, d.adrelid) AS "COLUMN_DEFAULT",
      CASE WHEN a.attnotnull THEN 'NO' ELSE 'YES' END AS "IS_NULLABLE",
      ${CATALOG_SCHEMA}.data_type_name(t.type) AS "DATA_TYPE",
      t.length AS "CHARACTER_MAXIMUM_LENGTH", t.byte_length AS "CHARACTER_OCTET_LENGTH",
      t."precision" AS "NUMERIC_PRECISION",
      CASE WHEN t.type = 'fixed' THEN 10 END AS "NUMERIC_PRECISION_RADIX",
      CASE WHEN t.type = 'fixed' THEN t.scale END AS "NUMERIC_SCALE",
      CASE WHEN t.type IN ('time', 'timestamp_ntz', 'timestamp_ltz') THEN t.scale END AS "DATETIME_PRECISION",
      col_description(c.oid, a.attnum) AS "COMMENT"
    FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      CROSS JOIN LATERAL ${CATALOG_SCHEMA}.column_type(a.atttypid, a.atttypmod) AS t
    WHERE a.attnum > 0 AND NOT a.attisdropped AND c.relkind IN ${RELATION_KINDS}
      AND ${visibleSchema('n')}
      AND has_any_column_privilege(c.oid, 'SELECT, INSERT, UPDATE, REFERENCES') ${sql.and()}
    ORDER BY 2, 3, 5 ${sql.limit(params.limit)}`;
  return runCatalogQuery(workspace, contextOf(params), sql, text, { showCommand: false });
}

/** warehouse_get_tables: INFORMATION_SCHEMA.TABLES, with exact row counts. */
export function getTables(
  params: ToolParams<'warehouse_get_tables'>,
  workspace: WarehouseWorkspace,
): Promise<ToolData> {
  const sql = new CatalogSql();
  const database = sql.param(DATABASE_NAME);
  warehouseSchemas(sql, params.schema, 'n');
  sql.filter(params.table_name_like, (pattern) => `${present('c.relname')} ILIKE ${pattern}`);
  const text = `
    SELECT ${database}::text AS "TABLE_CATALOG", ${present('n.nspname')} AS "TABLE_SCHEMA",
      ${present('c.relname')} AS "TABLE_NAME", ${presentRole('c.relowner')} AS "TABLE_OWNER",
      CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' ELSE 'BASE TABLE' END
        AS "TABLE_TYPE",
      CASE WHEN c.relkind IN ('r', 'p') THEN ${CATALOG_SCHEMA}.row_count(c.oid) END AS "ROW_COUNT",
      CASE WHEN c.relkind IN ('r', 'p', 'm') THEN pg_total_relation_size(c.oid) END AS "BYTES",
      ${CREATED_ON} AS "CREATED", ${CREATED_ON} AS "LAST_ALTERED",
      obj_description(c.oid, 'pg_class') AS "COMMENT"
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ${RELATION_KINDS} AND ${visibleSchema('n')}
      AND has_table_privilege(c.oid, 'SELECT, INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES') ${sql.and()}
    ORDER BY 2, 3 ${sql.limit(params.limit)}`;
  return runCatalogQuery(workspace, contextOf(params), sql, text, { showCommand: false });
}

/** warehouse_get_schemata: INFORMATION_SCHEMA.SCHEMATA. */
export function getSchemata(
  params: ToolParams<'warehouse_get_schemata'>,
  workspace: WarehouseWorkspace,
): Promise<ToolData> {
  const sql = new CatalogSql();
  const database = sql.param(DATABASE_NAME);
  sql.filter(params.schema_like, (pattern) => `${present('n.nspname')} ILIKE ${pattern}`);
  const text = `
    SELECT ${database}::text AS "CATALOG_NAME", ${present('n.nspname')} AS "SCHEMA_NAME",
      ${presentRole('n.nspowner')} AS "SCHEMA_OWNER", 'NO' AS "IS_TRANSIENT",
      'NO' AS "IS_MANAGED_ACCESS", 1 AS "RETENTION_TIME",
      ${CREATED_ON} AS "CREATED", ${CREATED_ON} AS "LAST_ALTERED",
      obj_description(n.oid, 'pg_namespace') AS "COMMENT"
    FROM pg_namespace n
    WHERE ${visibleSchema('n')} ${sql.and()}
    ORDER BY 2 ${sql.limit(params.limit)}`;
  return runCatalogQuery(workspace, contextOf(params), sql, text, { showCommand: false });
}

const CONSTRAINT_TYPE = `CASE con.contype WHEN 'p' THEN 'PRIMARY KEY' WHEN 'f' THEN 'FOREIGN KEY' ELSE 'UNIQUE' END`;

/** warehouse_get_table_constraints: INFORMATION_SCHEMA.TABLE_CONSTRAINTS (keys and uniques). */
export function getTableConstraints(
  params: ToolParams<'warehouse_get_table_constraints'>,
  workspace: WarehouseWorkspace,
): Promise<ToolData> {
  const sql = new CatalogSql();
  const database = sql.param(DATABASE_NAME);
  warehouseSchemas(sql, params.schema, 'n');
  sql.filter(params.table, (name) => `lower(c.relname) = lower(${name})`);
  sql.filter(params.constraint_type, (type) => `${CONSTRAINT_TYPE} = upper(${type})`);
  const text = `
    SELECT ${database}::text AS "CONSTRAINT_CATALOG", ${present('n.nspname')} AS "CONSTRAINT_SCHEMA",
      ${present('con.conname')} AS "CONSTRAINT_NAME", ${database}::text AS "TABLE_CATALOG",
      ${present('n.nspname')} AS "TABLE_SCHEMA", ${present('c.relname')} AS "TABLE_NAME",
      ${CONSTRAINT_TYPE} AS "CONSTRAINT_TYPE",
      CASE WHEN con.condeferrable THEN 'YES' ELSE 'NO' END AS "IS_DEFERRABLE",
      CASE WHEN con.condeferred THEN 'YES' ELSE 'NO' END AS "INITIALLY_DEFERRED",
      'YES' AS "ENFORCED", obj_description(con.oid, 'pg_constraint') AS "COMMENT",
      ${CREATED_ON} AS "CREATED", ${CREATED_ON} AS "LAST_ALTERED"
    FROM pg_constraint con
      JOIN pg_class c ON c.oid = con.conrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE con.contype IN ('p', 'f', 'u') AND ${visibleSchema('n')}
      AND has_any_column_privilege(c.oid, 'SELECT, INSERT, UPDATE, REFERENCES') ${sql.and()}
    ORDER BY 2, 6, 3 ${sql.limit(params.limit)}`;
  return runCatalogQuery(workspace, contextOf(params), sql, text, { showCommand: false });
}

/** warehouse_get_referential_constraints: INFORMATION_SCHEMA.REFERENTIAL_CONSTRAINTS. */
export function getReferentialConstraints(
  params: ToolParams<'warehouse_get_referential_constraints'>,
  workspace: WarehouseWorkspace,
): Promise<ToolData> {
  const sql = new CatalogSql();
  const database = sql.param(DATABASE_NAME);
  warehouseSchemas(sql, params.schema, 'n');
  sql.filter(params.table, (name) => `lower(c.relname) = lower(${name})`);
  const text = `
    SELECT ${database}::text AS "CONSTRAINT_CATALOG", ${present('n.nspname')} AS "CONSTRAINT_SCHEMA",
      ${present('con.conname')} AS "CONSTRAINT_NAME", ${database}::text AS "UNIQUE_CONSTRAINT_CATALOG",
      ${present('pn.nspname')} AS "UNIQUE_CONSTRAINT_SCHEMA",
      ${present('pk.conname')} AS "UNIQUE_CONSTRAINT_NAME",
      CASE con.confmatchtype WHEN 'f' THEN 'FULL' WHEN 'p' THEN 'PARTIAL' ELSE 'NONE' END
        AS "MATCH_OPTION",
      ${referentialRule('con.confupdtype')} AS "UPDATE_RULE",
      ${referentialRule('con.confdeltype')} AS "DELETE_RULE",
      obj_description(con.oid, 'pg_constraint') AS "COMMENT",
      ${CREATED_ON} AS "CREATED", ${CREATED_ON} AS "LAST_ALTERED"
    FROM pg_constraint con
      JOIN pg_class c ON c.oid = con.conrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_class pc ON pc.oid = con.confrelid
      JOIN pg_namespace pn ON pn.oid = pc.relnamespace
      LEFT JOIN pg_constraint pk ON pk.conindid = con.conindid AND pk.conrelid = con.confrelid
        AND pk.contype IN ('p', 'u')
    WHERE con.contype = 'f' AND ${visibleSchema('n')}
      AND has_any_column_privilege(c.oid, 'SELECT, INSERT, UPDATE, REFERENCES') ${sql.and()}
    ORDER BY 2, 3 ${sql.limit(params.limit)}`;
  return runCatalogQuery(workspace, contextOf(params), sql, text, { showCommand: false });
}
