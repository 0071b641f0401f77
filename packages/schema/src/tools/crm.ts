import { z } from 'zod';
import { defineTool } from './define-tool.ts';
import { fieldName } from './field-name.ts';
import { exactlyOneOf, requiredWith, together } from './param-rules.ts';
import {
  bool,
  dateTime,
  freeObject,
  integer,
  isoDateTimeWithMillis,
  listOf,
  nonEmptyText,
  oneOf,
  paramsObject,
  recordOf,
  text,
  uuid,
} from './param-types.ts';

// docs/connectors.md §4.2: object and list arguments accept a slug or a UUID.
const slugOrId = nonEmptyText();
const recordId = uuid();

// docs/connectors.md §4.2: `values` map attribute slugs to arrays of typed values, one-item
// arrays for single-value attributes.
const valueList = z.array(z.unknown(), {
  error: (issue) =>
    `${fieldName(issue.path)} must be an array of values (wrap a single value: [value])`,
});
const attributeValues = recordOf(valueList);

const sorts = listOf(
  paramsObject({ attribute: nonEmptyText(), direction: oneOf(['asc', 'desc']) }),
).optional();
const limit = integer(1);
const offset = integer(0);

// docs/connectors.md §4.2 (L) and 8: filter, sorts, limit (default 500), offset (default 0).
const listQuery = {
  filter: freeObject().optional(),
  sorts,
  limit: limit.default(500),
  offset: offset.default(0),
};
const listQueryWithoutDefaults = {
  filter: freeObject().optional(),
  sorts,
  limit: limit.optional(),
  offset: offset.optional(),
};
const page = { limit: limit.optional(), offset: offset.optional() };

const WORKSPACE_ACCESS = ['full-access', 'read-and-write', 'read-only'] as const;

/** docs/connectors.md §4.2: the attribute types crm_create_attribute accepts. */
export const CRM_ATTRIBUTE_TYPES = [
  'text',
  'number',
  'select',
  'multiselect',
  'status',
  'date',
  'timestamp',
  'checkbox',
  'currency',
  'record-reference',
  'actor-reference',
  'location',
  'domain',
  'email-address',
  'phone-number',
  'interaction',
] as const;

const attributeParent = { object: slugOrId.optional(), list: slugOrId.optional() };

/** crm_create_attribute: a record-reference names its target in `config.relationship.object`. */
function hasTargetObject(config: Record<string, unknown>): boolean {
  const relationship = config.relationship;
  if (typeof relationship !== 'object' || relationship === null) return false;
  const target: unknown = (relationship as Record<string, unknown>).object;
  return typeof target === 'string' && target !== '';
}

