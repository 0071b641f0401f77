import {
  arrayOf,
  type Infer,
  isBoolean,
  isNumber,
  isString,
  isUnknown,
  literal,
  nullable,
  optional,
  recordOf,
  shape,
} from '../shared/guards.ts';

/*
 * The document workspace's result shapes (docs/result-shapes.md, docsapp), as guards and the types
 * they accept. Only the fields the viewers read are checked; the rest pass through untyped.
 */

const isAnnotations = shape({
  bold: isBoolean,
  italic: isBoolean,
  strikethrough: isBoolean,
  underline: isBoolean,
  code: isBoolean,
  color: isString,
});

/** `RT`: one run of text with its annotations and link. */
export const isRichText = shape({
  plain_text: isString,
  href: optional(nullable(isString)),
  annotations: optional(isAnnotations),
});
export type RichText = Infer<typeof isRichText>;
export const isRichTextList = arrayOf(isRichText);

const isUserRef = shape({ object: literal('user'), id: isString });

export const isIcon = shape({ type: isString, emoji: optional(isString) });

/** A page property value: its `type` names the member holding the value. */
export const isPropertyValue = shape({ type: isString, id: optional(isString) });
export type PropertyValue = Infer<typeof isPropertyValue>;

export const isPage = shape({
  object: literal('page'),
  id: isString,
  url: optional(isString),
  icon: optional(nullable(isIcon)),
  properties: recordOf(isPropertyValue),
  archived: optional(isBoolean),
  in_trash: optional(isBoolean),
  last_edited_time: optional(isString),
  created_time: optional(isString),
});
export type Page = Infer<typeof isPage>;

/** A database column: in a database's `properties`, keyed by column name. */
const isColumn = shape({ id: isString, name: isString, type: isString });
export type Column = Infer<typeof isColumn>;

export const isDatabase = shape({
  object: literal('database'),
  id: isString,
  title: optional(isRichTextList),
  description: optional(isRichTextList),
  properties: recordOf(isColumn),
  url: optional(isString),
  archived: optional(isBoolean),
  last_edited_time: optional(isString),
});
export type Database = Infer<typeof isDatabase>;

/** A block: `type` names the member holding its content (`paragraph`, `to_do`, `code` …). */
export const isBlock = shape({
  object: literal('block'),
  id: isString,
  type: isString,
  has_children: optional(isBoolean),
  archived: optional(isBoolean),
  in_trash: optional(isBoolean),
});
export type Block = Infer<typeof isBlock>;

export const isComment = shape({
  object: literal('comment'),
  id: isString,
  discussion_id: isString,
  created_time: isString,
  created_by: isUserRef,
  rich_text: isRichTextList,
});
export type Comment = Infer<typeof isComment>;

export const isUser = shape({
  object: literal('user'),
  id: isString,
  type: optional(isString),
  name: optional(nullable(isString)),
  avatar_url: optional(nullable(isString)),
  person: optional(shape({ email: optional(isString) })),
});
export type User = Infer<typeof isUser>;

export const isList = shape({
  object: literal('list'),
  results: arrayOf(isUnknown),
  has_more: optional(isBoolean),
  next_cursor: optional(nullable(isString)),
});
export type List = Infer<typeof isList>;

export const isDocsappError = shape({
  object: literal('error'),
  status: isNumber,
  code: isString,
  message: isString,
});
