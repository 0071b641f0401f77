import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { FAILURES } from '../errors.ts';
import { CATALOG_SCHEMA, DATABASE_NAME } from '../seed/sample-database.ts';
import { sameName } from '../statements/execution-context.ts';
import type { WarehouseWorkspace } from '../store.ts';
import { CatalogSql, CREATED_ON, present, presentRole, runCatalogQuery } from './catalog-query.ts';

type Params = ToolParams<'warehouse_show_grants'>;

/*
 * SHOW GRANTS over the engine's own privileges: Postgres roles are the warehouse's roles (users
 * are the roles that can log in), object ACLs its privileges, role memberships its role grants.
 * An object's owner holds OWNERSHIP.
 */

/**
 * Every object with privileges: the database, its schemas and its tables and views, each with
 * its ACL (Postgres' default for its kind when it has none of its own).
 */
function objectsSql(database: string): string {
  return `
    SELECT 'DATABASE' AS kind, d.oid, ${database}::text AS name,
      coalesce(d.datacl, acldefault('d', d.datdba)) AS acl, d.datdba AS owner
    FROM pg_database d WHERE d.datname = current_database()
    UNION ALL
    SELECT 'SCHEMA', n.oid, ${database} || '.' || ${present('n.nspname')},
      coalesce(n.nspacl, acldefault('n', n.nspowner)), n.nspowner
    FROM pg_namespace n
    WHERE n.nspname NOT LIKE 'pg\\_%' AND n.nspname NOT IN ('${CATALOG_SCHEMA}', 'information_schema')
    UNION ALL
    SELECT CASE WHEN c.relkind IN ('v', 'm') THEN 'VIEW' ELSE 'TABLE' END, c.oid,
      ${database} || '.' || ${present('n.nspname')} || '.' || ${present('c.relname')},
      coalesce(c.relacl, acldefault('r', c.relowner)), c.relowner
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p', 'v', 'm') AND n.nspname NOT LIKE 'pg\\_%'
      AND n.nspname NOT IN ('${CATALOG_SCHEMA}', 'information_schema')`;
}

/** The privileges granted on those objects, OWNERSHIP for their owners. */
function grantsSql(database: string): string {
  return `
    WITH objects AS (${objectsSql(database)}),
    grants AS (
      SELECT o.kind, o.oid, o.name, a.privilege_type AS privilege, a.grantee, a.grantor,
        a.is_grantable
      FROM objects o CROSS JOIN LATERAL aclexplode(o.acl) AS a
      WHERE a.grantee <> o.owner
      UNION ALL
      SELECT o.kind, o.oid, o.name, 'OWNERSHIP', o.owner, o.owner, true FROM objects o
    )
    SELECT ${CREATED_ON} AS created_on, g.privilege, g.kind AS granted_on, g.name,
      'ROLE' AS granted_to, ${presentRole('g.grantee')} AS grantee_name,
      g.is_grantable::text AS grant_option, ${presentRole('g.grantor')} AS granted_by
    FROM grants g`;
}

/** Role memberships, as SHOW GRANTS OF ROLE and TO USER list them. */
const MEMBERSHIPS_SQL = `
  SELECT ${CREATED_ON} AS created_on, ${presentRole('m.roleid')} AS role,
    CASE WHEN r.rolcanlogin THEN 'USER' ELSE 'ROLE' END AS granted_to,
    ${presentRole('m.member')} AS grantee_name, ${presentRole('m.grantor')} AS granted_by
  FROM pg_auth_members m JOIN pg_roles r ON r.oid = m.member`;

function grantsToRole(sql: CatalogSql, database: string, role: string): string {
  const found = `${CATALOG_SCHEMA}.find_role(${sql.param(role)}, false)`;
  return `
    ${grantsSql(database)} WHERE g.grantee = ${found}
    UNION ALL
    SELECT ${CREATED_ON}, 'USAGE', 'ROLE', ${presentRole('m.roleid')}, 'ROLE',
      ${presentRole('m.member')}, 'false', ${presentRole('m.grantor')}
    FROM pg_auth_members m WHERE m.member = ${found}
    ORDER BY 3, 4, 2`;
}

const OBJECT_TYPES = ['DATABASE', 'SCHEMA', 'TABLE', 'VIEW'] as const;

/** The oid condition for the object `name` (`SALES.ORDERS`, `ANALYTICS.SALES`…) of `type`. */
function objectCondition(sql: CatalogSql, type: string, name: string): string {
  const parts = name.split('.');
  const kind = type.toUpperCase();
  if (kind === 'DATABASE') {
    if (!sameName(name, DATABASE_NAME)) throw FAILURES.missing('Database', name).toUpstream();
    return `g.kind = 'DATABASE'`;
  }
  const [first = ''] = parts;
  const local = parts.length > 1 && sameName(first, DATABASE_NAME) ? parts.slice(1) : parts;
  if (kind === 'SCHEMA' && local.length === 1) {
    return `g.kind = 'SCHEMA' AND g.oid = ${CATALOG_SCHEMA}.find_schema(${sql.param(local[0] ?? '')})`;
  }
  if ((kind === 'TABLE' || kind === 'VIEW') && local.length <= 2) {
    const [schema, table] = local.length === 2 ? local : [undefined, local[0]];
    const schemaParam = schema === undefined ? 'NULL' : sql.param(schema);
    return `g.kind = ${sql.param(kind)} AND g.oid IN
      (SELECT ${CATALOG_SCHEMA}.find_tables(${schemaParam}, ${sql.param(table ?? '')}))`;
  }
  throw FAILURES.invalidRequest(
    OBJECT_TYPES.some((known) => known === kind)
      ? `object_name "${name}" does not name a ${kind.toLowerCase()}: give [database.]schema.table for a table or view, [database.]schema for a schema.`
      : `object_type must be one of ${OBJECT_TYPES.join(', ')}.`,
  ).toUpstream();
}

/** The SHOW GRANTS variant's query; the catalog requires the names each variant uses. */
function statement(sql: CatalogSql, params: Params): string {
  switch (params.grant_view) {
    case 'to_role':
      return grantsToRole(sql, sql.param(DATABASE_NAME), params.role_name ?? '');
    case 'of_role':
      return `${MEMBERSHIPS_SQL}
        WHERE m.roleid = ${CATALOG_SCHEMA}.find_role(${sql.param(params.role_name ?? '')}, false)
        ORDER BY 4`;
    case 'to_user':
      return `${MEMBERSHIPS_SQL}
        WHERE m.member = ${CATALOG_SCHEMA}.find_role(${sql.param(params.user_name ?? '')}, true)
        ORDER BY 2`;
    case 'on_object':
      return `${grantsSql(sql.param(DATABASE_NAME))}
        WHERE ${objectCondition(sql, params.object_type ?? '', params.object_name ?? '')}
        ORDER BY 2, 6`;
  }
}

/**
 * warehouse_show_grants: SHOW GRANTS TO ROLE, TO USER, OF ROLE, or ON an object (a database,
 * schema, table or view).
 */
export function showGrants(params: Params, workspace: WarehouseWorkspace): Promise<ToolData> {
  const sql = new CatalogSql();
  const text = statement(sql, params);
  return runCatalogQuery(workspace, { role: params.role, warehouse: params.warehouse }, sql, text, {
    showCommand: true,
  });
}
