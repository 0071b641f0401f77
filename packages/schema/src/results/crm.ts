import { z } from 'zod';

/*
 * docs/tool-results.md §"crm": a record-based CRM. One item comes as `{data: item}`, several as
 * `{data: [item…]}`; each kind of item has an id object naming its kind (`record_id`, `task_id` …).
 */

/** Who did something: a workspace member, an API token or the system. */
const crmActorSchema = z.object({ type: z.string(), id: z.string().nullable() });

/**
 * One attribute value: its metadata (`V`), `attribute_type` and the fields of that type
 * (`value`, `domain`, `email_address`, `currency_value` …), which are kept as they come.
 */
const attributeValueSchema = z.looseObject({
  active_from: z.string(),
  active_until: z.string().nullable(),
  created_by_actor: crmActorSchema,
  attribute_type: z.string(),
});

/** A record's or an entry's values: attribute slug → its values. */
const crmValuesSchema = z.record(z.string(), z.array(attributeValueSchema));

const crmRecordSchema = z.object({
  id: z.object({ workspace_id: z.string(), object_id: z.string(), record_id: z.string() }),
  created_at: z.string(),
  web_url: z.string(),
  values: crmValuesSchema,
});

const crmObjectSchema = z.object({
  id: z.object({ workspace_id: z.string(), object_id: z.string() }),
  api_slug: z.string(),
  singular_noun: z.string().nullable(),
  plural_noun: z.string().nullable(),
  created_at: z.string(),
});

const crmAttributeSchema = z.object({
  id: z.union([
    z.object({ workspace_id: z.string(), object_id: z.string(), attribute_id: z.string() }),
    z.object({ workspace_id: z.string(), list_id: z.string(), attribute_id: z.string() }),
  ]),
  title: z.string(),
  description: z.string().nullable(),
  api_slug: z.string(),
  type: z.string(),
  is_system_attribute: z.boolean(),
  is_writable: z.boolean(),
  is_required: z.boolean(),
  is_unique: z.boolean(),
  is_multiselect: z.boolean(),
  is_archived: z.boolean(),
  created_at: z.string(),
  default_value: z.unknown(),
  relationship: z.unknown(),
  config: z.object({
    currency: z.object({
      default_currency_code: z.string().nullable(),
      display_type: z.string().nullable(),
    }),
    record_reference: z.object({ allowed_object_ids: z.array(z.string()).nullable() }),
  }),
});

const attributeKey = {
  workspace_id: z.string(),
  object_id: z.string().optional(),
  list_id: z.string().optional(),
  attribute_id: z.string(),
};

/** A select option of an attribute. */
const crmOptionSchema = z.object({
  id: z.object({ ...attributeKey, option_id: z.string() }),
  title: z.string(),
  is_archived: z.boolean(),
});

/** A status of a status attribute. */
const crmStatusSchema = z.object({
  id: z.object({ ...attributeKey, status_id: z.string() }),
  title: z.string(),
  is_archived: z.boolean(),
  celebration_enabled: z.boolean(),
  target_time_in_status: z.string().nullable(),
});

const crmListSchema = z.object({
  id: z.object({ workspace_id: z.string(), list_id: z.string() }),
  api_slug: z.string(),
  name: z.string(),
  parent_object: z.array(z.string()),
  workspace_access: z.string().nullable(),
  workspace_member_access: z.array(
    z.object({ workspace_member_id: z.string(), level: z.string() }),
  ),
  created_by_actor: crmActorSchema,
  created_at: z.string(),
});

const crmEntrySchema = z.object({
  id: z.object({ workspace_id: z.string(), list_id: z.string(), entry_id: z.string() }),
  parent_record_id: z.string(),
  parent_object: z.string(),
  created_at: z.string(),
  entry_values: crmValuesSchema,
});

/** Which list a record is in: one of crm_list_record_entries' items. */
const crmRecordEntrySchema = z.object({
  list_id: z.string(),
  list_api_slug: z.string().nullable(),
  entry_id: z.string(),
  created_at: z.string(),
});

