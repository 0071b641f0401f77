import type { ToolResult } from '@plugboard/schema/results';
import type {
  DocsappBlock,
  DocsappComment,
  DocsappDatabase,
  DocsappError,
  DocsappPage,
  DocsappUser,
  RichText,
} from '../common/result-parts.ts';

/*
 * Realistic docsapp results (docs/tool-results.md §"docsapp") for stories and tests: a product team's
 * bug tracker database, one of its pages with content, comments and the workspace's users.
 */

const PLAIN = {
  bold: false,
  italic: false,
  strikethrough: false,
  underline: false,
  code: false,
  color: 'default',
};

function text(content: string, annotations: Partial<typeof PLAIN> = {}, url?: string): RichText {
  return {
    type: 'text',
    text: { content, link: url ? { url } : null },
    annotations: { ...PLAIN, ...annotations },
    plain_text: content,
    href: url ?? null,
  };
}

const ADA = { object: 'user', id: '7a3c1e4f-2b9d-4c8e-9f1a-6d5b3c2e1f00' } as const;
const GRACE = { object: 'user', id: 'c81f0a27-54d3-4e6b-a1c9-0f2e8d7b6a55' } as const;
const DATABASE_ID = '0f3d9a6e-1c42-4b7a-8e5f-2d9c6b1a7e34';
const PAGE_ID = 'b2f6c1d8-93a4-4e17-b5c0-8a7d6e5f4c31';

function page(
  id: string,
  emoji: string,
  title: string,
  status: string,
  statusColor: string,
  due: string | null,
  points: number | null,
): DocsappPage {
  return {
    object: 'page',
    id,
    created_time: '2024-02-19T09:12:00.000Z',
    last_edited_time: '2024-02-21T16:40:00.000Z',
    created_by: ADA,
    last_edited_by: GRACE,
    cover: null,
    icon: { type: 'emoji', emoji },
    parent: { type: 'database_id', database_id: DATABASE_ID },
    archived: false,
    in_trash: false,
    properties: {
      Title: { id: 'title', type: 'title', title: [text(title)] },
      Status: {
        id: 'Z%3ClH',
        type: 'status',
        status: { id: `status-${status}`, name: status, color: statusColor },
      },
      Due: {
        id: 'M%3BBw',
        type: 'date',
        date: due === null ? null : { start: due, end: null, time_zone: null },
      },
      Points: { id: 'pT%5D', type: 'number', number: points },
      Tags: {
        id: 'tG%3A',
        type: 'multi_select',
        multi_select: [{ id: 'tag-web', name: 'web', color: 'blue' }],
      },
      Reviewed: { id: 'rv%3F', type: 'checkbox', checkbox: points !== null && points > 2 },
    },
    url: `https://docs.example.com/${title.replaceAll(' ', '-')}-${id.replaceAll('-', '')}`,
    public_url: null,
  };
}

export const docsappPage: DocsappPage = page(
  PAGE_ID,
  '🐞',
  'Login button unresponsive on Safari',
  'In progress',
  'blue',
  '2024-02-23',
  3,
);

export const docsappArchivedPage: DocsappPage = { ...docsappPage, archived: true, in_trash: true };

export const docsappQueryResult: ToolResult<'docsapp_database_query'> = {
  object: 'list',
  results: [
    docsappPage,
    page(
      '5c8e2f10-7d3b-4a96-8c21-e4f0b9a7d612',
      '📎',
      'Export drops attachments',
      'Not started',
      'default',
      null,
      5,
    ),
    page(
      'e91a4b37-2c6d-4f85-b0e3-17d9c8a5f246',
      '🌙',
      'Dark mode contrast on badges',
      'Done',
      'green',
      '2024-02-12',
      1,
    ),
  ],
  next_cursor: '5c8e2f10-7d3b-4a96-8c21-e4f0b9a7d612',
  has_more: true,
  type: 'page_or_database',
  page_or_database: {},
};

