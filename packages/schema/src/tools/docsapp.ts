import { defineTool } from './define-tool.ts';
import { exactlyOneOf, onlyWhen, requiredWhen, requiredWith } from './param-rules.ts';
import {
  bool,
  freeObject,
  hostComputed,
  integer,
  listOf,
  nonEmptyText,
  oneOf,
  paramsObject,
  uuid,
} from './param-types.ts';

// docs/connectors.md §4.1: optional overrides, on the tools whose row lists "overrides".
const schemaAndToolVersions = {
  schema_version: nonEmptyText().optional(),
  tool_version: nonEmptyText().optional(),
};
const versionOverrides = { docsapp_version: nonEmptyText().optional(), ...schemaAndToolVersions };

// docs/connectors.md §8: document workspace page sizes are 1 to 100.
const pageSize = integer(1, 100).optional();
const startCursor = nonEmptyText().optional();
const richText = listOf(freeObject());

const EDITABLE_BLOCK_TYPES = [
  'paragraph',
  'heading_1',
  'heading_2',
  'heading_3',
  'bulleted_list_item',
  'numbered_list_item',
  'quote',
  'callout',
  'code',
] as const;

// The upstream's own sort directions; docs/connectors.md §4.1 names the field but not its values.
const databaseSort = paramsObject({
  property: nonEmptyText().optional(),
  timestamp: oneOf(['last_edited_time', 'created_time']).optional(),
  direction: oneOf(['ascending', 'descending']),
}).superRefine(exactlyOneOf('property', 'timestamp'));

const appendedBlock = paramsObject({
  type: oneOf([...EDITABLE_BLOCK_TYPES, 'divider']),
  text: nonEmptyText().optional(),
  language: nonEmptyText().optional(),
})
  .superRefine(requiredWhen('text', (block) => block.type !== 'divider', 'type is not divider'))
  .superRefine(onlyWhen('language', (block) => block.type === 'code', 'type is code'));

// docs/connectors.md §4.1: "do not use URL-encoded property ids" as property keys.
const rowProperties = freeObject().superRefine((properties, ctx) => {
  for (const key of Object.keys(properties)) {
    if (/%[0-9A-Fa-f]{2}/.test(key)) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `property key "${key}" is URL-encoded; use the column name or the decoded property id`,
      });
    }
  }
});