/** docs/connectors.md §4.2: CRM tools. Deletions are permanent. */
export const CRM_TOOLS = [
  defineTool({
    name: 'crm_create_person',
    connector: 'crm',
    description: 'Create a person record.',
    effect: 'write',
    params: paramsObject({ values: attributeValues }),
  }),
  defineTool({
    name: 'crm_list_people',
    connector: 'crm',
    description: 'List person records.',
    effect: 'read',
    params: paramsObject(listQuery),
  }),
  defineTool({
    name: 'crm_get_person',
    connector: 'crm',
    description: 'Retrieve a person record.',
    effect: 'read',
    params: paramsObject({ record_id: recordId }),
  }),
  defineTool({
    name: 'crm_delete_person',
    connector: 'crm',
    description: 'Delete a person record; linked tasks, notes and list entries are also affected.',
    effect: 'delete',
    params: paramsObject({ record_id: recordId }),
  }),
  defineTool({
    name: 'crm_create_company',
    connector: 'crm',
    description: 'Create a company record; `domains` is unique.',
    effect: 'write',
    params: paramsObject({ values: attributeValues }),
  }),
  defineTool({
    name: 'crm_list_companies',
    connector: 'crm',
    description: 'List company records.',
    effect: 'read',
    params: paramsObject(listQuery),
  }),
  defineTool({
    name: 'crm_get_company',
    connector: 'crm',
    description: 'Retrieve a company record.',
    effect: 'read',
    params: paramsObject({ record_id: recordId }),
  }),
  defineTool({
    name: 'crm_delete_company',
    connector: 'crm',
    description: 'Delete a company record.',
    effect: 'delete',
    params: paramsObject({ record_id: recordId }),
  }),
  defineTool({
    name: 'crm_create_deal',
    connector: 'crm',
    description: 'Create a deal record with at least one attribute value.',
    effect: 'write',
    params: paramsObject({
      values: attributeValues.refine((values) => Object.keys(values).length > 0, {
        error: 'values must hold at least one attribute value',
      }),
    }),
  }),
  defineTool({
    name: 'crm_list_deals',
    connector: 'crm',
    description: 'List deal records.',
    effect: 'read',
    params: paramsObject(listQuery),
  }),
  defineTool({
    name: 'crm_get_deal',
    connector: 'crm',
    description: 'Retrieve a deal record.',
    effect: 'read',
    params: paramsObject({ record_id: recordId }),
  }),
  defineTool({
    name: 'crm_delete_deal',
    connector: 'crm',
    description: 'Delete a deal record.',
    effect: 'delete',
    params: paramsObject({ record_id: recordId }),
  }),
  defineTool({
    name: 'crm_create_record',
    connector: 'crm',
    description: 'Create a record of any object, custom objects included.',
    effect: 'write',
    params: paramsObject({ object: slugOrId, values: attributeValues }),
  }),
  defineTool({
    name: 'crm_list_records',
    connector: 'crm',
    description: 'List the records of an object, filtering on exact attribute values.',
    effect: 'read',
    params: paramsObject({ object: slugOrId, ...listQuery }),
  }),
  defineTool({
    name: 'crm_search_records',
    connector: 'crm',
    description: 'Fuzzy text search over the records of an object; an empty query returns all.',
    effect: 'read',
    params: paramsObject({
      object: slugOrId,
      query: text(),
      limit: limit.default(20),
      offset: offset.default(0),
    }),
  }),
  defineTool({
    name: 'crm_get_record',
    connector: 'crm',
    description: 'Retrieve a record of any object.',
    effect: 'read',
    params: paramsObject({ object: slugOrId, record_id: recordId }),
  }),
  defineTool({
    name: 'crm_delete_record',
    connector: 'crm',
    description: 'Delete a record of any object.',
    effect: 'delete',
    params: paramsObject({ object: slugOrId, record_id: recordId }),
  }),
  defineTool({
    name: 'crm_get_record_attribute_values',
    connector: 'crm',
    description: 'Read the values of one attribute of a record, optionally with historical values.',
    effect: 'read',
    params: paramsObject({
      object: slugOrId,
      record_id: recordId,
      attribute: slugOrId,
      show_historic: bool().optional(),
    }),
  }),
  defineTool({
    name: 'crm_create_task',
    connector: 'crm',
    description: 'Create a task, optionally linked to records and assigned to workspace members.',
    effect: 'write',
    params: paramsObject({
      content: nonEmptyText(2000),
      deadline_at: isoDateTimeWithMillis().optional(),
      is_completed: bool().default(false),
      linked_records: listOf(
        paramsObject({ target_object: slugOrId, target_record_id: recordId }),
      ).optional(),
      assignees: listOf(
        paramsObject({
          referenced_actor_type: oneOf(['workspace-member']),
          referenced_actor_id: uuid(),
        }),
      ).optional(),
    }),
  }),
  defineTool({
    name: 'crm_list_tasks',
    connector: 'crm',
    description: 'List tasks, optionally those linked to a record; omit is_completed for all.',
    effect: 'read',
    params: paramsObject({
      linked_object: slugOrId.optional(),
      linked_record_id: recordId.optional(),
      is_completed: bool().optional(),
      limit: limit.default(20),
      offset: offset.default(0),
    }).superRefine(requiredWith('linked_object', 'linked_record_id')),
  }),
  defineTool({
    name: 'crm_get_task',
    connector: 'crm',
    description: 'Retrieve a task.',
    effect: 'read',
    params: paramsObject({ task_id: nonEmptyText() }),
  }),
  defineTool({
    name: 'crm_delete_task',
    connector: 'crm',
    description: 'Delete a task.',
    effect: 'delete',
    params: paramsObject({ task_id: nonEmptyText() }),
  }),
  defineTool({
    name: 'crm_create_note',
    connector: 'crm',
    description: 'Create a note on a record, in plaintext or markdown.',
    effect: 'write',
    params: paramsObject({
      parent_object: slugOrId,
      parent_record_id: recordId,
      title: text().optional(),
      content: text().optional(),
      format: oneOf(['plaintext', 'markdown']).default('plaintext'),
      created_at: dateTime('ISO 8601').optional(),
      meeting_id: nonEmptyText().optional(),
    }),
  }),
  defineTool({
    name: 'crm_list_notes',
    connector: 'crm',
    description: 'List notes, optionally those of one record.',
    effect: 'read',
    params: paramsObject({
      parent_object: slugOrId.optional(),
      parent_record_id: recordId.optional(),
      limit: integer(1, 50).default(10),
      offset: offset.default(0),
    }).superRefine(together('parent_object', 'parent_record_id')),
  }),
  defineTool({
    name: 'crm_get_note',
    connector: 'crm',
    description: 'Retrieve a note.',
    effect: 'read',
    params: paramsObject({ note_id: nonEmptyText() }),
  }),
  defineTool({
    name: 'crm_delete_note',
    connector: 'crm',
    description: 'Delete a note.',
    effect: 'delete',
    params: paramsObject({ note_id: nonEmptyText() }),
  }),
  defineTool({
    name: 'crm_create_comment',
    connector: 'crm',
    description:
      'Start a comment thread on a record (record_object, record_id) or a list entry (list_id, entry_id), or reply in a thread (thread_id).',
    effect: 'write',
    params: paramsObject({
      author_actor_id: nonEmptyText(),
      content: nonEmptyText(),
      record_object: slugOrId.optional(),
      record_id: recordId.optional(),
      list_id: slugOrId.optional(),
      entry_id: nonEmptyText().optional(),
      thread_id: nonEmptyText().optional(),
    })
      .superRefine(together('record_object', 'record_id'))
      .superRefine(together('list_id', 'entry_id'))
      .superRefine(exactlyOneOf('record_id', 'entry_id', 'thread_id')),
  }),
  defineTool({
    name: 'crm_get_comment',
    connector: 'crm',
    description: 'Retrieve a comment.',
    effect: 'read',
    params: paramsObject({ comment_id: nonEmptyText() }),
  }),
  defineTool({
    name: 'crm_delete_comment',
    connector: 'crm',
    description: 'Delete a comment; deleting a thread head deletes its replies.',
    effect: 'delete',
    params: paramsObject({ comment_id: nonEmptyText() }),
  }),
  defineTool({
    name: 'crm_list_threads',
    connector: 'crm',
    description:
      'List the comment threads of a record (record_object, record_id) or a list entry (list_id, entry_id).',
    effect: 'read',
    params: paramsObject({
      record_object: slugOrId.optional(),
      record_id: recordId.optional(),
      list_id: slugOrId.optional(),
      entry_id: nonEmptyText().optional(),
    })
      .superRefine(together('record_object', 'record_id'))
      .superRefine(together('list_id', 'entry_id'))
      .superRefine(exactlyOneOf('record_id', 'entry_id')),
  }),
  defineTool({
    name: 'crm_list_lists',
    connector: 'crm',
    description: 'List the lists of the workspace, optionally those of one parent record.',
    effect: 'read',
    params: paramsObject({
      parent_record_id: recordId.optional(),
      parent_object: slugOrId.optional(),
    }).superRefine(together('parent_object', 'parent_record_id')),
  }),
  defineTool({
    name: 'crm_create_list',
    connector: 'crm',
    description:
      'Create a list; pass an empty workspace_member_access array for uniform member access.',
    effect: 'write',
    params: paramsObject({
      name: nonEmptyText(),
      api_slug: nonEmptyText(),
      workspace_access: oneOf(WORKSPACE_ACCESS),
      workspace_member_access: listOf(
        paramsObject({ workspace_member_id: nonEmptyText(), level: oneOf(WORKSPACE_ACCESS) }),
      ),
    }),
  }),
  defineTool({
    name: 'crm_get_list',
    connector: 'crm',
    description: 'Retrieve a list.',
    effect: 'read',
    params: paramsObject({ list: slugOrId }),
  }),
  defineTool({
    name: 'crm_list_entries',
    connector: 'crm',
    description: 'List the entries of a list.',
    effect: 'read',
    params: paramsObject({ list: slugOrId, ...listQuery }),
  }),
  defineTool({
    name: 'crm_get_list_entry',
    connector: 'crm',
    description: 'Retrieve a list entry.',
    effect: 'read',
    params: paramsObject({ list: slugOrId, entry_id: nonEmptyText() }),
  }),
  defineTool({
    name: 'crm_add_to_list',
    connector: 'crm',
    description:
      'Add a record to a list; always creates a new entry, even when the record is already in the list.',
    effect: 'write',
    params: paramsObject({
      list: slugOrId,
      record_id: recordId,
      entry_values: attributeValues.optional(),
    }),
  }),
  defineTool({
    name: 'crm_remove_from_list',
    connector: 'crm',
    description: 'Remove an entry (by entry id, not record id) from a list; the record is kept.',
    effect: 'delete',
    params: paramsObject({ list: slugOrId, entry_id: nonEmptyText() }),
  }),
  defineTool({
    name: 'crm_list_record_entries',
    connector: 'crm',
    description: 'List the list entries of a record.',
    effect: 'read',
    params: paramsObject({ object: slugOrId, record_id: recordId }),
  }),
  defineTool({
    name: 'crm_list_objects',
    connector: 'crm',
    description: 'List the objects of the workspace.',
    effect: 'read',
    params: paramsObject({}),
  }),
  defineTool({
    name: 'crm_get_object',
    connector: 'crm',
    description: 'Retrieve an object.',
    effect: 'read',
    params: paramsObject({ object: slugOrId }),
  }),
  defineTool({
    name: 'crm_create_object',
    connector: 'crm',
    description: 'Create a custom object.',
    effect: 'write',
    params: paramsObject({
      singular_noun: nonEmptyText(),
      plural_noun: nonEmptyText(),
      api_slug: nonEmptyText(),
    }),
  }),
  defineTool({
    name: 'crm_list_attributes',
    connector: 'crm',
    description: 'List the attributes of an object or a list.',
    effect: 'read',
    params: paramsObject(attributeParent).superRefine(exactlyOneOf('object', 'list')),
  }),
  defineTool({
    name: 'crm_get_attribute',
    connector: 'crm',
    description: 'Retrieve an attribute of an object or a list.',
    effect: 'read',
    params: paramsObject({ attribute: slugOrId, ...attributeParent }).superRefine(
      exactlyOneOf('object', 'list'),
    ),
  }),
  defineTool({
    name: 'crm_create_attribute',
    connector: 'crm',
    description:
      'Create an attribute on an object or a list. config is an empty object for most types; a record-reference names its target in config.relationship.object.',
    effect: 'write',
    params: paramsObject({
      api_slug: nonEmptyText(),
      title: nonEmptyText(),
      type: oneOf(CRM_ATTRIBUTE_TYPES),
      description: text(),
      is_required: bool(),
      is_unique: bool(),
      is_multiselect: bool(),
      config: freeObject(),
      ...attributeParent,
    })
      .superRefine(exactlyOneOf('object', 'list'))
      .superRefine((attribute, ctx) => {
        if (attribute.type === 'record-reference' && !hasTargetObject(attribute.config)) {
          ctx.addIssue({
            code: 'custom',
            path: ['config', 'relationship', 'object'],
            message:
              'config.relationship.object is required for a record-reference attribute: the slug of the target object',
          });
        }
      }),
  }),
  defineTool({
    name: 'crm_list_attribute_options',
    connector: 'crm',
    description: 'List the options of a select attribute.',
    effect: 'read',
    params: paramsObject({ attribute: slugOrId, ...attributeParent }).superRefine(
      exactlyOneOf('object', 'list'),
    ),
  }),
  defineTool({
    name: 'crm_list_attribute_statuses',
    connector: 'crm',
    description: 'List the statuses of a status attribute.',
    effect: 'read',
    params: paramsObject({ attribute: slugOrId, ...attributeParent }).superRefine(
      exactlyOneOf('object', 'list'),
    ),
  }),
  defineTool({
    name: 'crm_list_workspace_members',
    connector: 'crm',
    description: 'List the members of the workspace.',
    effect: 'read',
    params: paramsObject(page),
  }),
  defineTool({
    name: 'crm_get_workspace_member',
    connector: 'crm',
    description: 'Retrieve a workspace member.',
    effect: 'read',
    params: paramsObject({ workspace_member_id: nonEmptyText() }),
  }),
  defineTool({
    name: 'crm_list_user_records',
    connector: 'crm',
    description: 'List user records.',
    effect: 'read',
    params: paramsObject(listQueryWithoutDefaults),
  }),
  defineTool({
    name: 'crm_delete_user_record',
    connector: 'crm',
    description: 'Delete a user record.',
    effect: 'delete',
    params: paramsObject({ record_id: recordId }),
  }),
  defineTool({
    name: 'crm_list_workspace_records',
    connector: 'crm',
    description: 'List workspace records.',
    effect: 'read',
    params: paramsObject(listQueryWithoutDefaults),
  }),
  defineTool({
    name: 'crm_get_workspace_record',
    connector: 'crm',
    description: 'Retrieve a workspace record.',
    effect: 'read',
    params: paramsObject({ record_id: recordId }),
  }),
  defineTool({
    name: 'crm_delete_workspace_record',
    connector: 'crm',
    description: 'Delete a workspace record.',
    effect: 'delete',
    params: paramsObject({ record_id: recordId }),
  }),
  defineTool({
    name: 'crm_list_webhooks',
    connector: 'crm',
    description: 'List the webhooks of the workspace.',
    effect: 'read',
    params: paramsObject(page),
  }),
  defineTool({
    name: 'crm_get_webhook',
    connector: 'crm',
    description: 'Retrieve a webhook.',
    effect: 'read',
    params: paramsObject({ webhook_id: nonEmptyText() }),
  }),
  defineTool({
    name: 'crm_delete_webhook',
    connector: 'crm',
    description: 'Delete a webhook.',
    effect: 'delete',
    params: paramsObject({ webhook_id: nonEmptyText() }),
  }),
  defineTool({
    name: 'crm_list_meetings',
    connector: 'crm',
    description: 'List meetings (beta, may change).',
    effect: 'read',
    beta: true,
    params: paramsObject({ filter: freeObject().optional(), ...page }),
  }),
  defineTool({
    name: 'crm_get_current_token_info',
    connector: 'crm',
    description:
      'Describe the access token: whether it is active, its workspace, its actor and the scopes granted.',
    effect: 'read',
    params: paramsObject({}),
  }),
] as const;
