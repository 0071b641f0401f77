import { z } from 'zod';
import type { SimulationContext } from '../simulator.ts';
import type { Collection } from '../workspace-store.ts';
import { richTextSchema } from './properties/rich-text.ts';

/*
 * The documents of a docsapp workspace, stored in the service's own JSON forms
 * (docs/tool-results.md §"docsapp") so rendering them is little more than adding computed fields.
 */

const richTextList = z.array(richTextSchema);

const userRefSchema = z.object({ object: z.literal('user'), id: z.string() });
export type UserRef = z.infer<typeof userRefSchema>;

export const iconSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('emoji'), emoji: z.string().min(1) }),
  z.object({ type: z.literal('external'), external: z.object({ url: z.url() }) }),
]);
export const coverSchema = z.object({
  type: z.literal('external'),
  external: z.object({ url: z.url() }),
});

const timestamps = {
  created_time: z.string(),
  last_edited_time: z.string(),
  created_by: userRefSchema,
  last_edited_by: userRefSchema,
};

/** A select, multi-select or status option. */
export const optionSchema = z.object({ id: z.string(), name: z.string(), color: z.string() });
export type Option = z.infer<typeof optionSchema>;

export const COLUMN_TYPES = [
  'title',
  'rich_text',
  'number',
  'select',
  'multi_select',
  'status',
  'date',
  'checkbox',
  'url',
  'email',
  'phone_number',
  'people',
] as const;
export const columnTypeSchema = z.enum(COLUMN_TYPES);
export type ColumnType = z.infer<typeof columnTypeSchema>;

/** A database column: its id, name, type and the configuration its type has. */
const columnSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: columnTypeSchema,
  /** number columns */
  format: z.string().optional(),
  /** select, multi_select and status columns */
  options: z.array(optionSchema).optional(),
  /** status columns */
  groups: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        color: z.string(),
        option_ids: z.array(z.string()),
      }),
    )
    .optional(),
});
export type Column = z.infer<typeof columnSchema>;

const dateValueSchema = z.object({
  start: z.string(),
  end: z.string().nullable(),
  time_zone: z.string().nullable(),
});

/** A page's value for one property, as the service returns it (less the property id). */
const propertyValueSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('title'), title: richTextList }),
  z.object({ type: z.literal('rich_text'), rich_text: richTextList }),
  z.object({ type: z.literal('number'), number: z.number().nullable() }),
  z.object({ type: z.literal('select'), select: optionSchema.nullable() }),
  z.object({ type: z.literal('multi_select'), multi_select: z.array(optionSchema) }),
  z.object({ type: z.literal('status'), status: optionSchema.nullable() }),
  z.object({ type: z.literal('date'), date: dateValueSchema.nullable() }),
  z.object({ type: z.literal('checkbox'), checkbox: z.boolean() }),
  z.object({ type: z.literal('url'), url: z.string().nullable() }),
  z.object({ type: z.literal('email'), email: z.string().nullable() }),
  z.object({ type: z.literal('phone_number'), phone_number: z.string().nullable() }),
  z.object({ type: z.literal('people'), people: z.array(userRefSchema) }),
]);
export type PropertyValue = z.infer<typeof propertyValueSchema>;

const pageParentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('database_id'), database_id: z.string() }),
  z.object({ type: z.literal('page_id'), page_id: z.string() }),
  z.object({ type: z.literal('workspace'), workspace: z.literal(true) }),
]);

/** A page; `values` holds its property values by property id, so a renamed column keeps them. */
const pageSchema = z.object({
  id: z.string(),
  ...timestamps,
  cover: coverSchema.nullable(),
  icon: iconSchema.nullable(),
  parent: pageParentSchema,
  archived: z.boolean(),
  in_trash: z.boolean(),
  values: z.record(z.string(), propertyValueSchema),
});
export type Page = z.infer<typeof pageSchema>;

const databaseSchema = z.object({
  id: z.string(),
  ...timestamps,
  title: richTextList,
  description: richTextList,
  icon: iconSchema.nullable(),
  cover: coverSchema.nullable(),
  parent: z.object({ type: z.literal('page_id'), page_id: z.string() }),
  archived: z.boolean(),
  in_trash: z.boolean(),
  is_inline: z.boolean(),
  columns: z.array(columnSchema),
});
export type Database = z.infer<typeof databaseSchema>;

