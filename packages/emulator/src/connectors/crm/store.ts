import { CRM_ATTRIBUTE_TYPES } from '@plugboard/schema';
import { z } from 'zod';
import type { SimulationContext } from '../simulator.ts';
import { stableId } from '../stable-id.ts';
import type { Collection, WorkspaceStore } from '../workspace-store.ts';
import { type CrmWorkspaceProfile, crmWorkspaceProfile } from './seed/cast.ts';

/*
 * The documents of a crm workspace. Each renders as the service shows it (docs/tool-results.md §"crm")
 * with its id expanded to `{workspace_id, <kind>_id}`; values are stored in their full form.
 */

const actorSchema = z.object({
  type: z.enum(['workspace-member', 'api-token', 'system']),
  id: z.string().nullable(),
});

const objectSchema = z.object({
  id: z.string(),
  api_slug: z.string(),
  singular_noun: z.string(),
  plural_noun: z.string(),
  created_at: z.string(),
});
export type CrmObject = z.infer<typeof objectSchema>;

/** docs/connectors.md §4.2 attribute types, and the people object's own `personal-name`. */
const ATTRIBUTE_TYPES = [...CRM_ATTRIBUTE_TYPES, 'personal-name'] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

const optionSchema = z.object({
  id: z.string(),
  title: z.string(),
  is_archived: z.boolean(),
});

const statusSchema = z.object({
  id: z.string(),
  title: z.string(),
  is_archived: z.boolean(),
  celebration_enabled: z.boolean(),
  target_time_in_status: z.string().nullable(),
});
export type Status = z.infer<typeof statusSchema>;

const attributeParentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('object'), object_id: z.string() }),
  z.object({ type: z.literal('list'), list_id: z.string() }),
]);
export type AttributeParent = z.infer<typeof attributeParentSchema>;

const attributeSchema = z.object({
  id: z.string(),
  parent: attributeParentSchema,
  title: z.string(),
  description: z.string().nullable(),
  api_slug: z.string(),
  type: z.enum(ATTRIBUTE_TYPES),
  is_system_attribute: z.boolean(),
  is_writable: z.boolean(),
  is_required: z.boolean(),
  is_unique: z.boolean(),
  is_multiselect: z.boolean(),
  is_archived: z.boolean(),
  created_at: z.string(),
  config: z.object({
    currency: z.object({
      default_currency_code: z.string().nullable(),
      display_type: z.string().nullable(),
    }),
    record_reference: z.object({ allowed_object_ids: z.array(z.string()).nullable() }),
  }),
  options: z.array(optionSchema),
  statuses: z.array(statusSchema),
});
export type Attribute = z.infer<typeof attributeSchema>;

/** A stored attribute value: its metadata (`V` in docs/tool-results.md) and its type's fields. */
const valueSchema = z.looseObject({
  active_from: z.string(),
  active_until: z.string().nullable(),
  created_by_actor: actorSchema,
  attribute_type: z.enum(ATTRIBUTE_TYPES),
});
export type StoredValue = z.infer<typeof valueSchema>;

/** Values by attribute slug, historic ones included (`active_until` set). */
const valuesSchema = z.record(z.string(), z.array(valueSchema));
export type Values = z.infer<typeof valuesSchema>;

const recordSchema = z.object({
  id: z.string(),
  object_id: z.string(),
  created_at: z.string(),
  values: valuesSchema,
});
export type CrmRecord = z.infer<typeof recordSchema>;

const WORKSPACE_ACCESS = ['full-access', 'read-and-write', 'read-only'] as const;

const listSchema = z.object({
  id: z.string(),
  api_slug: z.string(),
  name: z.string(),
  /** The objects whose records the list holds; empty: any object. */
  parent_object: z.array(z.string()),
  workspace_access: z.enum(WORKSPACE_ACCESS),
  workspace_member_access: z.array(
    z.object({ workspace_member_id: z.string(), level: z.enum(WORKSPACE_ACCESS) }),
  ),
  created_by_actor: actorSchema,
  created_at: z.string(),
});
export type CrmList = z.infer<typeof listSchema>;

const entrySchema = z.object({
  id: z.string(),
  list_id: z.string(),
  parent_record_id: z.string(),
  parent_object: z.string(),
  created_at: z.string(),
  entry_values: valuesSchema,
});
export type Entry = z.infer<typeof entrySchema>;

