import { emailWord, variantChooser } from '../../account-variant.ts';
import {
  type BlockContent,
  type Column,
  INTEGRATION_BOT_ID,
  type Option,
  type User,
} from '../store.ts';

/*
 * The workspace every docsapp account starts with: an engineering team's wiki with a block tree,
 * a roadmap database with typed columns and rows, a sub-page, a discussion and users. Ids are
 * stable (the same in every account, made from the names and keys here by seed.ts and
 * build-ids.ts) so tests and demo scripts can name them.
 */

/** The seed names of what a test or a demo can rely on, by key; build-ids.ts makes their ids. */
export const DOCSAPP_SEED_NAMES = {
  wikiPageId: 'page/engineering-wiki',
  architecturePageId: 'page/architecture-notes',
  meetingNotesPageId: 'page/meeting-notes',
  roadmapDatabaseId: 'database/product-roadmap',
  launchApiRowId: 'row/launch-public-api',
  welcomeHeadingId: 'block/welcome',
  introParagraphId: 'block/intro',
  laptopItemId: 'block/laptop',
  laptopDetailId: 'block/laptop-detail',
  codeBlockId: 'block/code',
  dividerBlockId: 'block/divider',
  calloutBlockId: 'block/callout',
  reviewDiscussionId: 'discussion/code-review',
  firstCommentId: 'comment/code-review-question',
  adaUserId: 'user/ada',
} as const;

/** A person of the workspace; its id is made from `key`, as `user/<key>`. */
export interface SeedPerson {
  key: 'ada' | 'grace' | 'alan';
  name: string;
  email: string;
}

export const SEED_PEOPLE: SeedPerson[] = [
  { key: 'ada', name: 'Ada Lovelace', email: 'ada@example.com' },
  { key: 'grace', name: 'Grace Hopper', email: 'grace@example.com' },
  { key: 'alan', name: 'Alan Turing', email: 'alan@example.com' },
];

// None of them is one of SEED_PEOPLE.
const PEOPLE_POOL = [
  'Barbara Liskov',
  'Edsger Dijkstra',
  'Frances Allen',
  'John McCarthy',
  'Katherine Johnson',
  'Ken Thompson',
  'Margaret Hamilton',
  'Radia Perlman',
  'Donald Knuth',
  'Annie Easley',
] as const;

/**
 * The people of the workspace of the account `identifier`: SEED_PEOPLE for an owner's first
 * account, others its slot chooses for a further one (`<owner>#<slot>`), in the same places
 * (docs/internals/emulator.md §"Each account its own data").
 */
export function seedPeople(identifier: string): SeedPerson[] {
  const chooser = variantChooser(identifier);
  if (chooser === null) return SEED_PEOPLE;
  const names = chooser.pickDistinct('people', PEOPLE_POOL, SEED_PEOPLE.length);
  return SEED_PEOPLE.map(({ key }, index) => {
    const name = names[index] ?? PEOPLE_POOL[0];
    return { key, name, email: `${emailWord(name.split(' ')[0] ?? name)}@example.com` };
  });
}

/** The integration itself, a bot user of every workspace. */
export const BOT_USER: User = {
  id: INTEGRATION_BOT_ID,
  type: 'bot',
  name: 'Plugboard',
  avatar_url: null,
  bot: {},
};

/** A status column's group: the options it gathers, by name; its id is made from `key`. */
export interface SeedGroup {
  key: string;
  name: string;
  color: string;
  options: string[];
}

/**
 * A roadmap column as the seed writes it: options without ids (seed.ts makes them from the column
 * and option names) and status groups naming their options.
 */
export interface SeedColumn extends Omit<Column, 'options' | 'groups'> {
  options?: Omit<Option, 'id'>[];
  groups?: SeedGroup[];
}

/** The roadmap's columns, ids in the service's URL-encoded style. */
export const ROADMAP_COLUMNS: SeedColumn[] = [
  { id: 'title', name: 'Name', type: 'title' },
  {
    id: 'Z%3ClH',
    name: 'Status',
    type: 'status',
    options: [
      { name: 'Not started', color: 'default' },
      { name: 'In progress', color: 'blue' },
      { name: 'Done', color: 'green' },
    ],
    groups: [
      { key: 'to-do', name: 'To-do', color: 'gray', options: ['Not started'] },
      { key: 'in-progress', name: 'In progress', color: 'blue', options: ['In progress'] },
      { key: 'complete', name: 'Complete', color: 'green', options: ['Done'] },
    ],
  },
  {
    id: '%3DbMs',
    name: 'Priority',
    type: 'select',
    options: [
      { name: 'High', color: 'red' },
      { name: 'Medium', color: 'yellow' },
      { name: 'Low', color: 'gray' },
    ],
  },
  {
    id: 'tg%7Bq',
    name: 'Tags',
    type: 'multi_select',
    options: [
      { name: 'Backend', color: 'purple' },
      { name: 'Frontend', color: 'pink' },
      { name: 'Infra', color: 'brown' },
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

/**
 * The roadmap's rows: each row's id is made from its `name`, and a people value names its users
 * by key.
 */
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
      Owner: ['ada'],
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
      Owner: ['grace'],
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
      Owner: ['alan'],
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
