import type { UpstreamErrorBody } from '@plugboard/schema';
import { z } from 'zod';

/*
 * The docsapp answers of docs/result-shapes.md as strict schemas: a test parses an answer with one of
 * these, which checks its shape field by field and types it for the assertions that follow.
 */

const uuid = z.guid();
const timestamp = z.iso.datetime();

export const richTextShape = z.strictObject({
  type: z.literal('text'),
  text: z.strictObject({
    content: z.string(),
    link: z.strictObject({ url: z.string() }).nullable(),
  }),
  annotations: z.strictObject({
    bold: z.boolean(),
    italic: z.boolean(),
    strikethrough: z.boolean(),
    underline: z.boolean(),
    code: z.boolean(),
    color: z.string(),
  }),
  plain_text: z.string(),
  href: z.string().nullable(),
});

const userRef = z.strictObject({ object: z.literal('user'), id: uuid });
const icon = z.union([
  z.strictObject({ type: z.literal('emoji'), emoji: z.string() }),
  z.strictObject({ type: z.literal('external'), external: z.strictObject({ url: z.string() }) }),
]);
const cover = z.strictObject({
  type: z.literal('external'),
  external: z.strictObject({ url: z.string() }),
});
const edits = {
  created_time: timestamp,
  last_edited_time: timestamp,
  created_by: userRef,
  last_edited_by: userRef,
};

/** A property value: `{id, type, <type>: value}`. */
const propertyValue = z
  .looseObject({ id: z.string(), type: z.string() })
  .refine((value) => value.type in value, 'a property value holds a member named by its type');

export const pageShape = z.strictObject({
  object: z.literal('page'),
  id: uuid,
  ...edits,
  cover: cover.nullable(),
  icon: icon.nullable(),
  parent: z.union([
    z.strictObject({ type: z.literal('database_id'), database_id: uuid }),
    z.strictObject({ type: z.literal('page_id'), page_id: uuid }),
    z.strictObject({ type: z.literal('workspace'), workspace: z.literal(true) }),
  ]),
  archived: z.boolean(),
  in_trash: z.boolean(),
  properties: z.record(z.string(), propertyValue),
  url: z.url(),
  public_url: z.null(),
});

export const databaseShape = z.strictObject({
  object: z.literal('database'),
  id: uuid,
  ...edits,
  title: z.array(richTextShape),
  description: z.array(richTextShape),
  icon: icon.nullable(),
  cover: cover.nullable(),
  parent: z.strictObject({ type: z.literal('page_id'), page_id: uuid }),
  archived: z.boolean(),
  in_trash: z.boolean(),
  is_inline: z.boolean(),
  properties: z.record(
    z.string(),
    z.looseObject({ id: z.string(), name: z.string(), type: z.string() }),
  ),
  url: z.url(),
  public_url: z.null(),
});

/** A column: `{id, name, type, <type>: config}`. */
export const columnShape = z
  .looseObject({ id: z.string(), name: z.string(), type: z.string() })
  .refine((column) => column.type in column, 'a column holds its configuration under its type');

export const blockShape = z
  .looseObject({
    object: z.literal('block'),
    id: uuid,
    parent: z.union([
      z.strictObject({ type: z.literal('page_id'), page_id: uuid }),
      z.strictObject({ type: z.literal('block_id'), block_id: uuid }),
    ]),
    ...edits,
    has_children: z.boolean(),
    archived: z.boolean(),
    in_trash: z.boolean(),
    type: z.string(),
  })
  .refine((block) => Object.keys(block).length === 12 && block.type in block, {
    message: 'a block has the common fields and one member named by its type',
  });

export const commentShape = z.strictObject({
  object: z.literal('comment'),
  id: uuid,
  parent: z.union([
    z.strictObject({ type: z.literal('page_id'), page_id: uuid }),
    z.strictObject({ type: z.literal('block_id'), block_id: uuid }),
  ]),
  discussion_id: uuid,
  created_time: timestamp,
  last_edited_time: timestamp,
  created_by: userRef,
  rich_text: z.array(richTextShape),
});

export const userShape = z.union([
  z.strictObject({
    object: z.literal('user'),
    id: uuid,
    type: z.literal('person'),
    name: z.string(),
    avatar_url: z.string().nullable(),
    person: z.strictObject({ email: z.email() }),
  }),
  z.strictObject({
    object: z.literal('user'),
    id: uuid,
    type: z.literal('bot'),
    name: z.string(),
    avatar_url: z.string().nullable(),
    bot: z.strictObject({}),
  }),
]);

const LIST_TYPES = ['block', 'page_or_database', 'comment', 'user'] as const;

/** docs/result-shapes.md list: `{object: "list", results, next_cursor, has_more, type, <type>: {}}`. */
export function listShape<Item extends z.ZodType>(item: Item, type: (typeof LIST_TYPES)[number]) {
  return z
    .looseObject({
      object: z.literal('list'),
      results: z.array(item),
      next_cursor: uuid.nullable(),
      has_more: z.boolean(),
      type: z.literal(type),
    })
    .refine(
      (list) => Object.keys(list).length === 6 && z.strictObject({}).safeParse(list[type]).success,
      {
        message: `a list has one more member, "${type}": {}`,
      },
    );
}

const docsappErrorShape = z.strictObject({
  object: z.literal('error'),
  status: z.number(),
  code: z.string(),
  message: z.string(),
});

/** The service's own error body, which execute_tool passes on in the second detail. */
export function docsappError(body: UpstreamErrorBody) {
  return docsappErrorShape.parse(body.details[1]?.body);
}
