import { type AcceptedCase, describeRuleCases, type RejectedCase } from '../test/rule-cases.ts';

const PAGE = '5c6a2821-6bb1-4a7e-b6e1-c50111515c3d';
const DATABASE = 'd9824bdc-8445-4327-be8b-5b47500af6ce';
const BLOCK = '7a793800-3e55-4d5e-8009-2261de026179';
const richText = [{ type: 'text', text: { content: 'Hello' } }];

const accepted: AcceptedCase[] = [
  {
    rule: 'block_update takes language for a code block',
    tool: 'docsapp_block_update',
    params: { block_id: BLOCK, text: 'let x = 1', type: 'code', language: 'typescript' },
  },
  {
    rule: 'comment_create comments on a page',
    tool: 'docsapp_comment_create',
    params: { comment: { rich_text: richText }, parent: { page_id: PAGE } },
  },
  {
    rule: 'comment_create replies in a discussion, with overrides',
    tool: 'docsapp_comment_create',
    params: {
      comment: { rich_text: richText },
      discussion_id: BLOCK,
      docsapp_version: '2022-06-28',
      schema_version: '1',
      tool_version: '2',
    },
  },
  {
    rule: 'comments_fetch takes the largest page size',
    tool: 'docsapp_comments_fetch',
    params: { block_id: BLOCK, page_size: 100, start_cursor: 'abc' },
  },
  {
    rule: 'data_fetch takes schema_version and tool_version',
    tool: 'docsapp_data_fetch',
    params: { query: 'roadmap', page_size: 1, schema_version: '1', tool_version: '2' },
  },
  {
    rule: 'database_create takes parent, properties and a rich-text title',
    tool: 'docsapp_database_create',
    params: { parent: { page_id: PAGE }, properties: { Name: { title: {} } }, title: richText },
  },
  {
    rule: 'database_insert_row takes column names and property ids',
    tool: 'docsapp_database_insert_row',
    params: {
      database_id: DATABASE,
      properties: { title: [{ text: { content: 'Row' } }], 'Due date': {}, 'a:Bc': {} },
      child_blocks: [{ type: 'paragraph' }],
      icon: { emoji: '🚀' },
    },
  },
  {
    rule: 'database_query sorts by a property or by a timestamp',
    tool: 'docsapp_database_query',
    params: {
      database_id: DATABASE,
      sorts: [
        { property: 'Name', direction: 'ascending' },
        { timestamp: 'created_time', direction: 'descending' },
      ],
    },
  },
  {
    rule: 'page_content_append takes a divider without text and code with a language',
    tool: 'docsapp_page_content_append',
    params: {
      block_id: PAGE,
      blocks: [
        { type: 'heading_1', text: 'Title' },
        { type: 'divider' },
        { type: 'code', text: 'ls', language: 'bash' },
      ],
    },
  },
  {
    rule: 'page_create in a database with properties',
    tool: 'docsapp_page_create',
    params: { database_id: DATABASE, properties: { title: [] } },
  },
  {
    rule: 'page_create under a page without properties',
    tool: 'docsapp_page_create',
    params: { parent_page_id: PAGE },
  },
  {
    rule: 'page_update unarchives',
    tool: 'docsapp_page_update',
    params: { page_id: PAGE, archived: false },
  },
  {
    rule: 'ids are accepted in upper case',
    tool: 'docsapp_page_get',
    params: { page_id: PAGE.toUpperCase() },
  },
  { rule: 'user_list takes no params', tool: 'docsapp_user_list', params: {} },
];

