import { stableId } from '../stable-id.ts';
import { blockContent } from './blocks.ts';
import { writeProperties } from './property-values.ts';
import { richText } from './rich-text.ts';
import {
  type Block,
  type BlockContent,
  type BlockParent,
  type Column,
  type DocsappWorkspace,
  INTEGRATION_BOT_ID,
  type Option,
  type Page,
  type User,
  type UserRef,
} from './store.ts';

/*
 * The workspace every docsapp account starts with: an engineering team's wiki with a block tree,
 * a roadmap database with typed columns and rows, a sub-page, a discussion and users. Ids are
 * stable (the same in every account) so tests and demo scripts can name them.
 */

const id = (name: string) => stableId(`docsapp/${name}`);

/** Seed ids a test or a demo can rely on. */
export const DOCSAPP_SEED = {
  wikiPageId: id('page/engineering-wiki'),
  architecturePageId: id('page/architecture-notes'),
  meetingNotesPageId: id('page/meeting-notes'),
  roadmapDatabaseId: id('database/product-roadmap'),
  launchApiRowId: id('row/launch-public-api'),
  welcomeHeadingId: id('block/welcome'),
  introParagraphId: id('block/intro'),
  laptopItemId: id('block/laptop'),
  laptopDetailId: id('block/laptop-detail'),
  codeBlockId: id('block/code'),
  dividerBlockId: id('block/divider'),
  calloutBlockId: id('block/callout'),
  reviewDiscussionId: id('discussion/code-review'),
  firstCommentId: id('comment/code-review-question'),
  adaUserId: id('user/ada'),
} as const;

const GRACE_ID = id('user/grace');
const ALAN_ID = id('user/alan');
const ref = (userId: string): UserRef => ({ object: 'user', id: userId });
const ADA = ref(DOCSAPP_SEED.adaUserId);
const GRACE = ref(GRACE_ID);
const ALAN = ref(ALAN_ID);

const USERS: User[] = [
  {
    id: DOCSAPP_SEED.adaUserId,
    type: 'person',
    name: 'Ada Lovelace',
    avatar_url: null,
    person: { email: 'ada@example.com' },
  },
  {
    id: GRACE_ID,
    type: 'person',
    name: 'Grace Hopper',
    avatar_url: null,
    person: { email: 'grace@example.com' },
  },
  {
    id: ALAN_ID,
    type: 'person',
    name: 'Alan Turing',
    avatar_url: null,
    person: { email: 'alan@example.com' },
  },
  { id: INTEGRATION_BOT_ID, type: 'bot', name: 'Plugboard', avatar_url: null, bot: {} },
];

/** Seed timestamps: an hour apart from a fixed morning, so every ordering is deterministic. */
function timeline(): () => string {
  let hour = 0;
  return () => new Date(Date.UTC(2025, 0, 6, 9 + hour++)).toISOString();
}

const option = (column: string, name: string, color: string): Option => ({
  id: id(`option/${column}/${name}`),
  name,
  color,
});
const NOT_STARTED = option('status', 'Not started', 'default');
const IN_PROGRESS = option('status', 'In progress', 'blue');
const DONE = option('status', 'Done', 'green');

/** The roadmap's columns, ids in the service's URL-encoded style. */
const ROADMAP_COLUMNS: Column[] = [
  { id: 'title', name: 'Name', type: 'title' },
  {
    id: 'Z%3ClH',
    name: 'Status',
    type: 'status',
    options: [NOT_STARTED, IN_PROGRESS, DONE],
    groups: [
      { id: id('group/to-do'), name: 'To-do', color: 'gray', option_ids: [NOT_STARTED.id] },
      {
        id: id('group/in-progress'),
        name: 'In progress',
        color: 'blue',
        option_ids: [IN_PROGRESS.id],
      },
      { id: id('group/complete'), name: 'Complete', color: 'green', option_ids: [DONE.id] },
    ],
  },
  {
    id: '%3DbMs',
    name: 'Priority',
    type: 'select',
    options: [
      option('priority', 'High', 'red'),
      option('priority', 'Medium', 'yellow'),
      option('priority', 'Low', 'gray'),
    ],
  },
  {
    id: 'tg%7Bq',
    name: 'Tags',
    type: 'multi_select',
    options: [
      option('tags', 'Backend', 'purple'),
      option('tags', 'Frontend', 'pink'),
      option('tags', 'Infra', 'brown'),
    ],
  },
  { id: 'd%5Bue', name: 'Due', type: 'date' },
  { id: 'e%3Fst', name: 'Estimate', type: 'number', format: 'number' },
  { id: 'o%40wn', name: 'Owner', type: 'people' },
  { id: 'sh%3Ap', name: 'Shipped', type: 'checkbox' },
  { id: 'sp%7Cc', name: 'Spec', type: 'url' },
  { id: 'c%5Dnt', name: 'Contact', type: 'email' },
  { id: 'n%60ts', name: 'Notes', type: 'rich_text' },
];

