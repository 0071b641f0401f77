import { z } from 'zod';

/*
 * docs/tool-results.md §"docsapp": a block-based document workspace. Pages, databases, blocks,
 * comments and users carry `object`; a list carries `object: "list"` and its `type`.
 */

const annotationsSchema = z.object({
  bold: z.boolean(),
  italic: z.boolean(),
  strikethrough: z.boolean(),
  underline: z.boolean(),
  code: z.boolean(),
  color: z.string(),
});

/**
 * `RT`: one run of text with its annotations and link; runs of another type (a mention, an
 * equation) keep their own members.
 */
const richTextSchema = z.union([
  z.object({
    type: z.literal('text'),
    text: z.object({ content: z.string(), link: z.object({ url: z.string() }).nullable() }),
    annotations: annotationsSchema,
    plain_text: z.string(),
    href: z.string().nullable(),
  }),
  z.looseObject({
    type: z.string(),
    annotations: annotationsSchema,
    plain_text: z.string(),
    href: z.string().nullable(),
  }),
]);

const richTextListSchema = z.array(richTextSchema);

const userRefSchema = z.object({ object: z.literal('user'), id: z.string() });

/** A page's or database's icon: an emoji, or an image file the service or the user hosts. */
const docsappIconSchema = z.union([
  z.object({ type: z.literal('emoji'), emoji: z.string() }),
  z.object({ type: z.literal('external'), external: z.object({ url: z.string() }) }),
]);

const coverSchema = z.object({
  type: z.literal('external'),
  external: z.object({ url: z.string() }),
});

const pageParentSchema = z.object({ type: z.literal('page_id'), page_id: z.string() });
const blockParentSchema = z.object({ type: z.literal('block_id'), block_id: z.string() });

const edits = {
  created_time: z.string(),
  last_edited_time: z.string(),
  created_by: userRefSchema,
  last_edited_by: userRefSchema,
};

/**
 * A page property value, `{id, type, <type>: value}`: the member named by its type holds the
 * value, so every member is kept.
 */
const propertyValueSchema = z
  .looseObject({ id: z.string(), type: z.string() })
  .refine((value) => value.type in value, 'a property value holds a member named by its type');

const docsappPageSchema = z.object({
  object: z.literal('page'),
  id: z.string(),
  ...edits,
  cover: coverSchema.nullable(),
  icon: docsappIconSchema.nullable(),
  parent: z.union([
    z.object({ type: z.literal('database_id'), database_id: z.string() }),
    pageParentSchema,
    z.object({ type: z.literal('workspace'), workspace: z.literal(true) }),
  ]),
  archived: z.boolean(),
  in_trash: z.boolean(),
  properties: z.record(z.string(), propertyValueSchema),
  url: z.string(),
  public_url: z.string().nullable(),
});

/** A database column, `{id, name, type, <type>: config}`: every member is kept. */
const docsappColumnSchema = z
  .looseObject({ id: z.string(), name: z.string(), type: z.string() })
  .refine((column) => column.type in column, 'a column holds its configuration under its type');

const docsappDatabaseSchema = z.object({
  object: z.literal('database'),
  id: z.string(),
  ...edits,
  title: richTextListSchema,
  description: richTextListSchema,
  icon: docsappIconSchema.nullable(),
  cover: coverSchema.nullable(),
  parent: pageParentSchema,
  archived: z.boolean(),
  in_trash: z.boolean(),
  is_inline: z.boolean(),
  properties: z.record(z.string(), docsappColumnSchema),
  url: z.string(),
  public_url: z.string().nullable(),
});

/** docsapp_database_property_retrieve without a property: the database's columns alone. */
const docsappColumnsSchema = z.object({
  object: z.literal('database'),
  id: z.string(),
  properties: z.record(z.string(), docsappColumnSchema),
});

const textContent = { rich_text: richTextListSchema, color: z.string() };
const headingContent = z.object({ ...textContent, is_toggleable: z.boolean() });

const blockBase = {
  object: z.literal('block'),
  id: z.string(),
  parent: z.union([pageParentSchema, blockParentSchema]),
  ...edits,
  has_children: z.boolean(),
  archived: z.boolean(),
  in_trash: z.boolean(),
};

