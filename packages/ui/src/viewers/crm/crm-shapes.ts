import {
  arrayOf,
  type Infer,
  isBoolean,
  isNumber,
  isString,
  nullable,
  oneOf,
  optional,
  recordOf,
  shape,
} from '../shared/guards.ts';

/*
 * The CRM's result shapes (docs/result-shapes.md, crm). Single items come as `{data: {…}}`, lists as
 * `{data: [...]}`; each kind of item has an id object naming its kind (`record_id`, `task_id` …).
 */

export const isActor = shape({ type: isString, id: optional(nullable(isString)) });
export type Actor = Infer<typeof isActor>;

/** One attribute value: metadata `V` plus the fields of its `attribute_type`. */
export const isAttributeValue = shape({
  attribute_type: isString,
  active_from: optional(isString),
  active_until: optional(nullable(isString)),
  created_by_actor: optional(isActor),
});
export type AttributeValue = Infer<typeof isAttributeValue>;

export const isValues = recordOf(arrayOf(isAttributeValue));
export type Values = Infer<typeof isValues>;

export const isCrmRecord = shape({
  id: shape({ record_id: isString, object_id: optional(isString) }),
  created_at: optional(isString),
  web_url: optional(isString),
  values: isValues,
});
export type CrmRecord = Infer<typeof isCrmRecord>;

export const isTask = shape({
  id: shape({ task_id: isString }),
  content_plaintext: isString,
  deadline_at: optional(nullable(isString)),
  is_completed: isBoolean,
  linked_records: optional(
    arrayOf(shape({ target_object_id: isString, target_record_id: isString })),
  ),
  assignees: optional(arrayOf(shape({ referenced_actor_id: isString }))),
  created_at: optional(isString),
});
export type Task = Infer<typeof isTask>;

export const isNote = shape({
  id: shape({ note_id: isString }),
  title: isString,
  content_plaintext: isString,
  parent_object: optional(isString),
  parent_record_id: optional(isString),
  created_at: optional(isString),
});
export type Note = Infer<typeof isNote>;

export const isComment = shape({
  id: shape({ comment_id: isString }),
  content_plaintext: isString,
  author: isActor,
  created_at: isString,
  resolved_at: optional(nullable(isString)),
});
export type Comment = Infer<typeof isComment>;

export const isThread = shape({
  id: shape({ thread_id: isString }),
  comments: arrayOf(isComment),
});
export type Thread = Infer<typeof isThread>;

export const isCrmList = shape({
  id: shape({ list_id: isString }),
  name: isString,
  api_slug: isString,
  workspace_access: optional(nullable(isString)),
  created_at: optional(isString),
});
export type CrmList = Infer<typeof isCrmList>;

export const isEntry = shape({
  id: shape({ entry_id: isString, list_id: optional(isString) }),
  parent_record_id: isString,
  parent_object: isString,
  created_at: optional(isString),
  entry_values: isValues,
});
export type Entry = Infer<typeof isEntry>;

export const isCrmObject = shape({
  id: shape({ object_id: isString }),
  api_slug: isString,
  singular_noun: nullable(isString),
  plural_noun: nullable(isString),
});
export type CrmObject = Infer<typeof isCrmObject>;

export const isAttribute = shape({
  id: shape({ attribute_id: isString }),
  title: isString,
  api_slug: isString,
  type: isString,
  is_required: optional(isBoolean),
  is_unique: optional(isBoolean),
  is_multiselect: optional(isBoolean),
  is_system_attribute: optional(isBoolean),
  is_archived: optional(isBoolean),
});
export type Attribute = Infer<typeof isAttribute>;

/** A select option or a status of an attribute. */
export const isOption = shape({
  id: oneOf(shape({ option_id: isString }), shape({ status_id: isString })),
  title: isString,
  is_archived: optional(isBoolean),
});
export type Option = Infer<typeof isOption>;

export const isMember = shape({
  id: shape({ workspace_member_id: isString }),
  first_name: isString,
  last_name: isString,
  email_address: isString,
  access_level: optional(isString),
  avatar_url: optional(nullable(isString)),
});
export type Member = Infer<typeof isMember>;

export const isWebhook = shape({
  id: shape({ webhook_id: isString }),
  target_url: isString,
  status: isString,
  subscriptions: arrayOf(shape({ event_type: isString })),
});
export type Webhook = Infer<typeof isWebhook>;

/** crm_get_current_token_info: the service's flat fields plus the catalog's nested ones. */
export const isTokenInfo = shape({
  active: isBoolean,
  workspace: optional(shape({ id: isString, name: isString })),
  workspace_name: optional(isString),
  actor: optional(
    shape({
      type: isString,
      id: optional(nullable(isString)),
      name: optional(nullable(isString)),
      email: optional(nullable(isString)),
    }),
  ),
  scopes: optional(arrayOf(isString)),
  scope: optional(isString),
});
export type TokenInfo = Infer<typeof isTokenInfo>;

export const isCrmError = shape({
  status_code: isNumber,
  type: isString,
  code: isString,
  message: isString,
});