function block(id: string, type: string, content: Record<string, unknown>): DocsappBlock {
  return {
    object: 'block',
    id,
    parent: { type: 'page_id', page_id: PAGE_ID },
    created_time: '2024-02-19T09:15:00.000Z',
    last_edited_time: '2024-02-21T16:40:00.000Z',
    created_by: ADA,
    last_edited_by: ADA,
    has_children: false,
    archived: false,
    in_trash: false,
    type,
    [type]: content,
  };
}

export const docsappBlocks: ToolResult<'docsapp_page_content_get'> = {
  object: 'list',
  results: [
    block('a1000000-0000-4000-8000-000000000001', 'heading_1', {
      rich_text: [text('Steps to reproduce')],
      color: 'default',
      is_toggleable: false,
    }),
    block('a1000000-0000-4000-8000-000000000002', 'numbered_list_item', {
      rich_text: [text('Open the sign-in page in Safari 17')],
      color: 'default',
    }),
    block('a1000000-0000-4000-8000-000000000003', 'numbered_list_item', {
      rich_text: [text('Press '), text('Log in', { bold: true }), text(' twice')],
      color: 'default',
    }),
    block('a1000000-0000-4000-8000-000000000004', 'callout', {
      rich_text: [
        text('Only reproduces with '),
        text('Prevent cross-site tracking', { italic: true }),
        text(' on.'),
      ],
      icon: { type: 'emoji', emoji: '💡' },
      color: 'yellow_background',
    }),
    block('a1000000-0000-4000-8000-000000000005', 'code', {
      rich_text: [text("document.cookie = 'session=…; SameSite=None; Secure';")],
      caption: [text('the cookie we set')],
      language: 'javascript',
    }),
    block('a1000000-0000-4000-8000-000000000006', 'heading_2', {
      rich_text: [text('Checklist')],
      color: 'default',
      is_toggleable: false,
    }),
    block('a1000000-0000-4000-8000-000000000007', 'to_do', {
      rich_text: [text('Reproduce on iOS')],
      checked: true,
      color: 'default',
    }),
    block('a1000000-0000-4000-8000-000000000008', 'to_do', {
      rich_text: [text('Write a regression test')],
      checked: false,
      color: 'default',
    }),
    block('a1000000-0000-4000-8000-000000000009', 'divider', {}),
    block('a1000000-0000-4000-8000-000000000010', 'quote', {
      rich_text: [text('Works in Chrome, '), text('fails', { color: 'red' }), text(' in Safari.')],
      color: 'default',
    }),
    block('a1000000-0000-4000-8000-000000000011', 'bulleted_list_item', {
      rich_text: [text('Safari tracking docs', {}, 'https://webkit.org/tracking-prevention/')],
      color: 'default',
    }),
    block('a1000000-0000-4000-8000-000000000012', 'image', {
      type: 'external',
      external: { url: 'https://images.example.com/safari-devtools.png' },
    }),
  ],
  next_cursor: null,
  has_more: false,
  type: 'block',
  block: {},
};

export const docsappDeletedBlock: DocsappBlock = {
  ...block('a1000000-0000-4000-8000-000000000008', 'to_do', {
    rich_text: [text('Write a regression test')],
    checked: false,
    color: 'default',
  }),
  archived: true,
  in_trash: true,
};

