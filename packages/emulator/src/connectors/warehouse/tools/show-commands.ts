import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { CATALOG_SCHEMA, DATABASE_NAME, DEFAULT_WAREHOUSE } from '../seed/sample-database.ts';
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
 * The SHOW tools of docs/connectors.md §4.3 answer what the warehouse's SHOW commands do: their
 * columns keep their lower-case names. A schema or table named in params must exist (SHOW … IN
 * names a scope); names match whatever their case, `like_pattern` case-insensitively.
 */

const SHOW = { showCommand: true };

/** warehouse_show_databases_schemas: SHOW DATABASES, or SHOW SCHEMAS [IN DATABASE d]. */
export function showDatabasesSchemas(
  params: ToolParams<'warehouse_show_databases_schemas'>,
  workspace: WarehouseWorkspace,
): Promise<ToolData> {
  const sql = new CatalogSql();
  const database = sql.param(DATABASE_NAME);
  const context = {
    database: params.database_name,
    role: params.role,
    warehouse: params.warehouse,
  };
  if (params.object_type === 'databases') {
    sql.filter(params.like_pattern, (pattern) => `${database} ILIKE ${pattern}`);
    const text = `
      SELECT ${CREATED_ON} AS created_on, ${database}::text AS name, 'N' AS is_default,
        'Y' AS is_current, '' AS origin, ${presentRole('d.datdba')} AS owner,
        shobj_description(d.oid, 'pg_database') AS comment, '' AS options,
        '1' AS retention_time, 'STANDARD' AS kind
      FROM pg_database d
      WHERE d.datname = current_database() ${sql.and()}`;
    return runCatalogQuery(workspace, context, sql, text, SHOW);
  }
  sql.filter(params.like_pattern, (pattern) => `${present('n.nspname')} ILIKE ${pattern}`);
  const text = `
    SELECT ${CREATED_ON} AS created_on, ${present('n.nspname')} AS name, 'N' AS is_default,
      CASE WHEN n.nspname = current_schema() THEN 'Y' ELSE 'N' END AS is_current,
      ${database}::text AS database_name, ${presentRole('n.nspowner')} AS owner,
      obj_description(n.oid, 'pg_namespace') AS comment, '' AS options, '1' AS retention_time,
      'ROLE' AS owner_role_type
    FROM pg_namespace n
    WHERE ${visibleSchema('n')} ${sql.and()}
    ORDER BY 2`;
  return runCatalogQuery(workspace, context, sql, text, SHOW);
}

/** warehouse_show_primary_keys: SHOW PRIMARY KEYS [IN DATABASE | SCHEMA | TABLE]. */
export function showPrimaryKeys(
  params: ToolParams<'warehouse_show_primary_keys'>,
  workspace: WarehouseWorkspace,
): Promise<ToolData> {
  const sql = new CatalogSql();
  const database = sql.param(DATABASE_NAME);
  if (params.table_name !== undefined) {
    const table = sql.param(params.table_name);
    const schema = params.schema_name === undefined ? 'NULL' : sql.param(params.schema_name);
    sql.conditions.push(`c.oid IN (SELECT ${CATALOG_SCHEMA}.find_tables(${schema}, ${table}))`);
  } else {
    sql.filter(params.schema_name, (name) => `n.oid = ${CATALOG_SCHEMA}.find_schema(${name})`);
  }
  const text = `
    SELECT ${CREATED_ON} AS created_on, ${database}::text AS database_name,
      ${present('n.nspname')} AS schema_name, ${present('c.relname')} AS table_name,
      ${present('a.attname')} AS column_name, k.position AS key_sequence,
      ${present('con.conname')} AS constraint_name, 'false' AS rely,
      obj_description(con.oid, 'pg_constraint') AS comment
    FROM pg_constraint con
      JOIN pg_class c ON c.oid = con.conrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      CROSS JOIN LATERAL unnest(con.conkey) WITH ORDINALITY AS k (attnum, position)
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
    WHERE con.contype = 'p' AND ${visibleSchema('n')} ${sql.and()}
    ORDER BY 3, 4, 6`;
  return runCatalogQuery(
    workspace,
    { database: params.database_name, role: params.role, warehouse: params.warehouse },
    sql,
    text,
    SHOW,
  );
}

/**
 * warehouse_show_imported_exported_keys: SHOW IMPORTED KEYS (the table's foreign keys) or SHOW
 * EXPORTED KEYS (the foreign keys that reference it), one row per column of each key.
 */
