import { stableId } from '../../stable-id.ts';
import {
  type BlockContent,
  type Column,
  INTEGRATION_BOT_ID,
  type Option,
  type User,
  type UserRef,
} from '../store.ts';

/*
 * The workspace every docsapp account starts with: an engineering team's wiki with a block tree,
 * a roadmap database with typed columns and rows, a sub-page, a discussion and users. Ids are
 * stable (the same in every account) so tests and demo scripts can name them.
 */

/** The stable id of a seed object, the same in every account. */
export const seedId = (name: string) => stableId(`docsapp/${name}`);

/** Seed ids a test or a demo can rely on. */
export const DOCSAPP_SEED = {
  wikiPageId: seedId('page/engineering-wiki'),
  architecturePageId: seedId('page/architecture-notes'),
  meetingNotesPageId: seedId('page/meeting-notes'),
  roadmapDatabaseId: seedId('database/product-roadmap'),
  launchApiRowId: seedId('row/launch-public-api'),
  welcomeHeadingId: seedId('block/welcome'),
  introParagraphId: seedId('block/intro'),
  laptopItemId: seedId('block/laptop'),
  laptopDetailId: seedId('block/laptop-detail'),
  codeBlockId: seedId('block/code'),
  dividerBlockId: seedId('block/divider'),
  calloutBlockId: seedId('block/callout'),
  reviewDiscussionId: seedId('discussion/code-review'),
  firstCommentId: seedId('comment/code-review-question'),
  adaUserId: seedId('user/ada'),
} as const;

const GRACE_ID = seedId('user/grace');
const ALAN_ID = seedId('user/alan');
const ref = (userId: string): UserRef => ({ object: 'user', id: userId });
export const ADA = ref(DOCSAPP_SEED.adaUserId);
export const GRACE = ref(GRACE_ID);
export const ALAN = ref(ALAN_ID);

export const USERS: User[] = [
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

const option = (column: string, name: string, color: string): Option => ({
  id: seedId(`option/${column}/${name}`),
  name,
  color,
});
const NOT_STARTED = option('status', 'Not started', 'default');
const IN_PROGRESS = option('status', 'In progress', 'blue');
const DONE = option('status', 'Done', 'green');

/** The roadmap's columns, ids in the service's URL-encoded style. */
export const ROADMAP_COLUMNS: Column[] = [
  { id: 'title', name: 'Name', type: 'title' },
  {
    id: 'Z%3ClH',
    name: 'Status',
    type: 'status',
    options: [NOT_STARTED, IN_PROGRESS, DONE],
    groups: [
      { id: seedId('group/to-do'), name: 'To-do', color: 'gray', option_ids: [NOT_STARTED.id] },
      {
        id: seedId('group/in-progress'),
        name: 'In progress',
        color: 'blue',
        option_ids: [IN_PROGRESS.id],
      },
      { id: seedId('group/complete'), name: 'Complete', color: 'green', option_ids: [DONE.id] },
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

export const ROADMAP_ROWS: { name: string; values: Record<string, unknown> }[] = [
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

/** A block of a seed page: its type, its text and the blocks nested under it. */
export interface SeedBlock {
  key: string;
  type: BlockContent['type'];
  text?: string;
  /** A code block's language. */
  language?: string;
  children?: SeedBlock[];
}

export const WIKI_BLOCKS: SeedBlock[] = [
  { key: 'welcome', type: 'heading_1', text: 'Welcome' },
  {
    key: 'intro',
    type: 'paragraph',
    text: 'This wiki collects how the engineering team works: setup, practices and plans.',
  },
  { key: 'onboarding', type: 'heading_2', text: 'Onboarding' },
  {
    key: 'laptop',
    type: 'bulleted_list_item',
    text: 'Set up your laptop',
    children: [
      {
        key: 'laptop-detail',
        type: 'paragraph',
        text: 'Ask IT for a hardware security key on day one.',
      },
    ],
  },
  { key: 'read-notes', type: 'bulleted_list_item', text: 'Read the architecture notes' },
  { key: 'clone', type: 'numbered_list_item', text: 'Clone the monorepo' },
  { key: 'run-tests', type: 'numbered_list_item', text: 'Run the test suite' },
  { key: 'training', type: 'to_do', text: 'Finish security training' },
  { key: 'code', type: 'code', text: 'pnpm install && pnpm test', language: 'shell' },
  { key: 'quote', type: 'quote', text: 'Make it work, make it right, make it fast.' },
  { key: 'divider', type: 'divider' },
  { key: 'callout', type: 'callout', text: 'Deploys freeze on Fridays after 3 pm.' },
];

export const ARCHITECTURE_BLOCKS: SeedBlock[] = [
  { key: 'services', type: 'heading_2', text: 'Services' },
  {
    key: 'services-intro',
    type: 'paragraph',
    text: 'The API gateway fronts three services: accounts, billing and search.',
  },
  { key: 'data', type: 'heading_2', text: 'Data' },
  {
    key: 'data-intro',
    type: 'paragraph',
    text: 'Each service owns its Postgres schema; no cross-service joins.',
  },
];

export const MEETING_BLOCKS: SeedBlock[] = [
  { key: 'sync', type: 'heading_2', text: 'Weekly sync, 6 January' },
  { key: 'slip', type: 'bulleted_list_item', text: 'Public API beta slips one week.' },
  { key: 'hiring', type: 'bulleted_list_item', text: 'Hiring: two backend roles open.' },
];