const crmTaskSchema = z.object({
  id: z.object({ workspace_id: z.string(), task_id: z.string() }),
  content_plaintext: z.string(),
  deadline_at: z.string().nullable(),
  is_completed: z.boolean(),
  linked_records: z.array(z.object({ target_object_id: z.string(), target_record_id: z.string() })),
  assignees: z.array(
    z.object({ referenced_actor_type: z.string(), referenced_actor_id: z.string() }),
  ),
  created_by_actor: crmActorSchema,
  created_at: z.string(),
});

const crmNoteSchema = z.object({
  id: z.object({ workspace_id: z.string(), note_id: z.string() }),
  parent_object: z.string(),
  parent_record_id: z.string(),
  title: z.string(),
  meeting_id: z.string().nullable(),
  content_plaintext: z.string(),
  content_markdown: z.string(),
  tags: z.array(z.unknown()),
  created_by_actor: crmActorSchema,
  created_at: z.string(),
});

const crmCommentSchema = z.object({
  id: z.object({ workspace_id: z.string(), comment_id: z.string() }),
  thread_id: z.string(),
  content_plaintext: z.string(),
  entry: z.object({ list_id: z.string(), entry_id: z.string() }).nullable(),
  record: z.object({ object_id: z.string(), record_id: z.string() }).nullable(),
  resolved_at: z.string().nullable(),
  resolved_by: crmActorSchema.nullable(),
  created_at: z.string(),
  author: crmActorSchema,
});

const crmThreadSchema = z.object({
  id: z.object({ workspace_id: z.string(), thread_id: z.string() }),
  comments: z.array(crmCommentSchema),
  created_at: z.string(),
});

const crmMemberSchema = z.object({
  id: z.object({ workspace_id: z.string(), workspace_member_id: z.string() }),
  first_name: z.string(),
  last_name: z.string(),
  avatar_url: z.string().nullable(),
  email_address: z.string(),
  access_level: z.string(),
  created_at: z.string(),
});

const crmWebhookSchema = z.object({
  id: z.object({ workspace_id: z.string(), webhook_id: z.string() }),
  target_url: z.string(),
  subscriptions: z.array(z.object({ event_type: z.string(), filter: z.unknown() })),
  status: z.string(),
  created_at: z.string(),
});

const meetingTimeSchema = z.object({ datetime: z.string(), timezone: z.string() });

/** One meeting of the CRM, with its participants and linked records. */
const crmMeetingSchema = z.object({
  id: z.object({ workspace_id: z.string(), meeting_id: z.string() }),
  title: z.string(),
  description: z.string(),
  start: meetingTimeSchema,
  end: meetingTimeSchema,
  is_all_day: z.boolean(),
  participants: z.array(
    z.object({ email_address: z.string(), is_organizer: z.boolean(), status: z.string() }),
  ),
  linked_records: z.array(z.object({ object_id: z.string(), record_id: z.string() })),
  created_at: z.string(),
  created_by_actor: crmActorSchema,
});

/**
 * crm_get_current_token_info: the service's own flat fields and the catalog's `workspace`,
 * `actor` and `scopes` (docs/connectors.md §4.2).
 */
const crmTokenInfoSchema = z.object({
  active: z.boolean(),
  scope: z.string().optional(),
  token_type: z.string().optional(),
  workspace_id: z.string().optional(),
  workspace_name: z.string().optional(),
  workspace_slug: z.string().optional(),
  workspace_logo_url: z.string().nullable().optional(),
  authorized_by_workspace_member_id: z.string().nullable().optional(),
  workspace: z.object({ id: z.string(), name: z.string() }).optional(),
  actor: z
    .object({
      type: z.string(),
      id: z.string().nullable(),
      name: z.string().nullable(),
      email: z.string().nullable(),
    })
    .optional(),
  scopes: z.array(z.string()).optional(),
});

/** A single resource: `{data: item}`. */
function crmOne<Item extends z.ZodType>(item: Item) {
  return z.object({ data: item });
}

