import { z } from 'zod';

/*
 * docs/tool-results.md §"warehouse": a SQL data warehouse over HTTP. Every cell is a string or
 * null, whatever the column's type; `rowType` says how to read it.
 */

/** The rows of a result: each cell a string, or null for SQL NULL. */
const warehouseRowsSchema = z.array(z.array(z.string().nullable()));

/** One column of `resultSetMetaData.rowType`. */
const rowTypeSchema = z.object({
  name: z.string(),
  database: z.string(),
  schema: z.string(),
  table: z.string(),
  type: z.string(),
  nullable: z.boolean(),
  length: z.number().nullable(),
  byteLength: z.number().nullable(),
  scale: z.number().nullable(),
  precision: z.number().nullable(),
  collation: z.string().nullable(),
});

/** A finished statement (code 090001): column metadata, the first partition's rows, the handle. */
const statementResultSchema = z.object({
  resultSetMetaData: z.object({
    numRows: z.number().int(),
    format: z.literal('jsonv2'),
    rowType: z.array(rowTypeSchema),
    partitionInfo: z.array(
      z.object({ rowCount: z.number().int(), uncompressedSize: z.number().int() }),
    ),
  }),
  data: warehouseRowsSchema,
  code: z.literal('090001'),
  sqlState: z.string(),
  statementHandle: z.string(),
  statementHandles: z.array(z.string()).optional(),
  statementStatusUrl: z.string(),
  requestId: z.string(),
  message: z.string(),
  createdOn: z.number().int(),
});

/** Code 333334: an asynchronous statement still running; poll its status URL. */
const runningStatementSchema = z.object({
  code: z.literal('333334'),
  message: z.string(),
  statementHandle: z.string(),
  statementStatusUrl: z.string(),
});

/** A statement run or polled: finished, or still running. */
const statementSchema = z.union([statementResultSchema, runningStatementSchema]);

/** What a partition fetch answers: that partition's rows alone. */
const partitionBodySchema = z.object({ data: warehouseRowsSchema });

/** A cancel the service accepted (code 000604). */
const canceledStatementSchema = z.object({
  code: z.literal('000604'),
  sqlState: z.string(),
  message: z.string(),
  statementHandle: z.string(),
  statementStatusUrl: z.string(),
});

/** The service's error body: a six-digit code and a SQL state saying what kind of failure. */
export const warehouseErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  sqlState: z.string(),
  statementHandle: z.string().optional(),
});

/** The warehouse tools (docs/connectors.md §4.3) and what each answers. */
export const warehouseResultSchemas = {
  warehouse_cancel_query: canceledStatementSchema,
  warehouse_execute_query: statementSchema,
  warehouse_get_columns: statementResultSchema,
  warehouse_get_query_partition: partitionBodySchema,
  warehouse_get_query_status: statementSchema,
  warehouse_get_referential_constraints: statementResultSchema,
  warehouse_get_schemata: statementResultSchema,
  warehouse_get_table_constraints: statementResultSchema,
  warehouse_get_tables: statementResultSchema,
  warehouse_show_databases_schemas: statementResultSchema,
  warehouse_show_grants: statementResultSchema,
  warehouse_show_imported_exported_keys: statementResultSchema,
  warehouse_show_primary_keys: statementResultSchema,
  warehouse_show_warehouses: statementResultSchema,
} as const;

export type StatementResult = z.infer<typeof statementResultSchema>;
export type WarehouseError = z.infer<typeof warehouseErrorSchema>;
