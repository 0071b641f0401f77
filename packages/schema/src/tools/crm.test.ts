import { type AcceptedCase, describeRuleCases, type RejectedCase } from '../test/rule-cases.ts';

const RECORD = '0c2f6d4e-93a1-4b8e-9f3d-2a1b7c6d5e4f';
const MEMBER = '4b9e1c2d-7f3a-4e6b-8c5d-1a2b3c4d5e6f';

const accepted: AcceptedCase[] = [
  {
    rule: 'create_person takes attribute values as arrays',
    tool: 'crm_create_person',
    params: { values: { name: [{ first_name: 'Ada' }], email_addresses: ['ada@example.com'] } },
  },
  {
    rule: 'list tools (L) default limit 500 and offset 0',
    tool: 'crm_list_people',
    params: { filter: { name: 'Ada' }, sorts: [{ attribute: 'name', direction: 'desc' }] },
    defaults: { limit: 500, offset: 0 },
  },
  {
    rule: 'list_records takes an object and the list params',
    tool: 'crm_list_records',
    params: { object: 'people', limit: 10, offset: 20 },
  },
  {
    rule: 'list_entries defaults as the other list tools',
    tool: 'crm_list_entries',
    params: { list: 'sales' },
    defaults: { limit: 500, offset: 0 },
  },
  {
    rule: 'search_records takes an empty query and defaults limit 20, offset 0',
    tool: 'crm_search_records',
    params: { object: 'companies', query: '' },
    defaults: { limit: 20, offset: 0 },
  },
  {
    rule: 'create_task takes a deadline with milliseconds and links',
    tool: 'crm_create_task',
    params: {
      content: 'x'.repeat(2000),
      deadline_at: '2024-05-01T09:30:00.000+02:00',
      linked_records: [{ target_object: 'people', target_record_id: RECORD }],
      assignees: [{ referenced_actor_type: 'workspace-member', referenced_actor_id: MEMBER }],
    },
    defaults: { is_completed: false },
  },
  {
    rule: 'list_tasks takes linked_object alone and defaults limit 20, offset 0',
    tool: 'crm_list_tasks',
    params: { linked_object: 'people' },
    defaults: { limit: 20, offset: 0 },
  },
  {
    rule: 'create_note defaults format to plaintext',
    tool: 'crm_create_note',
    params: {
      parent_object: 'people',
      parent_record_id: RECORD,
      title: 'Call',
      created_at: '2024-05-01T09:30:00Z',
    },
    defaults: { format: 'plaintext' },
  },
  {
    rule: 'list_notes takes a parent pair and defaults limit 10, offset 0',
    tool: 'crm_list_notes',
    params: { parent_object: 'people', parent_record_id: RECORD },
    defaults: { limit: 10, offset: 0 },
  },
  {
    rule: 'create_comment on a record',
    tool: 'crm_create_comment',
    params: { author_actor_id: MEMBER, content: 'Hi', record_object: 'people', record_id: RECORD },
  },
  {
    rule: 'create_comment replies in a thread',
    tool: 'crm_create_comment',
    params: { author_actor_id: MEMBER, content: 'Hi', thread_id: 'thread-1' },
  },
  {
    rule: 'list_threads of a list entry',
    tool: 'crm_list_threads',
    params: { list_id: 'sales', entry_id: 'entry-1' },
  },
  {
    rule: 'create_list with uniform access',
    tool: 'crm_create_list',
    params: {
      name: 'Sales',
      api_slug: 'sales',
      workspace_access: 'read-and-write',
      workspace_member_access: [],
    },
  },
  {
    rule: 'create_attribute record-reference names its target',
    tool: 'crm_create_attribute',
    params: {
      api_slug: 'account',
      title: 'Account',
      type: 'record-reference',
      description: '',
      is_required: false,
      is_unique: false,
      is_multiselect: false,
      config: { relationship: { object: 'companies' } },
      object: 'people',
    },
  },
  {
    rule: 'list_user_records has no defaults',
    tool: 'crm_list_user_records',
    params: {},
  },
  { rule: 'get_current_token_info takes no input', tool: 'crm_get_current_token_info', params: {} },
];

