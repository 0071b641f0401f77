import type { WireSession } from '../engines/wire-session.ts';
import { FAILURES } from '../errors.ts';
import {
  CATALOG_SCHEMA,
  DATABASE_NAME,
  DEFAULT_ROLE,
  DEFAULT_WAREHOUSE,
} from '../seed/sample-database.ts';

/** docs/connectors.md §4.3: where a request runs (role, warehouse, database, schema) and its time zone. */
export interface ExecutionContext {
  role?: string | undefined;
  warehouse?: string | undefined;
  database?: string | undefined;
  schema?: string | undefined;
  timeZone?: string | undefined;
}

/** Whether two names are the same: unquoted names in requests match whatever their case. */
export function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

async function lookUp(
  session: WireSession,
  sql: string,
  name: string,
): Promise<string | undefined> {
  const [row] = await session.query(sql, [name]);
  return row?.[0] ?? undefined;
}

/**
 * Starts a request on the engine's one session: nothing left from the last request (settings,
 * role), then the request's role, warehouse, database and schema, each checked to exist. Names
 * match whatever their case. The role is a Postgres role, so its grants decide what it may do.
 */
export async function enterContext(session: WireSession, context: ExecutionContext): Promise<void> {
  await session.run('RESET ALL');
  await session.run('RESET ROLE');
  if (context.database !== undefined && !sameName(context.database, DATABASE_NAME)) {
    throw FAILURES.missing('Database', context.database);
  }
  const warehouseName = context.warehouse ?? DEFAULT_WAREHOUSE;
  const warehouse = await lookUp(
    session,
    `SELECT name FROM ${CATALOG_SCHEMA}.warehouses WHERE lower(name) = lower($1)`,
    warehouseName,
  );
  if (warehouse === undefined) throw FAILURES.noWarehouse(warehouseName);
  const roleName = context.role ?? DEFAULT_ROLE;
  const role = await lookUp(
    session,
    `SELECT rolname FROM pg_roles WHERE lower(rolname) = lower($1) AND NOT rolcanlogin
       AND rolname NOT LIKE 'pg\\_%'`,
    roleName,
  );
  if (role === undefined) throw FAILURES.missing('Role', roleName);
  if (context.schema !== undefined) {
    const schema = await lookUp(
      session,
      `SELECT nspname FROM pg_namespace WHERE lower(nspname) = lower($1)
         AND nspname NOT LIKE 'pg\\_%' AND nspname <> '${CATALOG_SCHEMA}'`,
      context.schema,
    );
    if (schema === undefined)
      throw FAILURES.missing('Schema', `${DATABASE_NAME}.${context.schema}`);
    await session.run(`SELECT set_config('search_path', quote_ident($1) || ', public', false)`, [
      schema,
    ]);
  }
  if (context.timeZone !== undefined) {
    await session.run(`SELECT set_config('TimeZone', $1, false)`, [context.timeZone]);
  }
  await session.run(`SELECT set_config('role', $1, false)`, [role]);
}