/** Several resources: `{data: [item…]}`. */
function crmMany<Item extends z.ZodType>(item: Item) {
  return z.object({ data: z.array(item) });
}

/** A deletion answers an empty object. */
const crmDeletedSchema = z.object({});

/** The service's error body, for example 404 `not_found` or 409 `uniqueness_conflict`. */
export const crmErrorSchema = z.object({
  status_code: z.number(),
  type: z.string(),
  code: z.string(),
  message: z.string(),
});

const oneRecord = crmOne(crmRecordSchema);
const manyRecords = crmMany(crmRecordSchema);

/** The crm tools (docs/connectors.md §4.2) and what each answers. */
export const crmResultSchemas = {
  crm_create_person: oneRecord,
  crm_list_people: manyRecords,
  crm_get_person: oneRecord,
  crm_delete_person: crmDeletedSchema,
  crm_create_company: oneRecord,
  crm_list_companies: manyRecords,
  crm_get_company: oneRecord,
  crm_delete_company: crmDeletedSchema,
  crm_create_deal: oneRecord,
  crm_list_deals: manyRecords,
  crm_get_deal: oneRecord,
  crm_delete_deal: crmDeletedSchema,
  crm_create_record: oneRecord,
  crm_list_records: manyRecords,
  crm_search_records: manyRecords,
  crm_get_record: oneRecord,
  crm_delete_record: crmDeletedSchema,
  crm_get_record_attribute_values: crmMany(attributeValueSchema),
  crm_create_task: crmOne(crmTaskSchema),
  crm_list_tasks: crmMany(crmTaskSchema),
  crm_get_task: crmOne(crmTaskSchema),
  crm_delete_task: crmDeletedSchema,
  crm_create_note: crmOne(crmNoteSchema),
  crm_list_notes: crmMany(crmNoteSchema),
  crm_get_note: crmOne(crmNoteSchema),
  crm_delete_note: crmDeletedSchema,
  crm_create_comment: crmOne(crmCommentSchema),
  crm_get_comment: crmOne(crmCommentSchema),
  crm_delete_comment: crmDeletedSchema,
  crm_list_threads: crmMany(crmThreadSchema),
  crm_list_lists: crmMany(crmListSchema),
  crm_create_list: crmOne(crmListSchema),
  crm_get_list: crmOne(crmListSchema),
  crm_list_entries: crmMany(crmEntrySchema),
  crm_get_list_entry: crmOne(crmEntrySchema),
  crm_add_to_list: crmOne(crmEntrySchema),
  crm_remove_from_list: crmDeletedSchema,
  crm_list_record_entries: crmMany(crmRecordEntrySchema),
  crm_list_objects: crmMany(crmObjectSchema),
  crm_get_object: crmOne(crmObjectSchema),
  crm_create_object: crmOne(crmObjectSchema),
  crm_list_attributes: crmMany(crmAttributeSchema),
  crm_get_attribute: crmOne(crmAttributeSchema),
  crm_create_attribute: crmOne(crmAttributeSchema),
  crm_list_attribute_options: crmMany(crmOptionSchema),
  crm_list_attribute_statuses: crmMany(crmStatusSchema),
  crm_list_workspace_members: crmMany(crmMemberSchema),
  crm_get_workspace_member: crmOne(crmMemberSchema),
  crm_list_user_records: manyRecords,
  crm_delete_user_record: crmDeletedSchema,
  crm_list_workspace_records: manyRecords,
  crm_get_workspace_record: oneRecord,
  crm_delete_workspace_record: crmDeletedSchema,
  crm_list_webhooks: crmMany(crmWebhookSchema),
  crm_get_webhook: crmOne(crmWebhookSchema),
  crm_delete_webhook: crmDeletedSchema,
  crm_list_meetings: crmMany(crmMeetingSchema),
  crm_get_current_token_info: crmTokenInfoSchema,
} as const;

export type CrmRecord = z.infer<typeof crmRecordSchema>;