const ROADMAP_ROWS: { name: string; values: Record<string, unknown> }[] = [
  {
    name: 'launch-public-api',
    values: {
      Name: 'Launch public API',
      Status: 'In progress',
      Priority: 'High',
      Tags: ['Backend'],
      Due: '2025-07-15',
      Estimate: 8,
      Owner: [DOCSAPP_SEED.adaUserId],
      Spec: 'https://docs.example.com/public-api-spec',
      Contact: 'ada@example.com',
      Notes: 'Rate limits and API keys first.',
    },
  },
  {
    name: 'redesign-onboarding',
    values: {
      Name: 'Redesign onboarding',
      Status: 'Not started',
      Priority: 'Medium',
      Tags: ['Frontend'],
      Due: '2025-08-01',
      Estimate: 5,
      Owner: [GRACE_ID],
    },
  },
  {
    name: 'migrate-postgres',
    values: {
      Name: 'Migrate to Postgres 16',
      Status: 'Done',
      Priority: 'High',
      Tags: ['Infra', 'Backend'],
      Due: '2025-05-30',
      Estimate: 13,
      Owner: [ALAN_ID],
      Shipped: true,
    },
  },
  {
    name: 'dark-mode',
    values: {
      Name: 'Dark mode',
      Status: 'In progress',
      Priority: 'Low',
      Tags: ['Frontend'],
      Estimate: 3,
    },
  },
  {
    name: 'audit-logging',
    values: {
      Name: 'Audit logging',
      Status: 'Not started',
      Priority: 'High',
      Tags: ['Backend'],
      Due: '2025-09-10',
      Estimate: 8,
    },
  },
];

interface SeedBlock {
  key: string;
  content: BlockContent;
  children?: SeedBlock[];
}

const text = (
  type: Exclude<BlockContent['type'], 'divider'>,
  content: string,
  key: string,
): SeedBlock => ({
  key,
  content: blockContent(type, { rich_text: richText(content) }),
});

const WIKI_BLOCKS: SeedBlock[] = [
  text('heading_1', 'Welcome', 'welcome'),
  text(
    'paragraph',
    'This wiki collects how the engineering team works: setup, practices and plans.',
    'intro',
  ),
  text('heading_2', 'Onboarding', 'onboarding'),
  {
    ...text('bulleted_list_item', 'Set up your laptop', 'laptop'),
    children: [
      text('paragraph', 'Ask IT for a hardware security key on day one.', 'laptop-detail'),
    ],
  },
  text('bulleted_list_item', 'Read the architecture notes', 'read-notes'),
  text('numbered_list_item', 'Clone the monorepo', 'clone'),
  text('numbered_list_item', 'Run the test suite', 'run-tests'),
  {
    key: 'training',
    content: blockContent('to_do', { rich_text: richText('Finish security training') }),
  },
  {
    key: 'code',
    content: blockContent('code', {
      rich_text: richText('pnpm install && pnpm test'),
      language: 'shell',
    }),
  },
  text('quote', 'Make it work, make it right, make it fast.', 'quote'),
  { key: 'divider', content: blockContent('divider', { rich_text: [] }) },
  text('callout', 'Deploys freeze on Fridays after 3 pm.', 'callout'),
];

const ARCHITECTURE_BLOCKS: SeedBlock[] = [
  text('heading_2', 'Services', 'services'),
  text(
    'paragraph',
    'The API gateway fronts three services: accounts, billing and search.',
    'services-intro',
  ),
  text('heading_2', 'Data', 'data'),
  text('paragraph', 'Each service owns its Postgres schema; no cross-service joins.', 'data-intro'),
];