const textBlock = { rich_text: richTextList, color: z.string() };
const heading = z.object({ ...textBlock, is_toggleable: z.boolean() });

/** The part of a block named by its `type` (docs/tool-results.md, Block). */
const blockContentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), paragraph: z.object(textBlock) }),
  z.object({ type: z.literal('heading_1'), heading_1: heading }),
  z.object({ type: z.literal('heading_2'), heading_2: heading }),
  z.object({ type: z.literal('heading_3'), heading_3: heading }),
  z.object({ type: z.literal('bulleted_list_item'), bulleted_list_item: z.object(textBlock) }),
  z.object({ type: z.literal('numbered_list_item'), numbered_list_item: z.object(textBlock) }),
  z.object({
    type: z.literal('to_do'),
    to_do: z.object({ ...textBlock, checked: z.boolean() }),
  }),
  z.object({ type: z.literal('quote'), quote: z.object(textBlock) }),
  z.object({
    type: z.literal('callout'),
    callout: z.object({ ...textBlock, icon: iconSchema.nullable() }),
  }),
  z.object({
    type: z.literal('code'),
    code: z.object({ rich_text: richTextList, caption: richTextList, language: z.string() }),
  }),
  z.object({ type: z.literal('divider'), divider: z.object({}) }),
]);
export type BlockContent = z.infer<typeof blockContentSchema>;
export type BlockType = BlockContent['type'];

const blockParentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('page_id'), page_id: z.string() }),
  z.object({ type: z.literal('block_id'), block_id: z.string() }),
]);
export type BlockParent = z.infer<typeof blockParentSchema>;

const blockSchema = z.intersection(
  z.object({
    id: z.string(),
    parent: blockParentSchema,
    ...timestamps,
    archived: z.boolean(),
    in_trash: z.boolean(),
  }),
  blockContentSchema,
);
export type Block = z.infer<typeof blockSchema>;

export const commentSchema = z.object({
  id: z.string(),
  parent: blockParentSchema,
  discussion_id: z.string(),
  created_time: z.string(),
  last_edited_time: z.string(),
  created_by: userRefSchema,
  rich_text: richTextList,
});
export type Comment = z.infer<typeof commentSchema>;

const userSchema = z.discriminatedUnion('type', [
  z.object({
    id: z.string(),
    type: z.literal('person'),
    name: z.string(),
    avatar_url: z.string().nullable(),
    person: z.object({ email: z.string() }),
  }),
  z.object({
    id: z.string(),
    type: z.literal('bot'),
    name: z.string(),
    avatar_url: z.string().nullable(),
    bot: z.object({}),
  }),
]);
export type User = z.infer<typeof userSchema>;

/** A docsapp workspace as the tool handlers see it. */
export interface DocsappWorkspace {
  pages: Collection<Page>;
  databases: Collection<Database>;
  blocks: Collection<Block>;
  comments: Collection<Comment>;
  users: Collection<User>;
  /** The emulator clock at the start of the run, as the service writes timestamps. */
  now: string;
  /** Who the run acts as: the integration's bot user (docs/connectors.md §1). */
  actor: UserRef;
  /** The connected account's identifier: a further account's seed has people of its own. */
  identifier: string;
}

/** The bot user every tool run acts as; it exists in every workspace (see seed.ts). */
export const INTEGRATION_BOT_ID = '4a1b5c2e-3d7f-4e8a-9b6c-0d1e2f3a4b5c';

export function openDocsappWorkspace(context: SimulationContext): DocsappWorkspace {
  const { store } = context;
  return {
    pages: store.collection('docsapp.pages', pageSchema),
    databases: store.collection('docsapp.databases', databaseSchema),
    blocks: store.collection('docsapp.blocks', blockSchema),
    comments: store.collection('docsapp.comments', commentSchema),
    users: store.collection('docsapp.users', userSchema),
    now: context.now.toISOString(),
    actor: { object: 'user', id: INTEGRATION_BOT_ID },
    identifier: context.account.identifier,
  };
}
