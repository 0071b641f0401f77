import { defineTool } from './define-tool.ts';
import { onlyWhen, requiredOnlyWhen, requiredWhen, requiredWith } from './param-rules.ts';
import {
  bool,
  freeObject,
  integer,
  nonEmptyText,
  oneOf,
  paramsObject,
  uuid,
} from './param-types.ts';

// docs/connectors.md §4.3: optional execution context, on the tools whose row lists it.
const executionContext = {
  role: nonEmptyText().optional(),
  warehouse: nonEmptyText().optional(),
};
const requestId = uuid().optional();
const limit = integer(1).optional();
const optionalName = nonEmptyText().optional();

const GRANT_VIEWS = ['to_role', 'to_user', 'of_role', 'on_object'] as const;
type GrantView = (typeof GRANT_VIEWS)[number];

/** docs/connectors.md §4.3: the params of show_grants that only one grant_view variant uses. */
function grantViewParam<T extends { grant_view: GrantView }>(
  key: keyof T & string,
  views: readonly GrantView[],
) {
  return requiredOnlyWhen<T>(
    key,
    (params) => views.includes(params.grant_view),
    `grant_view is ${views.join(' or ')}`,
  );
}

/** docs/connectors.md §4.3, data-warehouse tools (key-pair credentials). */
export const WAREHOUSE_TOOLS = [
  defineTool({
    name: 'warehouse_cancel_query',
    connector: 'warehouse',
    description: 'Cancel a running statement.',
    effect: 'write',
    params: paramsObject({ statement_handle: nonEmptyText(), request_id: requestId }),
  }),
  defineTool({
    name: 'warehouse_execute_query',
    connector: 'warehouse',
    description:
      'Run SQL (several statements separated by semicolons); async returns a statement handle. Resend with the same request_id and retry true for an idempotent retry.',
    effect: 'write',
    params: paramsObject({
      statement: nonEmptyText(),
      async: bool().optional(),
      bindings: freeObject().optional(),
      database: optionalName,
      schema: optionalName,
      ...executionContext,
      nullable: bool().optional(),
      parameters: freeObject().optional(),
      request_id: requestId,
      retry: bool().optional(),
      timeout: integer(0).optional(),
    }).superRefine(requiredWhen('request_id', (params) => params.retry === true, 'retry is true')),
  }),
  defineTool({
    name: 'warehouse_get_columns',
    connector: 'warehouse',
    description: 'List the columns of a database, optionally narrowed to a schema or table.',
    effect: 'read',
    params: paramsObject({
      database: nonEmptyText(),
      schema: optionalName,
      table: optionalName,
      column_name_like: optionalName,
      limit,
      ...executionContext,
    }),
  }),
  defineTool({
    name: 'warehouse_get_query_partition',
    connector: 'warehouse',
    description: 'Fetch one result partition (0-based) of a statement.',
    effect: 'read',
    params: paramsObject({
      statement_handle: nonEmptyText(),
      partition: integer(0),
      request_id: requestId,
    }),
  }),
  defineTool({
    name: 'warehouse_get_query_status',
    connector: 'warehouse',
    description: 'Status of a statement and the metadata of its first partition.',
    effect: 'read',
    params: paramsObject({ statement_handle: nonEmptyText(), request_id: requestId }),
  }),
  defineTool({
    name: 'warehouse_get_referential_constraints',
    connector: 'warehouse',
    description: 'List the foreign-key constraints of a database.',
    effect: 'read',
    params: paramsObject({
      database: nonEmptyText(),
      schema: optionalName,
      table: optionalName,
      limit,
      ...executionContext,
    }),
  }),
  defineTool({
    name: 'warehouse_get_schemata',
    connector: 'warehouse',
    description: 'List the schemas of a database.',
    effect: 'read',
    params: paramsObject({
      database: nonEmptyText(),
      schema_like: optionalName,
      limit,
      ...executionContext,
    }),
  }),
  defineTool({
    name: 'warehouse_get_table_constraints',
    connector: 'warehouse',
    description: 'List the table constraints of a database.',
    effect: 'read',
    params: paramsObject({
      database: nonEmptyText(),
      constraint_type: optionalName,
      schema: optionalName,
      table: optionalName,
      limit,
      ...executionContext,
    }),
  }),
  defineTool({
    name: 'warehouse_get_tables',
    connector: 'warehouse',
    description: 'List the tables of a database.',
    effect: 'read',
    params: paramsObject({
      database: nonEmptyText(),
      schema: optionalName,
      table_name_like: optionalName,
      limit,
      ...executionContext,
    }),
  }),
  defineTool({
    name: 'warehouse_show_databases_schemas',
    connector: 'warehouse',
    description: 'Show databases, or the schemas of a database.',
    effect: 'read',
    params: paramsObject({
      object_type: oneOf(['databases', 'schemas']),
      database_name: optionalName,
      like_pattern: optionalName,
      ...executionContext,
    }).superRefine(
      onlyWhen(
        'database_name',
        (params) => params.object_type === 'schemas',
        'object_type is schemas',
      ),
    ),
  }),
  defineTool({
    name: 'warehouse_show_grants',
    connector: 'warehouse',
    description:
      'Show grants to a role (role_name), to a user (user_name), of a role (role_name) or on an object (object_type, object_name).',
    effect: 'read',
    params: paramsObject({
      grant_view: oneOf(GRANT_VIEWS),
      object_name: optionalName,
      object_type: optionalName,
      role_name: optionalName,
      user_name: optionalName,
      ...executionContext,
    })
      .superRefine(grantViewParam('object_name', ['on_object']))
      .superRefine(grantViewParam('object_type', ['on_object']))
      .superRefine(grantViewParam('role_name', ['to_role', 'of_role']))
      .superRefine(grantViewParam('user_name', ['to_user'])),
  }),
  defineTool({
    name: 'warehouse_show_imported_exported_keys',
    connector: 'warehouse',
    description:
      'Show the foreign keys a table imports or exports; give database_name and schema_name for a reliable fully-qualified scope.',
    effect: 'read',
    params: paramsObject({
      key_direction: oneOf(['imported', 'exported']),
      table_name: nonEmptyText(),
      database_name: optionalName,
      schema_name: optionalName,
      ...executionContext,
    }).superRefine(requiredWith('database_name', 'schema_name')),
  }),
  defineTool({
    name: 'warehouse_show_primary_keys',
    connector: 'warehouse',
    description: 'Show primary keys, optionally scoped to a database, schema or table.',
    effect: 'read',
    params: paramsObject({
      database_name: optionalName,
      schema_name: optionalName,
      table_name: optionalName,
      ...executionContext,
    }).superRefine(requiredWith('database_name', 'schema_name')),
  }),
  defineTool({
    name: 'warehouse_show_warehouses',
    connector: 'warehouse',
    description: 'Show the warehouses the role can see.',
    effect: 'read',
    params: paramsObject({ like_pattern: optionalName, ...executionContext }),
  }),
] as const;