const taskSchema = z.object({
  id: z.string(),
  content_plaintext: z.string(),
  deadline_at: z.string().nullable(),
  is_completed: z.boolean(),
  linked_records: z.array(z.object({ target_object_id: z.string(), target_record_id: z.string() })),
  assignees: z.array(
    z.object({
      referenced_actor_type: z.literal('workspace-member'),
      referenced_actor_id: z.string(),
    }),
  ),
  created_by_actor: actorSchema,
  created_at: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

const noteSchema = z.object({
  id: z.string(),
  parent_object: z.string(),
  parent_record_id: z.string(),
  title: z.string(),
  meeting_id: z.string().nullable(),
  content_plaintext: z.string(),
  content_markdown: z.string(),
  tags: z.array(z.unknown()),
  created_by_actor: actorSchema,
  created_at: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

export const commentSchema = z.object({
  id: z.string(),
  thread_id: z.string(),
  content_plaintext: z.string(),
  entry: z.object({ list_id: z.string(), entry_id: z.string() }).nullable(),
  record: z.object({ object_id: z.string(), record_id: z.string() }).nullable(),
  resolved_at: z.string().nullable(),
  resolved_by: actorSchema.nullable(),
  created_at: z.string(),
  author: actorSchema,
});
export type Comment = z.infer<typeof commentSchema>;

const memberSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar_url: z.string().nullable(),
  email_address: z.string(),
  access_level: z.enum(['admin', 'member', 'suspended']),
  created_at: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

const webhookSchema = z.object({
  id: z.string(),
  target_url: z.string(),
  subscriptions: z.array(z.object({ event_type: z.string(), filter: z.unknown() })),
  status: z.enum(['active', 'degraded', 'inactive']),
  created_at: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

const meetingTime = z.object({ datetime: z.string(), timezone: z.string() });

const meetingSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  start: meetingTime,
  end: meetingTime,
  is_all_day: z.boolean(),
  participants: z.array(
    z.object({
      email_address: z.string(),
      is_organizer: z.boolean(),
      status: z.enum(['accepted', 'tentative', 'declined', 'pending']),
    }),
  ),
  linked_records: z.array(z.object({ object_id: z.string(), record_id: z.string() })),
  created_at: z.string(),
  created_by_actor: actorSchema,
});
export type Meeting = z.infer<typeof meetingSchema>;

/** A crm workspace as the tool handlers see it. */
export interface CrmWorkspace {
  objects: Collection<CrmObject>;
  attributes: Collection<Attribute>;
  records: Collection<CrmRecord>;
  lists: Collection<CrmList>;
  entries: Collection<Entry>;
  tasks: Collection<Task>;
  notes: Collection<Note>;
  comments: Collection<Comment>;
  members: Collection<Member>;
  webhooks: Collection<Webhook>;
  meetings: Collection<Meeting>;
  /** The store the collections are in, whole (seed/seed-template.ts clones a seeded one into it). */
  store: WorkspaceStore;
  /** The workspace's id: its own per account, stable for that account. */
  workspaceId: string;
  /** The workspace's name and URL slug: a further account's differ from the first's (cast.ts). */
  profile: CrmWorkspaceProfile;
  /** The emulator clock at the start of the run, in the service's timestamp format. */
  now: string;
  /** Who the run acts as: the workspace member who connected the account. */
  actor: z.infer<typeof actorSchema>;
  account: SimulationContext['account'];
}

/** The member who connected the account; the seed makes them from the account identifier. */
/** Every collection of `workspace`: what reading a whole workspace goes through. */
export function crmCollections(workspace: CrmWorkspace) {
  return [
    workspace.objects,
    workspace.attributes,
    workspace.records,
    workspace.lists,
    workspace.entries,
    workspace.tasks,
    workspace.notes,
    workspace.comments,
    workspace.members,
    workspace.webhooks,
    workspace.meetings,
  ];
}

export const SELF_MEMBER_ID = stableId('crm/member/self');

/** The service writes timestamps with nanoseconds: `2023-01-01T15:00:00.000000000Z`. */
export function crmTimestamp(date: Date | string): string {
  return new Date(date).toISOString().replace(/\.(\d{3})Z$/, '.$1000000Z');
}

export function openCrmWorkspace(context: SimulationContext): CrmWorkspace {
  const { store } = context;
  return {
    objects: store.collection('crm.objects', objectSchema),
    attributes: store.collection('crm.attributes', attributeSchema),
    records: store.collection('crm.records', recordSchema),
    lists: store.collection('crm.lists', listSchema),
    entries: store.collection('crm.entries', entrySchema),
    tasks: store.collection('crm.tasks', taskSchema),
    notes: store.collection('crm.notes', noteSchema),
    comments: store.collection('crm.comments', commentSchema),
    members: store.collection('crm.members', memberSchema),
    webhooks: store.collection('crm.webhooks', webhookSchema),
    meetings: store.collection('crm.meetings', meetingSchema),
    store,
    workspaceId: stableId(`crm/workspace/${context.account.id}`),
    profile: crmWorkspaceProfile(context.account.identifier),
    now: crmTimestamp(context.now),
    actor: { type: 'workspace-member', id: SELF_MEMBER_ID },
    account: context.account,
  };
}