export const docsappDatabase: DocsappDatabase = {
  object: 'database',
  id: DATABASE_ID,
  created_time: '2024-01-08T10:00:00.000Z',
  last_edited_time: '2024-02-21T16:40:00.000Z',
  created_by: ADA,
  last_edited_by: ADA,
  icon: null,
  cover: null,
  title: [text('Bug tracker')],
  description: [
    text('Bugs reported by customers and the team. '),
    text('Triage', { bold: true }),
    text(' every Monday.'),
  ],
  properties: {
    Title: { id: 'title', name: 'Title', type: 'title', title: {} },
    Status: {
      id: 'Z%3ClH',
      name: 'Status',
      type: 'status',
      status: {
        options: [
          { id: 'status-ns', name: 'Not started', color: 'default' },
          { id: 'status-ip', name: 'In progress', color: 'blue' },
          { id: 'status-done', name: 'Done', color: 'green' },
        ],
        groups: [],
      },
    },
    Due: { id: 'M%3BBw', name: 'Due', type: 'date', date: {} },
    Points: { id: 'pT%5D', name: 'Points', type: 'number', number: { format: 'number' } },
    Tags: {
      id: 'tG%3A',
      name: 'Tags',
      type: 'multi_select',
      multi_select: { options: [{ id: 'tag-web', name: 'web', color: 'blue' }] },
    },
  },
  parent: { type: 'page_id', page_id: '3e7d1c90-5b2a-4f68-9d14-c0a8b7e6f521' },
  url: `https://docs.example.com/${DATABASE_ID.replaceAll('-', '')}`,
  public_url: null,
  archived: false,
  in_trash: false,
  is_inline: false,
};

function comment(
  id: string,
  discussion: string,
  author: typeof ADA | typeof GRACE,
  time: string,
  body: RichText[],
): DocsappComment {
  return {
    object: 'comment',
    id,
    parent: { type: 'page_id', page_id: PAGE_ID },
    discussion_id: discussion,
    created_time: time,
    last_edited_time: time,
    created_by: author,
    rich_text: body,
  };
}

export const docsappComments: ToolResult<'docsapp_comments_fetch'> = {
  object: 'list',
  results: [
    comment(
      'c0000000-0000-4000-8000-000000000001',
      'd0000000-0000-4000-8000-00000000000a',
      ADA,
      '2024-02-20T10:02:00.000Z',
      [text('Can we ship the fix behind a flag?')],
    ),
    comment(
      'c0000000-0000-4000-8000-000000000002',
      'd0000000-0000-4000-8000-00000000000a',
      GRACE,
      '2024-02-20T10:30:00.000Z',
      [text('Yes, '), text('login.safariFix', { code: true }), text(' is ready.')],
    ),
    comment(
      'c0000000-0000-4000-8000-000000000003',
      'd0000000-0000-4000-8000-00000000000b',
      GRACE,
      '2024-02-21T08:05:00.000Z',
      [text('Customer confirmed the workaround.')],
    ),
  ],
  next_cursor: null,
  has_more: false,
  type: 'comment',
  comment: {},
};

export const docsappUsers: ToolResult<'docsapp_user_list'> = {
  object: 'list',
  results: [
    {
      object: 'user',
      id: ADA.id,
      type: 'person',
      person: { email: 'ada@example.com' },
      name: 'Ada Lovelace',
      avatar_url: null,
    } satisfies DocsappUser,
    {
      object: 'user',
      id: GRACE.id,
      type: 'person',
      person: { email: 'grace@example.com' },
      name: 'Grace Hopper',
      avatar_url: null,
    } satisfies DocsappUser,
    {
      object: 'user',
      id: '9d0e8f7a-6b5c-4d3e-2f1a-0b9c8d7e6f5a',
      type: 'bot',
      bot: {},
      name: 'Release notes bot',
      avatar_url: null,
    } satisfies DocsappUser,
  ],
  next_cursor: null,
  has_more: false,
  type: 'user',
  user: {},
};

export const docsappSearch: ToolResult<'docsapp_data_fetch'> = {
  object: 'list',
  results: [docsappDatabase, docsappPage],
  next_cursor: null,
  has_more: false,
  type: 'page_or_database',
  page_or_database: {},
};

export const docsappNotFound: DocsappError = {
  object: 'error',
  status: 404,
  code: 'object_not_found',
  message:
    'Could not find page with ID: 4e2b1a90-7c6d-4f3e-8a9b-0c1d2e3f4a5b. Make sure the relevant pages and databases are shared with your integration.',
};
