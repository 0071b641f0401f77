import type { UpstreamErrorBody } from '@plugboard/schema';
import { z } from 'zod';

/*
 * The crm answers of docs/result-shapes.md as strict schemas: a test parses an answer with one of
 * these, which checks its shape field by field and types it for the assertions that follow.
 */

const uuid = z.guid();
/** The service's timestamps carry nanoseconds: `2023-01-01T15:00:00.000000000Z`. */
const timestamp = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{9}Z$/);
const actor = z.strictObject({
  type: z.enum(['workspace-member', 'api-token', 'system']),
  id: uuid.nullable(),
});

/** A value: metadata (`V`), its type's fields, `attribute_type`. */
export const valueShape = z.looseObject({
  active_from: timestamp,
  active_until: timestamp.nullable(),
  created_by_actor: actor,
  attribute_type: z.string(),
});

export const recordShape = z.strictObject({
  id: z.strictObject({ workspace_id: uuid, object_id: uuid, record_id: uuid }),
  created_at: timestamp,
  web_url: z.url(),
  values: z.record(z.string(), z.array(valueShape)),
});

export const objectShape = z.strictObject({
  id: z.strictObject({ workspace_id: uuid, object_id: uuid }),
  api_slug: z.string(),
  singular_noun: z.string(),
  plural_noun: z.string(),
  created_at: timestamp,
});

export const attributeShape = z.strictObject({
  id: z.union([
    z.strictObject({ workspace_id: uuid, object_id: uuid, attribute_id: uuid }),
    z.strictObject({ workspace_id: uuid, list_id: uuid, attribute_id: uuid }),
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
  created_at: timestamp,
  default_value: z.null(),
  relationship: z.null(),
  config: z.strictObject({
    currency: z.strictObject({
      default_currency_code: z.string().nullable(),
      display_type: z.string().nullable(),
    }),
    record_reference: z.strictObject({ allowed_object_ids: z.array(uuid).nullable() }),
  }),
});

export const listShape = z.strictObject({
  id: z.strictObject({ workspace_id: uuid, list_id: uuid }),
  api_slug: z.string(),
  name: z.string(),
  parent_object: z.array(z.string()),
  workspace_access: z.string(),
  workspace_member_access: z.array(
    z.strictObject({ workspace_member_id: uuid, level: z.string() }),
  ),
  created_by_actor: actor,
  created_at: timestamp,
});

export const entryShape = z.strictObject({
  id: z.strictObject({ workspace_id: uuid, list_id: uuid, entry_id: uuid }),
  parent_record_id: uuid,
  parent_object: z.string(),
  created_at: timestamp,
  entry_values: z.record(z.string(), z.array(valueShape)),
});

export const taskShape = z.strictObject({
  id: z.strictObject({ workspace_id: uuid, task_id: uuid }),
  content_plaintext: z.string(),
  deadline_at: timestamp.nullable(),
  is_completed: z.boolean(),
  linked_records: z.array(z.strictObject({ target_object_id: uuid, target_record_id: uuid })),
  assignees: z.array(
    z.strictObject({
      referenced_actor_type: z.literal('workspace-member'),
      referenced_actor_id: uuid,
    }),
  ),
  created_by_actor: actor,
  created_at: timestamp,
});

export const noteShape = z.strictObject({
  id: z.strictObject({ workspace_id: uuid, note_id: uuid }),
  parent_object: z.string(),
  parent_record_id: uuid,
  title: z.string(),
  meeting_id: uuid.nullable(),
  content_plaintext: z.string(),
  content_markdown: z.string(),
  tags: z.array(z.unknown()),
  created_by_actor: actor,
  created_at: timestamp,
});

export const commentShape = z.strictObject({
  id: z.strictObject({ workspace_id: uuid, comment_id: uuid }),
  thread_id: uuid,
  content_plaintext: z.string(),
  entry: z.strictObject({ list_id: uuid, entry_id: uuid }).nullable(),
  record: z.strictObject({ object_id: uuid, record_id: uuid }).nullable(),
  resolved_at: timestamp.nullable(),
  resolved_by: actor.nullable(),
  created_at: timestamp,
  author: actor,
});

export const threadShape = z.strictObject({
  id: z.strictObject({ workspace_id: uuid, thread_id: uuid }),
  comments: z.array(commentShape),
  created_at: timestamp,
});

export const memberShape = z.strictObject({
  id: z.strictObject({ workspace_id: uuid, workspace_member_id: uuid }),
  first_name: z.string(),
  last_name: z.string(),
  avatar_url: z.string().nullable(),
  email_address: z.email(),
  access_level: z.enum(['admin', 'member', 'suspended']),
  created_at: timestamp,
});

export const webhookShape = z.strictObject({
  id: z.strictObject({ workspace_id: uuid, webhook_id: uuid }),
  target_url: z.url(),
  subscriptions: z.array(z.strictObject({ event_type: z.string(), filter: z.unknown() })),
  status: z.enum(['active', 'degraded', 'inactive']),
  created_at: timestamp,
});

const meetingTime = z.strictObject({ datetime: z.iso.datetime(), timezone: z.string() });

export const meetingShape = z.strictObject({
  id: z.strictObject({ workspace_id: uuid, meeting_id: uuid }),
  title: z.string(),
  description: z.string(),
  start: meetingTime,
  end: meetingTime,
  is_all_day: z.boolean(),
  participants: z.array(
    z.strictObject({ email_address: z.email(), is_organizer: z.boolean(), status: z.string() }),
  ),
  linked_records: z.array(z.strictObject({ object_id: uuid, record_id: uuid })),
  created_at: timestamp,
  created_by_actor: actor,
});

/** A single resource: `{data: {…}}`. */
export function one<Item extends z.ZodType>(item: Item) {
  return z.strictObject({ data: item });
}

/** A list of resources: `{data: […]}`. */
export function many<Item extends z.ZodType>(item: Item) {
  return z.strictObject({ data: z.array(item) });
}

/** A deletion answers an empty object. */
export const deletedShape = z.strictObject({});

const crmErrorShape = z.strictObject({
  status_code: z.number(),
  type: z.literal('invalid_request_error'),
  code: z.string(),
  message: z.string(),
});

/** The service's own error body, which execute_tool passes on in the second detail. */
export function crmError(body: UpstreamErrorBody) {
  return crmErrorShape.parse(body.details[1]?.body);
}