const rejected: RejectedCase[] = [
  {
    rule: 'block_id is required',
    tool: 'docsapp_block_delete',
    params: {},
    issues: [{ field: 'block_id', message: 'block_id is required' }],
  },
  {
    rule: 'ids are hyphenated UUIDs',
    tool: 'docsapp_block_delete',
    params: { block_id: '7a7938003e554d5e80092261de026179' },
    issues: [
      { field: 'block_id', message: 'block_id must be a hyphenated UUID (8-4-4-4-12 hex digits)' },
    ],
  },
  {
    rule: 'block_update type is a supported block type',
    tool: 'docsapp_block_update',
    params: { block_id: BLOCK, text: 'x', type: 'to_do' },
    issues: [
      {
        field: 'type',
        message:
          'type must be one of paragraph, heading_1, heading_2, heading_3, bulleted_list_item, numbered_list_item, quote, callout, code',
      },
    ],
  },
  {
    rule: 'block_update language only for code blocks',
    tool: 'docsapp_block_update',
    params: { block_id: BLOCK, text: 'x', type: 'paragraph', language: 'js' },
    issues: [{ field: 'language', message: 'language is only allowed when type is code' }],
  },
  {
    rule: 'comment_create needs a page parent or a discussion',
    tool: 'docsapp_comment_create',
    params: { comment: { rich_text: richText } },
    issues: [
      { field: 'params', message: 'give exactly one of parent, discussion_id (none was given)' },
    ],
  },
  {
    rule: 'comment_create takes a page parent or a discussion, not both',
    tool: 'docsapp_comment_create',
    params: { comment: { rich_text: richText }, parent: { page_id: PAGE }, discussion_id: BLOCK },
    issues: [
      {
        field: 'params',
        message: 'give exactly one of parent, discussion_id (got parent and discussion_id)',
      },
    ],
  },
  {
    rule: 'comment_create comment holds a non-empty rich_text array',
    tool: 'docsapp_comment_create',
    params: { comment: { rich_text: [] }, discussion_id: BLOCK },
    issues: [
      {
        field: 'comment.rich_text',
        message: 'comment.rich_text must be an array of at least 1 item',
      },
    ],
  },
  {
    rule: 'page_size is at least 1',
    tool: 'docsapp_comments_fetch',
    params: { block_id: BLOCK, page_size: 0 },
    issues: [{ field: 'page_size', message: 'page_size must be an integer between 1 and 100' }],
  },
  {
    rule: 'page_size is at most 100',
    tool: 'docsapp_page_content_get',
    params: { block_id: BLOCK, page_size: 101 },
    issues: [{ field: 'page_size', message: 'page_size must be an integer between 1 and 100' }],
  },
  {
    rule: 'page_size is an integer',
    tool: 'docsapp_user_list',
    params: { page_size: 2.5 },
    issues: [{ field: 'page_size', message: 'page_size must be an integer between 1 and 100' }],
  },
  {
    rule: 'data_fetch takes no docsapp_version override',
    tool: 'docsapp_data_fetch',
    params: { docsapp_version: '2022-06-28' },
    issues: [
      {
        field: 'params',
        message:
          'unknown param "docsapp_version"; accepted: query, page_size, start_cursor, schema_version, tool_version',
      },
    ],
  },
  {
    rule: 'overrides are strings',
    tool: 'docsapp_database_fetch',
    params: { database_id: DATABASE, schema_version: 2 },
    issues: [{ field: 'schema_version', message: 'schema_version must be a non-empty string' }],
  },
  {
    rule: 'database_create parent holds a page_id',
    tool: 'docsapp_database_create',
    params: { parent: {}, properties: {}, title: richText },
    issues: [{ field: 'parent.page_id', message: 'parent.page_id is required' }],
  },
  {
    rule: 'database_create title is a rich-text array',
    tool: 'docsapp_database_create',
    params: { parent: { page_id: PAGE }, properties: {}, title: 'Tasks' },
    issues: [{ field: 'title', message: 'title must be an array' }],
  },
  {
    rule: 'database_insert_row refuses _parent, computed by the host',
    tool: 'docsapp_database_insert_row',
    params: { database_id: DATABASE, properties: {}, _parent: { database_id: DATABASE } },
    issues: [
      {
        field: '_parent',
        message: '_parent is computed by the host from the other params; remove it',
      },
    ],
  },
  {
    rule: 'database_insert_row refuses URL-encoded property ids',
    tool: 'docsapp_database_insert_row',
    params: { database_id: DATABASE, properties: { '%3ABc': {} } },
    issues: [
      {
        field: 'properties.%3ABc',
        message:
          'property key "%3ABc" is URL-encoded; use the column name or the decoded property id',
      },
    ],
  },
  {
    rule: 'database_insert_row properties is an object',
    tool: 'docsapp_database_insert_row',
    params: { database_id: DATABASE, properties: ['title'] },
    issues: [{ field: 'properties', message: 'properties must be an object' }],
  },
  {
    rule: 'database_query sort orders by property or timestamp, never both',
    tool: 'docsapp_database_query',
    params: {
      database_id: DATABASE,
      sorts: [{ property: 'Name', timestamp: 'created_time', direction: 'ascending' }],
    },
    issues: [
      {
        field: 'sorts[0]',
        message: 'give exactly one of property, timestamp (got property and timestamp)',
      },
    ],
  },
  {
    rule: 'database_query sort timestamp is last_edited_time or created_time',
    tool: 'docsapp_database_query',
    params: {
      database_id: DATABASE,
      sorts: [{ timestamp: 'updated_time', direction: 'ascending' }],
    },
    issues: [
      {
        field: 'sorts[0].timestamp',
        message: 'sorts[0].timestamp must be one of last_edited_time, created_time',
      },
    ],
  },
  {
    rule: 'database_query sort has a direction',
    tool: 'docsapp_database_query',
    params: { database_id: DATABASE, sorts: [{ property: 'Name' }] },
    issues: [{ field: 'sorts[0].direction', message: 'sorts[0].direction is required' }],
  },
  {
    rule: 'page_content_append needs at least one block',
    tool: 'docsapp_page_content_append',
    params: { block_id: PAGE, blocks: [] },
    issues: [{ field: 'blocks', message: 'blocks must be an array of at least 1 item' }],
  },
  {
    rule: 'page_content_append block types are the listed ones',
    tool: 'docsapp_page_content_append',
    params: { block_id: PAGE, blocks: [{ type: 'image', text: 'x' }] },
    issues: [
      {
        field: 'blocks[0].type',
        message:
          'blocks[0].type must be one of paragraph, heading_1, heading_2, heading_3, bulleted_list_item, numbered_list_item, quote, callout, code, divider',
      },
    ],
  },
  {
    rule: 'page_content_append blocks other than dividers have text',
    tool: 'docsapp_page_content_append',
    params: { block_id: PAGE, blocks: [{ type: 'divider' }, { type: 'quote' }] },
    issues: [{ field: 'blocks[1].text', message: 'text is required when type is not divider' }],
  },
  {
    rule: 'page_content_append language only on code blocks',
    tool: 'docsapp_page_content_append',
    params: { block_id: PAGE, blocks: [{ type: 'paragraph', text: 'x', language: 'js' }] },
    issues: [
      { field: 'blocks[0].language', message: 'language is only allowed when type is code' },
    ],
  },
  {
    rule: 'page_create needs database_id or parent_page_id',
    tool: 'docsapp_page_create',
    params: { properties: {} },
    issues: [
      {
        field: 'params',
        message: 'give exactly one of database_id, parent_page_id (none was given)',
      },
    ],
  },
  {
    rule: 'page_create takes database_id or parent_page_id, not both',
    tool: 'docsapp_page_create',
    params: { database_id: DATABASE, parent_page_id: PAGE, properties: {} },
    issues: [
      {
        field: 'params',
        message:
          'give exactly one of database_id, parent_page_id (got database_id and parent_page_id)',
      },
    ],
  },
  {
    rule: 'page_create in a database requires properties',
    tool: 'docsapp_page_create',
    params: { database_id: DATABASE },
    issues: [{ field: 'properties', message: 'properties is required when database_id is given' }],
  },
  {
    rule: 'page_create refuses _parent, computed by the host',
    tool: 'docsapp_page_create',
    params: { parent_page_id: PAGE, _parent: { page_id: PAGE } },
    issues: [
      {
        field: '_parent',
        message: '_parent is computed by the host from the other params; remove it',
      },
    ],
  },
  {
    rule: 'page_update archived is a boolean',
    tool: 'docsapp_page_update',
    params: { page_id: PAGE, archived: 'yes' },
    issues: [{ field: 'archived', message: 'archived must be true or false' }],
  },
  {
    rule: 'unknown params are named',
    tool: 'docsapp_page_get',
    params: { page_id: PAGE, pageId: PAGE },
    issues: [{ field: 'params', message: 'unknown param "pageId"; accepted: page_id' }],
  },
  {
    rule: 'nested objects refuse unknown keys too',
    tool: 'docsapp_comment_create',
    params: { comment: { rich_text: richText, text: 'x' }, discussion_id: BLOCK },
    issues: [{ field: 'comment', message: 'unknown param "text" in comment; accepted: rich_text' }],
  },
  {
    rule: 'params is an object',
    tool: 'docsapp_user_list',
    params: 'page_size=10',
    issues: [{ field: 'params', message: 'params must be an object' }],
  },
];

describeRuleCases('document workspace tools (docs/connectors.md §4.1)', accepted, rejected);
