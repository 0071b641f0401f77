import type { UpstreamErrorBody } from '@plugboard/schema';
import { z } from 'zod';

/*
 * The warehouse answers of docs/result-shapes.md as strict schemas: a test parses an answer with one
 * of these, which checks its shape field by field and types it for the assertions that follow.
 */

const handle = z.uuid();
const statusUrl = z.string().regex(/^\/api\/v2\/statements\/[0-9a-f-]{36}$/);
const cells = z.array(z.array(z.string().nullable()));

export const rowTypeShape = z.strictObject({
  name: z.string(),
  database: z.string(),
  schema: z.string(),
  table: z.string(),
  type: z.enum([
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
  ]),
  nullable: z.boolean(),
  length: z.number().nullable(),
  byteLength: z.number().nullable(),
  scale: z.number().nullable(),
  precision: z.number().nullable(),
  collation: z.null(),
});

/** A finished statement. */
export const resultShape = z.strictObject({
  resultSetMetaData: z.strictObject({
    numRows: z.number().int().min(0),
    format: z.literal('jsonv2'),
    rowType: z.array(rowTypeShape),
    partitionInfo: z
      .array(z.strictObject({ rowCount: z.number().int(), uncompressedSize: z.number().int() }))
      .min(1),
  }),
  data: cells,
  code: z.literal('090001'),
  sqlState: z.literal('00000'),
  statementHandle: handle,
  statementHandles: z.array(handle).optional(),
  statementStatusUrl: statusUrl,
  requestId: z.uuid(),
  message: z.literal('Statement executed successfully.'),
  createdOn: z.number().int(),
});
export type ResultBody = z.infer<typeof resultShape>;

/** Code 333334: still running. */
export const runningShape = z.strictObject({
  code: z.literal('333334'),
  message: z.string().startsWith('Asynchronous execution in progress.'),
  statementHandle: handle,
  statementStatusUrl: statusUrl,
});

/** A partition fetch: its rows alone. */
export const partitionShape = z.strictObject({ data: cells });

/** A cancel the service accepted. */
export const canceledShape = z.strictObject({
  code: z.literal('000604'),
  sqlState: z.literal('57014'),
  message: z.literal('SQL execution canceled'),
  statementHandle: handle,
  statementStatusUrl: statusUrl,
});

const failureShape = z.strictObject({
  code: z.string().regex(/^\d{6}$/),
  message: z.string().min(1),
  sqlState: z.string().length(5),
  statementHandle: handle.optional(),
});

/** The warehouse's own error body, which execute_tool passes on in the second detail. */
export function warehouseFailure(body: UpstreamErrorBody) {
  return failureShape.parse(body.details[1]?.body);
}

/** A result's rows as objects keyed by column name, for readable assertions. */
export function records(result: ResultBody): Record<string, string | null>[] {
  const names = result.resultSetMetaData.rowType.map((column) => column.name);
  return result.data.map((row) =>
    Object.fromEntries(names.map((name, index) => [name, row[index] ?? null])),
  );
}
