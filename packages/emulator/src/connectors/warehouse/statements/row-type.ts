import type { WireField, WireRow, WireSession } from '../engines/wire-session.ts';
import { CATALOG_SCHEMA, DATABASE_NAME } from '../seed/sample-database.ts';
import type { ColumnType } from './cell-format.ts';

/** docs/tool-results.md §"warehouse": one column of `resultSetMetaData.rowType`. */
export interface RowTypeEntry {
  name: string;
  database: string;
  schema: string;
  table: string;
  type: ColumnType;
  nullable: boolean;
  length: number | null;
  byteLength: number | null;
  scale: number | null;
  precision: number | null;
  collation: null;
}

const COLUMN_TYPES = [
  'fixed',
  'real',
  'text',
  'boolean',
  'date',
  'time',
  'timestamp_ntz',
  'timestamp_ltz',
  'variant',
  'binary',
  'array',
] as const satisfies readonly ColumnType[];

/*
 * The catalog's answers (DESCRIBE_SQL and column_type, the emulator's own SQL) are checked by hand,
 * not by a zod schema: the engine's process loads no zod, which took 60–80 ms of a new account's
 * first query, on the open's path (docs/internals/emulator-cost.md).
 */
function catalogText(value: string | null | undefined, what: string): string {
  if (typeof value !== 'string') throw new Error(`The catalog described no ${what}.`);
  return value;
}

function optionalNumber(value: string | null | undefined): number | null {
  return value === null || value === undefined ? null : Number(value);
}

function columnType(value: string | null | undefined): ColumnType {
  const type = COLUMN_TYPES.find((known) => known === value);
  if (type === undefined)
    throw new Error(`The catalog described an unknown column type: ${value}.`);
  return type;
}

/*
 * The engine describes the columns itself: their types through column_type (sample-database.ts),
 * and for a column read from a table, the table and whether it allows NULL. The columns of a SHOW
 * command keep their lower-case names and belong to no table. Reading the catalog was most of a
 * small query's CPU in the engine (docs/internals/emulator-cost.md): a field's answer is kept
 * until a statement may have changed the catalog.
 */
const DESCRIBE_SQL = `
SELECT CASE WHEN $4 THEN f.name ELSE ${CATALOG_SCHEMA}.present_name(f.name) END,
  CASE WHEN c.oid IS NULL OR $4 THEN '' ELSE $5 END,
  CASE WHEN $4 THEN '' ELSE coalesce(${CATALOG_SCHEMA}.present_name(n.nspname), '') END,
  CASE WHEN $4 THEN '' ELSE coalesce(${CATALOG_SCHEMA}.present_name(c.relname), '') END,
  NOT coalesce(a.attnotnull, false)
FROM unnest($1::text[], $2::oid[], $3::smallint[])
  WITH ORDINALITY AS f (name, table_oid, column_number, ordinal)
  LEFT JOIN pg_class c ON c.oid = f.table_oid
  LEFT JOIN pg_namespace n ON n.oid = c.relnamespace
  LEFT JOIN pg_attribute a ON a.attrelid = f.table_oid AND a.attnum = f.column_number
ORDER BY f.ordinal`;

const TYPES_SQL = `
SELECT t.type, t.length, t.byte_length, t.scale, t."precision"
FROM unnest($1::oid[], $2::integer[]) WITH ORDINALITY AS f (type_oid, type_modifier, ordinal)
  CROSS JOIN LATERAL ${CATALOG_SCHEMA}.column_type(f.type_oid, f.type_modifier) AS t
ORDER BY f.ordinal`;

/**
 * Types Postgres itself defines (oids below FirstNormalObjectId) never change: their warehouse
 * type is looked up once per session (column_type is a SQL function Postgres plans again on each
 * call; docs/internals/emulator-cost.md). A domain or type a request made is looked up each time.
 */
const FIRST_NORMAL_OID = 16_384;
const builtInTypes = new WeakMap<WireSession, Map<string, WireRow>>();