/** A block of a type this version knows: `type` names the member holding its content. */
const knownBlockSchema = z.discriminatedUnion('type', [
  z.object({ ...blockBase, type: z.literal('paragraph'), paragraph: z.object(textContent) }),
  z.object({ ...blockBase, type: z.literal('quote'), quote: z.object(textContent) }),
  z.object({
    ...blockBase,
    type: z.literal('bulleted_list_item'),
    bulleted_list_item: z.object(textContent),
  }),
  z.object({
    ...blockBase,
    type: z.literal('numbered_list_item'),
    numbered_list_item: z.object(textContent),
  }),
  z.object({ ...blockBase, type: z.literal('heading_1'), heading_1: headingContent }),
  z.object({ ...blockBase, type: z.literal('heading_2'), heading_2: headingContent }),
  z.object({ ...blockBase, type: z.literal('heading_3'), heading_3: headingContent }),
  z.object({
    ...blockBase,
    type: z.literal('to_do'),
    to_do: z.object({ ...textContent, checked: z.boolean() }),
  }),
  z.object({
    ...blockBase,
    type: z.literal('callout'),
    callout: z.object({ ...textContent, icon: docsappIconSchema.nullable() }),
  }),
  z.object({
    ...blockBase,
    type: z.literal('code'),
    code: z.object({
      rich_text: richTextListSchema,
      caption: richTextListSchema,
      language: z.string(),
    }),
  }),
  z.object({ ...blockBase, type: z.literal('divider'), divider: z.object({}) }),
]);

/**
 * A block: the types of docs/tool-results.md field by field; any other type (an image, a table …)
 * with its common fields and every other member kept.
 */
const docsappBlockSchema = z.union([
  knownBlockSchema,
  z.looseObject({ ...blockBase, type: z.string() }),
]);

const docsappCommentSchema = z.object({
  object: z.literal('comment'),
  id: z.string(),
  parent: z.union([pageParentSchema, blockParentSchema]),
  discussion_id: z.string(),
  created_time: z.string(),
  last_edited_time: z.string(),
  created_by: userRefSchema,
  rich_text: richTextListSchema,
});

const userBase = {
  object: z.literal('user'),
  id: z.string(),
  name: z.string().nullable(),
  avatar_url: z.string().nullable(),
};

const docsappUserSchema = z.discriminatedUnion('type', [
  z.object({ ...userBase, type: z.literal('person'), person: z.object({ email: z.string() }) }),
  z.object({ ...userBase, type: z.literal('bot'), bot: z.object({}) }),
]);

const listBase = {
  object: z.literal('list'),
  next_cursor: z.string().nullable(),
  has_more: z.boolean(),
};

/**
 * A list, `{object: "list", results, next_cursor, has_more, type, <type>: {}}`: block children, a
 * database query, a search, comments, users.
 */
function docsappListSchema<const Type extends string, Item extends z.ZodType>(
  type: Type,
  item: Item,
) {
  const marker = { [type]: z.object({}) } as Record<Type, z.ZodObject<Record<never, never>>>;
  return z.object({ ...listBase, results: z.array(item), type: z.literal(type), ...marker });
}

/** The service's error body, for example 404 `object_not_found` or 400 `validation_error`. */
export const docsappErrorSchema = z.object({
  object: z.literal('error'),
  status: z.number(),
  code: z.string(),
  message: z.string(),
});

const blockList = docsappListSchema('block', docsappBlockSchema);
const pageList = docsappListSchema('page_or_database', docsappPageSchema);

/** The docsapp tools (docs/connectors.md §4.1) and what each answers. */
export const docsappResultSchemas = {
  docsapp_block_delete: docsappBlockSchema,
  docsapp_block_update: docsappBlockSchema,
  docsapp_comment_create: docsappCommentSchema,
  docsapp_comment_retrieve: docsappCommentSchema,
  docsapp_comments_fetch: docsappListSchema('comment', docsappCommentSchema),
  docsapp_data_fetch: docsappListSchema(
    'page_or_database',
    z.union([docsappPageSchema, docsappDatabaseSchema]),
  ),
  docsapp_database_create: docsappDatabaseSchema,
  docsapp_database_fetch: docsappDatabaseSchema,
  docsapp_database_insert_row: docsappPageSchema,
  docsapp_database_property_retrieve: z.union([docsappColumnSchema, docsappColumnsSchema]),
  docsapp_database_query: pageList,
  docsapp_database_update: docsappDatabaseSchema,
  docsapp_page_content_append: blockList,
  docsapp_page_content_get: blockList,
  docsapp_page_create: docsappPageSchema,
  docsapp_page_get: docsappPageSchema,
  docsapp_page_update: docsappPageSchema,
  docsapp_user_list: docsappListSchema('user', docsappUserSchema),
} as const;
