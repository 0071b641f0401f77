import { type AcceptedCase, describeRuleCases, type RejectedCase } from '../test/rule-cases.ts';

const REQUEST = '3f2b8c1d-5e6a-4b7c-9d8e-0f1a2b3c4d5e';

const accepted: AcceptedCase[] = [
  {
    rule: 'execute_query takes every documented param',
    tool: 'warehouse_execute_query',
    params: {
      statement: 'select ?; select 2',
      async: true,
      bindings: { '1': { type: 'FIXED', value: '1' } },
      database: 'SALES',
      schema: 'PUBLIC',
      role: 'ANALYST',
      warehouse: 'WH',
      nullable: false,
      parameters: { query_tag: 'plugboard' },
      request_id: REQUEST,
      retry: true,
      timeout: 60,
    },
  },
  {
    rule: 'get_query_partition takes partition 0',
    tool: 'warehouse_get_query_partition',
    params: { statement_handle: 'h-1', partition: 0 },
  },
  {
    rule: 'show_databases_schemas scopes schemas to a database',
    tool: 'warehouse_show_databases_schemas',
    params: { object_type: 'schemas', database_name: 'SALES', like_pattern: 'P%' },
  },
  {
    rule: 'show_grants to a role',
    tool: 'warehouse_show_grants',
    params: { grant_view: 'to_role', role_name: 'ANALYST' },
  },
  {
    rule: 'show_grants of a role',
    tool: 'warehouse_show_grants',
    params: { grant_view: 'of_role', role_name: 'ANALYST' },
  },
  {
    rule: 'show_grants to a user',
    tool: 'warehouse_show_grants',
    params: { grant_view: 'to_user', user_name: 'ADA' },
  },
  {
    rule: 'show_grants on an object',
    tool: 'warehouse_show_grants',
    params: { grant_view: 'on_object', object_type: 'TABLE', object_name: 'SALES.PUBLIC.ORDERS' },
  },
  {
    rule: 'show_imported_exported_keys with a fully-qualified scope',
    tool: 'warehouse_show_imported_exported_keys',
    params: {
      key_direction: 'exported',
      table_name: 'ORDERS',
      database_name: 'SALES',
      schema_name: 'PUBLIC',
    },
  },
  { rule: 'show_primary_keys takes no params', tool: 'warehouse_show_primary_keys', params: {} },
];

const rejected: RejectedCase[] = [
  {
    rule: 'execute_query requires a statement',
    tool: 'warehouse_execute_query',
    params: {},
    issues: [{ field: 'statement', message: 'statement is required' }],
  },
  {
    rule: 'request_id is a UUID',
    tool: 'warehouse_execute_query',
    params: { statement: 'select 1', request_id: 'retry-1' },
    issues: [
      {
        field: 'request_id',
        message: 'request_id must be a hyphenated UUID (8-4-4-4-12 hex digits)',
      },
    ],
  },
  {
    rule: 'retry true resends a request_id',
    tool: 'warehouse_execute_query',
    params: { statement: 'select 1', retry: true },
    issues: [{ field: 'request_id', message: 'request_id is required when retry is true' }],
  },
  {
    rule: 'timeout is a whole number of seconds',
    tool: 'warehouse_execute_query',
    params: { statement: 'select 1', timeout: 1.5 },
    issues: [{ field: 'timeout', message: 'timeout must be an integer of at least 0' }],
  },
  {
    rule: 'async is a boolean',
    tool: 'warehouse_execute_query',
    params: { statement: 'select 1', async: 'true' },
    issues: [{ field: 'async', message: 'async must be true or false' }],
  },
  {
    rule: 'get_query_partition partition is 0-based',
    tool: 'warehouse_get_query_partition',
    params: { statement_handle: 'h-1', partition: -1 },
    issues: [{ field: 'partition', message: 'partition must be an integer of at least 0' }],
  },
  {
    rule: 'get_query_partition requires a partition',
    tool: 'warehouse_get_query_partition',
    params: { statement_handle: 'h-1' },
    issues: [{ field: 'partition', message: 'partition is required' }],
  },
  {
    rule: 'cancel_query takes no execution context',
    tool: 'warehouse_cancel_query',
    params: { statement_handle: 'h-1', role: 'ANALYST' },
    issues: [
      { field: 'params', message: 'unknown param "role"; accepted: statement_handle, request_id' },
    ],
  },
  {
    rule: 'catalog limits are positive',
    tool: 'warehouse_get_columns',
    params: { database: 'SALES', limit: 0 },
    issues: [{ field: 'limit', message: 'limit must be an integer of at least 1' }],
  },
  {
    rule: 'catalog tools require a database',
    tool: 'warehouse_get_tables',
    params: { schema: 'PUBLIC' },
    issues: [{ field: 'database', message: 'database is required' }],
  },
  {
    rule: 'object_type is databases or schemas',
    tool: 'warehouse_show_databases_schemas',
    params: { object_type: 'tables' },
    issues: [{ field: 'object_type', message: 'object_type must be one of databases, schemas' }],
  },
  {
    rule: 'database_name scopes schemas only',
    tool: 'warehouse_show_databases_schemas',
    params: { object_type: 'databases', database_name: 'SALES' },
    issues: [
      {
        field: 'database_name',
        message: 'database_name is only allowed when object_type is schemas',
      },
    ],
  },
  {
    rule: 'grant_view is one of the named variants',
    tool: 'warehouse_show_grants',
    params: { grant_view: 'all' },
    issues: [
      {
        field: 'grant_view',
        message: 'grant_view must be one of to_role, to_user, of_role, on_object',
      },
    ],
  },
  {
    rule: 'show_grants to_role needs role_name',
    tool: 'warehouse_show_grants',
    params: { grant_view: 'to_role' },
    issues: [
      {
        field: 'role_name',
        message: 'role_name is required when grant_view is to_role or of_role',
      },
    ],
  },
  {
    rule: 'show_grants on_object needs object_name and object_type',
    tool: 'warehouse_show_grants',
    params: { grant_view: 'on_object', object_name: 'ORDERS' },
    issues: [
      { field: 'object_type', message: 'object_type is required when grant_view is on_object' },
    ],
  },
  {
    rule: 'show_grants refuses the params of another variant',
    tool: 'warehouse_show_grants',
    params: { grant_view: 'to_user', user_name: 'ADA', object_name: 'ORDERS' },
    issues: [
      { field: 'object_name', message: 'object_name is only allowed when grant_view is on_object' },
    ],
  },
  {
    rule: 'key_direction is imported or exported',
    tool: 'warehouse_show_imported_exported_keys',
    params: { key_direction: 'both', table_name: 'ORDERS' },
    issues: [
      { field: 'key_direction', message: 'key_direction must be one of imported, exported' },
    ],
  },
  {
    rule: 'show_imported_exported_keys schema_name comes with database_name',
    tool: 'warehouse_show_imported_exported_keys',
    params: { key_direction: 'imported', table_name: 'ORDERS', schema_name: 'PUBLIC' },
    issues: [
      { field: 'database_name', message: 'database_name is required when schema_name is given' },
    ],
  },
  {
    rule: 'show_primary_keys database_name is required when schema_name is set',
    tool: 'warehouse_show_primary_keys',
    params: { schema_name: 'PUBLIC' },
    issues: [
      { field: 'database_name', message: 'database_name is required when schema_name is given' },
    ],
  },
];

describeRuleCases('data-warehouse tools (docs/connectors.md §4.3)', accepted, rejected);
