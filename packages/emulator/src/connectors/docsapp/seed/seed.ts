import { writeProperties } from '../properties/property-values.ts';
import { richText } from '../properties/rich-text.ts';
import type {
  Block,
  BlockContent,
  BlockParent,
  Column,
  DocsappWorkspace,
  Page,
  User,
  UserRef,
} from '../store.ts';
import { blockContent } from '../tools/blocks.ts';
import { DOCSAPP_SEED, seedId } from './build-ids.ts';
import {
  ARCHITECTURE_BLOCKS,
  BOT_USER,
  MEETING_BLOCKS,
  ROADMAP_COLUMNS,
  ROADMAP_ROWS,
  type SeedBlock,
  type SeedColumn,
  type SeedPerson,
  seedPeople,
  WIKI_BLOCKS,
} from './workspace.ts';

const userId = (key: SeedPerson['key']) => seedId(`user/${key}`);
const userRef = (key: SeedPerson['key']): UserRef => ({ object: 'user', id: userId(key) });
const ADA = userRef('ada');
const GRACE = userRef('grace');
const ALAN = userRef('alan');

function person(seed: SeedPerson): User {
  return {
    id: userId(seed.key),
    type: 'person',
    name: seed.name,
    avatar_url: null,
    person: { email: seed.email },
  };
}

/** A roadmap column with ids for its options (from the column's name) and status groups. */
function column({ options, groups, ...rest }: SeedColumn): Column {
  const optionId = (name: string) => seedId(`option/${rest.name.toLowerCase()}/${name}`);
  return {
    ...rest,
    ...(options !== undefined && {
      options: options.map((option) => ({ id: optionId(option.name), ...option })),
    }),
    ...(groups !== undefined && {
      groups: groups.map(({ key, options: names, ...group }) => ({
        id: seedId(`group/${key}`),
        ...group,
        option_ids: names.map(optionId),
      })),
    }),
  };
}

const PEOPLE_COLUMNS = new Set(
  ROADMAP_COLUMNS.filter((seed) => seed.type === 'people').map((seed) => seed.name),
);

/** A roadmap row's values, its people values turned from user keys into user ids. */
function rowValues(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      PEOPLE_COLUMNS.has(name) ? (value as SeedPerson['key'][]).map(userId) : value,
    ]),
  );
}

/** Seed timestamps: an hour apart from a fixed morning, so every ordering is deterministic. */
function timeline(): () => string {
  let hour = 0;
  return () => new Date(Date.UTC(2025, 0, 6, 9 + hour++)).toISOString();
}

/** A seed block's content, with the service's defaults; a divider has no text. */
function contentOf(seed: SeedBlock): BlockContent {
  return blockContent(seed.type, {
    rich_text: seed.text === undefined ? [] : richText(seed.text),
    language: seed.language,
  });
}

/** Writes the seed workspace (workspace.ts) into a new account's store. */
export async function seedDocsapp(workspace: DocsappWorkspace): Promise<void> {
  const next = timeline();
  const author = (by: UserRef) => {
    const at = next();
    return { created_time: at, last_edited_time: at, created_by: by, last_edited_by: by };
  };

  for (const user of [...seedPeople(workspace.identifier).map(person), BOT_USER])
    await workspace.users.insert(user);

  async function insertTree(parent: BlockParent, blocks: readonly SeedBlock[]): Promise<void> {
    for (const seed of blocks) {
      const block: Block = {
        id: seedId(`block/${seed.key}`),
        parent,
        ...author(ADA),
        archived: false,
        in_trash: false,
        ...contentOf(seed),
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

  const columns = ROADMAP_COLUMNS.map(column);
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
    columns,
  });
  const users = await workspace.users.all();
  for (const row of ROADMAP_ROWS) {
    await workspace.pages.insert({
      id: seedId(`row/${row.name}`),
      ...author(GRACE),
      cover: null,
      icon: null,
      parent: { type: 'database_id', database_id: DOCSAPP_SEED.roadmapDatabaseId },
      archived: false,
      in_trash: false,
      values: writeProperties(columns, rowValues(row.values), {}, users).values,
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
      id: seedId(`comment/${key}`),
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
    seedId('discussion/hotfixes'),
    ALAN,
    'Does the freeze include hotfixes?',
  );
}