/** docs/connectors.md §4.1, document workspace tools. */
export const DOCSAPP_TOOLS = [
  defineTool({
    name: 'docsapp_block_delete',
    connector: 'docsapp',
    description: 'Archive a block and all its children.',
    effect: 'delete',
    params: paramsObject({ block_id: uuid() }),
  }),
  defineTool({
    name: 'docsapp_block_update',
    connector: 'docsapp',
    description:
      'Replace the text of a paragraph, heading, list item, quote, callout or code block; type must match the existing block type.',
    effect: 'write',
    params: paramsObject({
      block_id: uuid(),
      text: nonEmptyText(),
      type: oneOf(EDITABLE_BLOCK_TYPES),
      language: nonEmptyText().optional(),
    }).superRefine(onlyWhen('language', (block) => block.type === 'code', 'type is code')),
  }),
  defineTool({
    name: 'docsapp_comment_create',
    connector: 'docsapp',
    description:
      'Add a comment: on a page (parent.page_id) or as a reply in a discussion thread (discussion_id).',
    effect: 'write',
    params: paramsObject({
      comment: paramsObject({ rich_text: listOf(freeObject(), { min: 1 }) }),
      parent: paramsObject({ page_id: uuid() }).optional(),
      discussion_id: uuid().optional(),
      ...versionOverrides,
    }).superRefine(exactlyOneOf('parent', 'discussion_id')),
  }),
  defineTool({
    name: 'docsapp_comment_retrieve',
    connector: 'docsapp',
    description: 'Retrieve one comment.',
    effect: 'read',
    params: paramsObject({ comment_id: uuid(), ...versionOverrides }),
  }),
  defineTool({
    name: 'docsapp_comments_fetch',
    connector: 'docsapp',
    description: 'List the comments of a block or page.',
    effect: 'read',
    params: paramsObject({
      block_id: uuid(),
      page_size: pageSize,
      start_cursor: startCursor,
      ...versionOverrides,
    }),
  }),
  defineTool({
    name: 'docsapp_data_fetch',
    connector: 'docsapp',
    description: 'Search the workspace for pages and databases.',
    effect: 'read',
    params: paramsObject({
      query: nonEmptyText().optional(),
      page_size: pageSize,
      start_cursor: startCursor,
      ...schemaAndToolVersions,
    }),
  }),
  defineTool({
    name: 'docsapp_database_create',
    connector: 'docsapp',
    description: 'Create a database under a page, with its column schema and rich-text title.',
    effect: 'write',
    params: paramsObject({
      parent: paramsObject({ page_id: uuid() }),
      properties: freeObject(),
      title: richText,
      ...versionOverrides,
    }),
  }),
  defineTool({
    name: 'docsapp_database_fetch',
    connector: 'docsapp',
    description: 'Retrieve a database and its column schema.',
    effect: 'read',
    params: paramsObject({ database_id: uuid(), ...versionOverrides }),
  }),
  defineTool({
    name: 'docsapp_database_insert_row',
    connector: 'docsapp',
    description:
      'Insert a row. Property values are keyed by column name or property id (case-sensitive); the title column key is always "title".',
    effect: 'write',
    params: paramsObject({
      database_id: uuid(),
      properties: rowProperties,
      child_blocks: listOf(freeObject()).optional(),
      icon: freeObject().optional(),
      cover: freeObject().optional(),
      _parent: hostComputed(),
      ...versionOverrides,
    }),
  }),
  defineTool({
    name: 'docsapp_database_property_retrieve',
    connector: 'docsapp',
    description:
      'Retrieve a database column, or the whole column schema when property_id is left out.',
    effect: 'read',
    params: paramsObject({
      database_id: uuid(),
      property_id: nonEmptyText().optional(),
      ...schemaAndToolVersions,
    }),
  }),
  defineTool({
    name: 'docsapp_database_query',
    connector: 'docsapp',
    description:
      'Query the rows of a database; each sort orders by a property or by a timestamp, never both.',
    effect: 'read',
    params: paramsObject({
      database_id: uuid(),
      page_size: pageSize,
      start_cursor: startCursor,
      sorts: listOf(databaseSort).optional(),
      ...versionOverrides,
    }),
  }),
  defineTool({
    name: 'docsapp_database_update',
    connector: 'docsapp',
    description:
      'Change the title or description of a database, or add, rename or reconfigure columns.',
    effect: 'write',
    params: paramsObject({
      database_id: uuid(),
      title: richText.optional(),
      description: richText.optional(),
      properties: freeObject().optional(),
    }),
  }),
  defineTool({
    name: 'docsapp_page_content_append',
    connector: 'docsapp',
    description: 'Append blocks to a page or block.',
    effect: 'write',
    params: paramsObject({ block_id: uuid(), blocks: listOf(appendedBlock, { min: 1 }) }),
  }),
  defineTool({
    name: 'docsapp_page_content_get',
    connector: 'docsapp',
    description: 'List the child blocks of a page or block.',
    effect: 'read',
    params: paramsObject({ block_id: uuid(), page_size: pageSize, start_cursor: startCursor }),
  }),
  defineTool({
    name: 'docsapp_page_create',
    connector: 'docsapp',
    description:
      'Create a page in a database (database_id, properties required) or under a page (parent_page_id).',
    effect: 'write',
    params: paramsObject({
      database_id: uuid().optional(),
      parent_page_id: uuid().optional(),
      properties: freeObject().optional(),
      child_blocks: listOf(freeObject()).optional(),
      icon: freeObject().optional(),
      cover: freeObject().optional(),
      _parent: hostComputed(),
      ...versionOverrides,
    })
      .superRefine(exactlyOneOf('database_id', 'parent_page_id'))
      .superRefine(requiredWith('properties', 'database_id')),
  }),
  defineTool({
    name: 'docsapp_page_get',
    connector: 'docsapp',
    description: 'Retrieve a page and its property values.',
    effect: 'read',
    params: paramsObject({ page_id: uuid() }),
  }),
  defineTool({
    name: 'docsapp_page_update',
    connector: 'docsapp',
    description: 'Update page properties, icon or cover; archived true archives, false unarchives.',
    effect: 'write',
    params: paramsObject({
      page_id: uuid(),
      archived: bool().optional(),
      cover: freeObject().optional(),
      icon: freeObject().optional(),
      properties: freeObject().optional(),
    }),
  }),
  defineTool({
    name: 'docsapp_user_list',
    connector: 'docsapp',
    description: 'List the users of the workspace.',
    effect: 'read',
    params: paramsObject({ page_size: pageSize, start_cursor: startCursor }),
  }),
] as const;
