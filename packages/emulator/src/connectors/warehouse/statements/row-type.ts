import { z } from 'zod';
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

const optionalNumber = z
  .string()
  .nullable()
  .transform((value) => (value === null ? null : Number(value)));

/** A row of DESCRIBE_SQL, as text from the wire. */
const describedSchema = z
  .tuple([
    z.string(),
    z.string(),
    z.string(),
    z.string(),
    z.enum(COLUMN_TYPES),
    z.enum(['t', 'f']),
    optionalNumber,
    optionalNumber,
    optionalNumber,
    optionalNumber,
  ])
  .transform(
    ([name, database, schema, table, type, nullable, length, byteLength, scale, precision]) => ({
      name,
      database,
      schema,
      table,
      type,
      nullable: nullable === 't',
      length,
      byteLength,
      scale,
      precision,
      collation: null,
    }),
  );

/*
 * The engine describes the columns itself: their types through column_type (sample-database.ts),
 * and for a column read from a table, the table and whether it allows NULL. The columns of a SHOW
 * command keep their lower-case names and belong to no table.
 */
const DESCRIBE_SQL = `
SELECT CASE WHEN $6 THEN f.name ELSE ${CATALOG_SCHEMA}.present_name(f.name) END,
  CASE WHEN c.oid IS NULL OR $6 THEN '' ELSE $7 END,
  CASE WHEN $6 THEN '' ELSE coalesce(${CATALOG_SCHEMA}.present_name(n.nspname), '') END,
  CASE WHEN $6 THEN '' ELSE coalesce(${CATALOG_SCHEMA}.present_name(c.relname), '') END,
  t.type, NOT coalesce(a.attnotnull, false), t.length, t.byte_length, t.scale, t."precision"
FROM unnest($1::text[], $2::oid[], $3::integer[], $4::oid[], $5::smallint[])
  WITH ORDINALITY AS f (name, type_oid, type_modifier, table_oid, column_number, ordinal)
  CROSS JOIN LATERAL ${CATALOG_SCHEMA}.column_type(f.type_oid, f.type_modifier) AS t
  LEFT JOIN pg_class c ON c.oid = f.table_oid
  LEFT JOIN pg_namespace n ON n.oid = c.relnamespace
  LEFT JOIN pg_attribute a ON a.attrelid = f.table_oid AND a.attnum = f.column_number
ORDER BY f.ordinal`;

/** A Postgres array literal of `values`, each quoted. */
function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.map((value) => `"${String(value).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
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
  const rows: WireRow[] = await session.query(DESCRIBE_SQL, [
    arrayLiteral(fields.map((field) => field.name)),
    arrayLiteral(fields.map((field) => field.dataTypeID)),
    arrayLiteral(fields.map((field) => field.dataTypeModifier)),
    arrayLiteral(fields.map((field) => field.tableID)),
    arrayLiteral(fields.map((field) => field.columnID)),
    showCommand ? 'true' : 'false',
    DATABASE_NAME,
  ]);
  return rows.map((row) => describedSchema.parse(row));
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