export function showImportedExportedKeys(
  params: ToolParams<'warehouse_show_imported_exported_keys'>,
  workspace: WarehouseWorkspace,
): Promise<ToolData> {
  const sql = new CatalogSql();
  const database = sql.param(DATABASE_NAME);
  const schema = params.schema_name === undefined ? 'NULL' : sql.param(params.schema_name);
  const table = sql.param(params.table_name);
  const side = params.key_direction === 'imported' ? 'con.conrelid' : 'con.confrelid';
  const text = `
    SELECT ${CREATED_ON} AS created_on,
      ${database}::text AS pk_database_name, ${present('pn.nspname')} AS pk_schema_name,
      ${present('pc.relname')} AS pk_table_name, ${present('pa.attname')} AS pk_column_name,
      ${database}::text AS fk_database_name, ${present('fn.nspname')} AS fk_schema_name,
      ${present('fc.relname')} AS fk_table_name, ${present('fa.attname')} AS fk_column_name,
      k.position AS key_sequence, ${referentialRule('con.confupdtype')} AS update_rule,
      ${referentialRule('con.confdeltype')} AS delete_rule, ${present('con.conname')} AS fk_name,
      ${present('pk.conname')} AS pk_name, 'NOT DEFERRABLE' AS deferrability, 'false' AS rely,
      obj_description(con.oid, 'pg_constraint') AS comment
    FROM pg_constraint con
      CROSS JOIN LATERAL unnest(con.conkey, con.confkey) WITH ORDINALITY AS k (fk_attnum, pk_attnum, position)
      JOIN pg_class fc ON fc.oid = con.conrelid
      JOIN pg_namespace fn ON fn.oid = fc.relnamespace
      JOIN pg_attribute fa ON fa.attrelid = con.conrelid AND fa.attnum = k.fk_attnum
      JOIN pg_class pc ON pc.oid = con.confrelid
      JOIN pg_namespace pn ON pn.oid = pc.relnamespace
      JOIN pg_attribute pa ON pa.attrelid = con.confrelid AND pa.attnum = k.pk_attnum
      LEFT JOIN pg_constraint pk ON pk.conindid = con.conindid AND pk.conrelid = con.confrelid
        AND pk.contype IN ('p', 'u')
    WHERE con.contype = 'f' AND ${side} IN (SELECT ${CATALOG_SCHEMA}.find_tables(${schema}, ${table}))
    ORDER BY 7, 8, 13, 10`;
  return runCatalogQuery(
    workspace,
    { database: params.database_name, role: params.role, warehouse: params.warehouse },
    sql,
    text,
    SHOW,
  );
}

/** warehouse_show_warehouses: SHOW WAREHOUSES; the request's warehouse is the current one. */
export function showWarehouses(
  params: ToolParams<'warehouse_show_warehouses'>,
  workspace: WarehouseWorkspace,
): Promise<ToolData> {
  const sql = new CatalogSql();
  const current = sql.param(params.warehouse ?? DEFAULT_WAREHOUSE);
  const defaultWarehouse = sql.param(DEFAULT_WAREHOUSE);
  sql.filter(params.like_pattern, (pattern) => `${present('w.name')} ILIKE ${pattern}`);
  const text = `
    SELECT ${present('w.name')} AS name, w.state, w.type, w.size,
      w.min_cluster_count, w.max_cluster_count,
      CASE WHEN w.state = 'STARTED' THEN w.min_cluster_count ELSE 0 END AS started_clusters,
      0 AS running, 0 AS queued,
      CASE WHEN lower(w.name) = lower(${defaultWarehouse}) THEN 'Y' ELSE 'N' END AS is_default,
      CASE WHEN lower(w.name) = lower(${current}) THEN 'Y' ELSE 'N' END AS is_current,
      w.auto_suspend, w.auto_resume::text AS auto_resume,
      ${CREATED_ON} AS created_on, ${CREATED_ON} AS resumed_on, ${CREATED_ON} AS updated_on,
      ${present('w.owner')} AS owner, w.comment, 'STANDARD' AS scaling_policy
    FROM ${CATALOG_SCHEMA}.warehouses w
    WHERE true ${sql.and()}
    ORDER BY 1`;
  return runCatalogQuery(
    workspace,
    { role: params.role, warehouse: params.warehouse },
    sql,
    text,
    SHOW,
  );
}