/** The column_type row (type, length, byte length, scale, precision) of each field, in order. */
async function typesOf(session: WireSession, fields: readonly WireField[]): Promise<WireRow[]> {
  let kept = builtInTypes.get(session);
  if (kept === undefined) {
    kept = new Map();
    builtInTypes.set(session, kept);
  }
  const keyOf = (field: WireField) => `${field.dataTypeID}/${field.dataTypeModifier}`;
  const missing = fields.filter(
    (field) => field.dataTypeID >= FIRST_NORMAL_OID || !kept.has(keyOf(field)),
  );
  const found = new Map<WireField, WireRow>();
  if (missing.length > 0) {
    const rows = await session.query(TYPES_SQL, [
      arrayLiteral(missing.map((field) => field.dataTypeID)),
      arrayLiteral(missing.map((field) => field.dataTypeModifier)),
    ]);
    missing.forEach((field, index) => {
      const row = rows[index];
      if (row === undefined) return;
      found.set(field, row);
      if (field.dataTypeID < FIRST_NORMAL_OID) kept.set(keyOf(field), row);
    });
  }
  return fields.map((field) => found.get(field) ?? kept.get(keyOf(field)) ?? []);
}

/** A Postgres array literal of `values`, each quoted. */
function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.map((value) => `"${String(value).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

/** Fields described at most, between two changes of the catalog: the oldest go first. */
const MAX_DESCRIBED = 10_000;
/** What DESCRIBE_SQL answered for a field, while the catalog stays as it was (WireSession). */
const described = new WeakMap<WireSession, { version: number; rows: Map<string, WireRow> }>();

/** Each field's row of DESCRIBE_SQL: looked up only for fields not described since the catalog last changed. */
async function describedRows(
  session: WireSession,
  fields: readonly WireField[],
  showCommand: boolean,
): Promise<WireRow[]> {
  let kept = described.get(session);
  if (kept === undefined || kept.version !== session.catalogVersion) {
    kept = { version: session.catalogVersion, rows: new Map() };
    described.set(session, kept);
  }
  const { rows: keptRows } = kept;
  const keyOf = (field: WireField) =>
    `${showCommand} ${field.tableID} ${field.columnID} ${field.name}`;
  const missing = fields.filter((field) => !keptRows.has(keyOf(field)));
  if (missing.length > 0) {
    const rows = await session.query(DESCRIBE_SQL, [
      arrayLiteral(missing.map((field) => field.name)),
      arrayLiteral(missing.map((field) => field.tableID)),
      arrayLiteral(missing.map((field) => field.columnID)),
      showCommand ? 'true' : 'false',
      DATABASE_NAME,
    ]);
    const answered = new Map<WireField, WireRow>();
    missing.forEach((field, index) => {
      const row = rows[index];
      if (row === undefined) return;
      answered.set(field, row);
      if (keptRows.size >= MAX_DESCRIBED) keptRows.delete(keptRows.keys().next().value ?? '');
      keptRows.set(keyOf(field), row);
    });
    return fields.map((field) => answered.get(field) ?? keptRows.get(keyOf(field)) ?? []);
  }
  return fields.map((field) => keptRows.get(keyOf(field)) ?? []);
}

/**
 * The rowType of a result with `fields`. Column names show the warehouse's way (`order_id` is
 * ORDER_ID), except for a SHOW command's.
 */
export async function describeColumns(
  session: WireSession,
  fields: readonly WireField[],
  showCommand: boolean,
): Promise<RowTypeEntry[]> {
  if (fields.length === 0) return [];
  const types = await typesOf(session, fields);
  const rows = await describedRows(session, fields, showCommand);
  return rows.map((row, index) => {
    const [name, database, schema, table, nullable] = row;
    const [type = null, length = null, byteLength = null, scale = null, precision = null] =
      types[index] ?? [];
    return {
      name: catalogText(name, 'column name'),
      database: catalogText(database, 'database'),
      schema: catalogText(schema, 'schema'),
      table: catalogText(table, 'table'),
      type: columnType(type),
      nullable: catalogText(nullable, 'nullability') === 't',
      length: optionalNumber(length),
      byteLength: optionalNumber(byteLength),
      scale: optionalNumber(scale),
      precision: optionalNumber(precision),
      collation: null,
    };
  });
}

/** A rowType entry for a column the warehouse computes itself (row counts, status messages). */
export function computedColumn(name: string, type: 'fixed' | 'text'): RowTypeEntry {
  const text = type === 'text';
  return {
    name,
    database: '',
    schema: '',
    table: '',
    type,
    nullable: false,
    length: text ? 16_777_216 : null,
    byteLength: text ? 16_777_216 : null,
    scale: text ? null : 0,
    precision: text ? null : 19,
    collation: null,
  };
}