const MEETING_BLOCKS: SeedBlock[] = [
  text('heading_2', 'Weekly sync, 6 January', 'sync'),
  text('bulleted_list_item', 'Public API beta slips one week.', 'slip'),
  text('bulleted_list_item', 'Hiring: two backend roles open.', 'hiring'),
];

export async function seedDocsapp(workspace: DocsappWorkspace): Promise<void> {
  const next = timeline();
  const author = (by: UserRef) => {
    const at = next();
    return { created_time: at, last_edited_time: at, created_by: by, last_edited_by: by };
  };

  for (const user of USERS) await workspace.users.insert(user);

  async function insertTree(parent: BlockParent, blocks: readonly SeedBlock[]): Promise<void> {
    for (const seed of blocks) {
      const block: Block = {
        id: id(`block/${seed.key}`),
        parent,
        ...author(ADA),
        archived: false,
        in_trash: false,
        ...seed.content,
      };
      await workspace.blocks.insert(block);
      await insertTree({ type: 'block_id', block_id: block.id }, seed.children ?? []);
    }
  }

  async function insertPage(
    pageId: string,
    parent: Page['parent'],
    values: Page['values'],
    emoji: string,
    blocks: readonly SeedBlock[],
  ): Promise<void> {
    await workspace.pages.insert({
      id: pageId,
      ...author(ADA),
      cover: null,
      icon: { type: 'emoji', emoji },
      parent,
      archived: false,
      in_trash: false,
      values,
    });
    await insertTree({ type: 'page_id', page_id: pageId }, blocks);
  }

  const titleOnly = (title: string) => ({
    title: { type: 'title' as const, title: richText(title) },
  });
  await insertPage(
    DOCSAPP_SEED.wikiPageId,
    { type: 'workspace', workspace: true },
    titleOnly('Engineering Wiki'),
    '📚',
    WIKI_BLOCKS,
  );
  await insertPage(
    DOCSAPP_SEED.architecturePageId,
    { type: 'page_id', page_id: DOCSAPP_SEED.wikiPageId },
    titleOnly('Architecture notes'),
    '🏗️',
    ARCHITECTURE_BLOCKS,
  );

  await workspace.databases.insert({
    id: DOCSAPP_SEED.roadmapDatabaseId,
    ...author(GRACE),
    title: richText('Product Roadmap'),
    description: richText('What the team ships this year.'),
    icon: { type: 'emoji', emoji: '🗺️' },
    cover: null,
    parent: { type: 'page_id', page_id: DOCSAPP_SEED.wikiPageId },
    archived: false,
    in_trash: false,
    is_inline: false,
    columns: ROADMAP_COLUMNS,
  });
  const users = await workspace.users.all();
  for (const row of ROADMAP_ROWS) {
    await workspace.pages.insert({
      id: id(`row/${row.name}`),
      ...author(GRACE),
      cover: null,
      icon: null,
      parent: { type: 'database_id', database_id: DOCSAPP_SEED.roadmapDatabaseId },
      archived: false,
      in_trash: false,
      values: writeProperties(ROADMAP_COLUMNS, row.values, {}, users).values,
    });
  }

  await insertPage(
    DOCSAPP_SEED.meetingNotesPageId,
    { type: 'workspace', workspace: true },
    titleOnly('Meeting Notes'),
    '🗓️',
    MEETING_BLOCKS,
  );

  const comment = (
    key: string,
    parent: BlockParent,
    discussion: string,
    by: UserRef,
    content: string,
  ) => {
    const { created_time, last_edited_time } = author(by);
    return workspace.comments.insert({
      id: id(`comment/${key}`),
      parent,
      discussion_id: discussion,
      created_time,
      last_edited_time,
      created_by: by,
      rich_text: richText(content),
    });
  };
  const wiki: BlockParent = { type: 'page_id', page_id: DOCSAPP_SEED.wikiPageId };
  await comment(
    'code-review-question',
    wiki,
    DOCSAPP_SEED.reviewDiscussionId,
    GRACE,
    'Can we add a section on code review?',
  );
  await comment(
    'code-review-answer',
    wiki,
    DOCSAPP_SEED.reviewDiscussionId,
    ADA,
    "Good idea, I'll draft it this week.",
  );
  await comment(
    'hotfix-question',
    { type: 'block_id', block_id: DOCSAPP_SEED.calloutBlockId },
    id('discussion/hotfixes'),
    ALAN,
    'Does the freeze include hotfixes?',
  );
}