const rejected: RejectedCase[] = [
  {
    rule: 'record ids are hyphenated UUIDs',
    tool: 'crm_get_person',
    params: { record_id: 'ada' },
    issues: [
      {
        field: 'record_id',
        message: 'record_id must be a hyphenated UUID (8-4-4-4-12 hex digits)',
      },
    ],
  },
  {
    rule: 'values hold arrays, single values included',
    tool: 'crm_create_company',
    params: { values: { domains: 'example.com' } },
    issues: [
      {
        field: 'values.domains',
        message: 'values.domains must be an array of values (wrap a single value: [value])',
      },
    ],
  },
  {
    rule: 'create_deal needs at least one attribute value',
    tool: 'crm_create_deal',
    params: { values: {} },
    issues: [{ field: 'values', message: 'values must hold at least one attribute value' }],
  },
  {
    rule: 'create_record requires an object',
    tool: 'crm_create_record',
    params: { values: {} },
    issues: [{ field: 'object', message: 'object is required' }],
  },
  {
    rule: 'sort direction is asc or desc',
    tool: 'crm_list_companies',
    params: { sorts: [{ attribute: 'name', direction: 'ascending' }] },
    issues: [
      { field: 'sorts[0].direction', message: 'sorts[0].direction must be one of asc, desc' },
    ],
  },
  {
    rule: 'sort items name an attribute',
    tool: 'crm_list_deals',
    params: { sorts: [{ direction: 'asc' }] },
    issues: [{ field: 'sorts[0].attribute', message: 'sorts[0].attribute is required' }],
  },
  {
    rule: 'limit is a positive integer',
    tool: 'crm_list_people',
    params: { limit: 0 },
    issues: [{ field: 'limit', message: 'limit must be an integer of at least 1' }],
  },
  {
    rule: 'offset is not negative',
    tool: 'crm_list_workspace_records',
    params: { offset: -1 },
    issues: [{ field: 'offset', message: 'offset must be an integer of at least 0' }],
  },
  {
    rule: 'filter is an object',
    tool: 'crm_list_meetings',
    params: { filter: [] },
    issues: [{ field: 'filter', message: 'filter must be an object' }],
  },
  {
    rule: 'search_records requires a query',
    tool: 'crm_search_records',
    params: { object: 'people' },
    issues: [{ field: 'query', message: 'query is required' }],
  },
  {
    rule: 'task content is at most 2000 characters',
    tool: 'crm_create_task',
    params: { content: 'x'.repeat(2001) },
    issues: [
      {
        field: 'content',
        message: 'content must be a non-empty string of at most 2000 characters',
      },
    ],
  },
  {
    rule: 'task deadline_at has milliseconds',
    tool: 'crm_create_task',
    params: { content: 'Call', deadline_at: '2024-05-01T09:30:00Z' },
    issues: [
      {
        field: 'deadline_at',
        message:
          'deadline_at must be an ISO 8601 date-time with milliseconds and a timezone, e.g. 2024-05-01T09:30:00.000Z',
      },
    ],
  },
  {
    rule: 'task deadline_at has a timezone',
    tool: 'crm_create_task',
    params: { content: 'Call', deadline_at: '2024-05-01T09:30:00.000' },
    issues: [
      {
        field: 'deadline_at',
        message:
          'deadline_at must be an ISO 8601 date-time with milliseconds and a timezone, e.g. 2024-05-01T09:30:00.000Z',
      },
    ],
  },
  {
    rule: 'task assignees are workspace members',
    tool: 'crm_create_task',
    params: {
      content: 'Call',
      assignees: [{ referenced_actor_type: 'api-token', referenced_actor_id: MEMBER }],
    },
    issues: [
      {
        field: 'assignees[0].referenced_actor_type',
        message: 'assignees[0].referenced_actor_type must be one of workspace-member',
      },
    ],
  },
  {
    rule: 'task linked record ids are UUIDs',
    tool: 'crm_create_task',
    params: {
      content: 'Call',
      linked_records: [{ target_object: 'people', target_record_id: '1' }],
    },
    issues: [
      {
        field: 'linked_records[0].target_record_id',
        message:
          'linked_records[0].target_record_id must be a hyphenated UUID (8-4-4-4-12 hex digits)',
      },
    ],
  },
  {
    rule: 'list_tasks linked_record_id needs linked_object',
    tool: 'crm_list_tasks',
    params: { linked_record_id: RECORD },
    issues: [
      {
        field: 'linked_object',
        message: 'linked_object is required when linked_record_id is given',
      },
    ],
  },
  {
    rule: 'list_notes parent_object needs parent_record_id',
    tool: 'crm_list_notes',
    params: { parent_object: 'people' },
    issues: [
      {
        field: 'parent_record_id',
        message: 'parent_record_id is required when parent_object is given',
      },
    ],
  },
  {
    rule: 'list_notes parent_record_id needs parent_object',
    tool: 'crm_list_notes',
    params: { parent_record_id: RECORD },
    issues: [
      {
        field: 'parent_object',
        message: 'parent_object is required when parent_record_id is given',
      },
    ],
  },
  {
    rule: 'list_notes limit is at most 50',
    tool: 'crm_list_notes',
    params: { limit: 51 },
    issues: [{ field: 'limit', message: 'limit must be an integer between 1 and 50' }],
  },
  {
    rule: 'note format is plaintext or markdown',
    tool: 'crm_create_note',
    params: { parent_object: 'people', parent_record_id: RECORD, format: 'html' },
    issues: [{ field: 'format', message: 'format must be one of plaintext, markdown' }],
  },
  {
    rule: 'note created_at is an ISO 8601 date-time',
    tool: 'crm_create_note',
    params: { parent_object: 'people', parent_record_id: RECORD, created_at: 'yesterday' },
    issues: [
      {
        field: 'created_at',
        message:
          'created_at must be an ISO 8601 date-time with a timezone, e.g. 2024-05-01T09:30:00Z',
      },
    ],
  },
  {
    rule: 'create_comment takes one target only',
    tool: 'crm_create_comment',
    params: {
      author_actor_id: MEMBER,
      content: 'Hi',
      record_object: 'people',
      record_id: RECORD,
      thread_id: 'thread-1',
    },
    issues: [
      {
        field: 'params',
        message: 'give exactly one of record_id, entry_id, thread_id (got record_id and thread_id)',
      },
    ],
  },
  {
    rule: 'create_comment record_object goes with record_id',
    tool: 'crm_create_comment',
    params: { author_actor_id: MEMBER, content: 'Hi', record_object: 'people' },
    issues: [
      { field: 'record_id', message: 'record_id is required when record_object is given' },
      {
        field: 'params',
        message: 'give exactly one of record_id, entry_id, thread_id (none was given)',
      },
    ],
  },
  {
    rule: 'list_threads entry_id goes with list_id',
    tool: 'crm_list_threads',
    params: { entry_id: 'entry-1' },
    issues: [{ field: 'list_id', message: 'list_id is required when entry_id is given' }],
  },
  {
    rule: 'list_lists parent_object goes with parent_record_id',
    tool: 'crm_list_lists',
    params: { parent_object: 'companies' },
    issues: [
      {
        field: 'parent_record_id',
        message: 'parent_record_id is required when parent_object is given',
      },
    ],
  },
  {
    rule: 'create_list workspace_access is one of the access levels',
    tool: 'crm_create_list',
    params: {
      name: 'Sales',
      api_slug: 'sales',
      workspace_access: 'admin',
      workspace_member_access: [{ workspace_member_id: MEMBER, level: 'owner' }],
    },
    issues: [
      {
        field: 'workspace_access',
        message: 'workspace_access must be one of full-access, read-and-write, read-only',
      },
      {
        field: 'workspace_member_access[0].level',
        message:
          'workspace_member_access[0].level must be one of full-access, read-and-write, read-only',
      },
    ],
  },
  {
    rule: 'create_list requires workspace_member_access',
    tool: 'crm_create_list',
    params: { name: 'Sales', api_slug: 'sales', workspace_access: 'read-only' },
    issues: [{ field: 'workspace_member_access', message: 'workspace_member_access is required' }],
  },
  {
    rule: 'attribute tools take an object or a list',
    tool: 'crm_list_attributes',
    params: {},
    issues: [{ field: 'params', message: 'give exactly one of object, list (none was given)' }],
  },
  {
    rule: 'attribute tools take an object or a list, not both',
    tool: 'crm_get_attribute',
    params: { attribute: 'name', object: 'people', list: 'sales' },
    issues: [
      { field: 'params', message: 'give exactly one of object, list (got object and list)' },
    ],
  },
  {
    rule: 'create_attribute type is one of the attribute types',
    tool: 'crm_create_attribute',
    params: {
      api_slug: 'notes',
      title: 'Notes',
      type: 'string',
      description: '',
      is_required: false,
      is_unique: false,
      is_multiselect: false,
      config: {},
      object: 'people',
    },
    issues: [
      {
        field: 'type',
        message:
          'type must be one of text, number, select, multiselect, status, date, timestamp, checkbox, currency, record-reference, actor-reference, location, domain, email-address, phone-number, interaction',
      },
    ],
  },
  {
    rule: 'create_attribute record-reference needs config.relationship.object',
    tool: 'crm_create_attribute',
    params: {
      api_slug: 'account',
      title: 'Account',
      type: 'record-reference',
      description: '',
      is_required: false,
      is_unique: false,
      is_multiselect: false,
      config: {},
      list: 'sales',
    },
    issues: [
      {
        field: 'config.relationship.object',
        message:
          'config.relationship.object is required for a record-reference attribute: the slug of the target object',
      },
    ],
  },
  {
    rule: 'create_attribute flags are booleans',
    tool: 'crm_create_attribute',
    params: {
      api_slug: 'notes',
      title: 'Notes',
      type: 'text',
      description: '',
      is_required: 'no',
      is_unique: false,
      is_multiselect: false,
      config: {},
      object: 'people',
    },
    issues: [{ field: 'is_required', message: 'is_required must be true or false' }],
  },
  {
    rule: 'tools without params refuse any',
    tool: 'crm_list_objects',
    params: { limit: 10 },
    issues: [{ field: 'params', message: 'unknown param "limit"; accepted: none' }],
  },
];

describeRuleCases('CRM tools (docs/connectors.md §4.2)', accepted, rejected);
