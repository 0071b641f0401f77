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

/**
 * The request's warehouse, role and schema as the catalog names them (each undefined when none
 * matches; the schema's also when the request names none), found by one statement.
 */
const LOOK_UP_SQL = `SELECT
  (SELECT name FROM ${CATALOG_SCHEMA}.warehouses WHERE lower(name) = lower($1) LIMIT 1),
  (SELECT rolname FROM pg_roles WHERE lower(rolname) = lower($2) AND NOT rolcanlogin
     AND rolname NOT LIKE 'pg\\_%' LIMIT 1),
  (SELECT nspname FROM pg_namespace WHERE lower(nspname) = lower($3)
     AND nspname NOT LIKE 'pg\\_%' AND nspname <> '${CATALOG_SCHEMA}' LIMIT 1)`;

/**
 * Starts a request on the engine's one session: nothing left from the last request (settings,
 * role), then the request's role, warehouse, database and schema, each checked to exist. Names
 * match whatever their case. The role is a Postgres role, so its grants decide what it may do.
 * One round trip into the engine when the names were found before and the catalog has not
 * changed since, two otherwise (each step was one or two of its own, eleven in all:
 * docs/internals/emulator-cost.md).
 */
export async function enterContext(session: WireSession, context: ExecutionContext): Promise<void> {
  const warehouseName = context.warehouse ?? DEFAULT_WAREHOUSE;
  const roleName = context.role ?? DEFAULT_ROLE;
  const resets = [{ text: 'RESET ALL' }, { text: 'RESET ROLE' }];
  if (context.database !== undefined && !sameName(context.database, DATABASE_NAME)) {
    await session.run(...resets);
    throw FAILURES.missing('Database', context.database);
  }
  const asked = JSON.stringify([warehouseName, roleName, context.schema ?? null]);
  let names = keptNames(session).get(asked);
  if (names !== undefined) {
    // Found before, and the catalog has not changed since: one round trip.
    await session.run(...resets, settingsOf(names, context));
    return;
  }
  const [, , [found = []] = []] = await session.run(...resets, {
    text: LOOK_UP_SQL,
    values: [warehouseName, roleName, context.schema ?? null],
  });
  const [warehouse, role, schema] = found;
  if (warehouse == null) throw FAILURES.noWarehouse(warehouseName);
  if (role == null) throw FAILURES.missing('Role', roleName);
  if (context.schema !== undefined && schema == null) {
    throw FAILURES.missing('Schema', `${DATABASE_NAME}.${context.schema}`);
  }
  names = { role, schema: schema ?? undefined };
  keptNames(session).set(asked, names);
  await session.run(settingsOf(names, context));
}

/** The catalog's names of a request's role and schema. */
interface FoundNames {
  role: string;
  schema: string | undefined;
}

/** The names requests found, while the catalog stays as it was (WireSession.catalogVersion). */
const found = new WeakMap<WireSession, { version: number; names: Map<string, FoundNames> }>();

function keptNames(session: WireSession): Map<string, FoundNames> {
  let kept = found.get(session);
  if (kept === undefined || kept.version !== session.catalogVersion) {
    kept = { version: session.catalogVersion, names: new Map() };
    found.set(session, kept);
  }
  return kept.names;
}

/** One statement that sets the request's schema, time zone and role, the role last. */
function settingsOf(names: FoundNames, context: ExecutionContext) {
  const settings: string[] = [];
  const values: string[] = [];
  if (names.schema !== undefined) {
    values.push(names.schema);
    settings.push(`set_config('search_path', quote_ident($${values.length}) || ', public', false)`);
  }
  if (context.timeZone !== undefined) {
    values.push(context.timeZone);
    settings.push(`set_config('TimeZone', $${values.length}, false)`);
  }
  values.push(names.role);
  settings.push(`set_config('role', $${values.length}, false)`);
  return { text: `SELECT ${settings.join(', ')}`, values };
}
