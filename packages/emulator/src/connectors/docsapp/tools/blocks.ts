import { randomUUID } from 'node:crypto';
import type { ToolParams } from '@plugboard/schema';
import { z } from 'zod';
import type { ToolData } from '../../simulator.ts';
import { archivedError, objectNotFound, parseBody, validationError } from '../errors.ts';
import { parseRichText, type RichText, richText } from '../properties/rich-text.ts';
import type {
  Block,
  BlockContent,
  BlockParent,
  BlockType,
  DocsappWorkspace,
  Page,
} from '../store.ts';
import { listPage } from './pagination.ts';

/*
 * Block trees: a page's content is its child blocks, and some blocks hold children of their own
 * (docs/connectors.md §4.1: append, update with the type check, delete archiving children).
 */

/** The block types a caller can write (docs/connectors.md §4.1 page_content_append). */
const WRITABLE_TYPES = [
  'paragraph',
  'heading_1',
  'heading_2',
  'heading_3',
  'bulleted_list_item',
  'numbered_list_item',
  'to_do',
  'quote',
  'callout',
  'code',
  'divider',
] as const satisfies readonly BlockType[];

/** Types whose blocks can hold children; headings only when toggleable. */
const PARENT_TYPES: ReadonlySet<BlockType> = new Set([
  'paragraph',
  'bulleted_list_item',
  'numbered_list_item',
  'to_do',
  'quote',
  'callout',
]);

const DEFAULT_CODE_LANGUAGE = 'plain text';
const DEFAULT_CALLOUT_ICON = { type: 'emoji', emoji: '💡' } as const;

interface BlockText {
  rich_text: RichText[];
  language?: string | undefined;
  checked?: boolean | undefined;
}

/** The type-named part of a new block of `type`, with the service's defaults. */
export function blockContent(type: BlockType, text: BlockText): BlockContent {
  const plain = { rich_text: text.rich_text, color: 'default' };
  switch (type) {
    case 'heading_1':
      return { type, heading_1: { ...plain, is_toggleable: false } };
    case 'heading_2':
      return { type, heading_2: { ...plain, is_toggleable: false } };
    case 'heading_3':
      return { type, heading_3: { ...plain, is_toggleable: false } };
    case 'paragraph':
      return { type, paragraph: plain };
    case 'bulleted_list_item':
      return { type, bulleted_list_item: plain };
    case 'numbered_list_item':
      return { type, numbered_list_item: plain };
    case 'quote':
      return { type, quote: plain };
    case 'to_do':
      return { type, to_do: { ...plain, checked: text.checked ?? false } };
    case 'callout':
      return { type, callout: { ...plain, icon: DEFAULT_CALLOUT_ICON } };
    case 'code':
      return {
        type,
        code: {
          rich_text: text.rich_text,
          caption: [],
          language: text.language ?? DEFAULT_CODE_LANGUAGE,
        },
      };
    case 'divider':
      return { type, divider: {} };
  }
}

/**
 * A `child_blocks` item: the short form page_content_append takes (`{type, text, language}`) or
 * the service's own (`{type: "paragraph", paragraph: {rich_text: […]}}`).
 */
const childBlockSchema = z.looseObject({
  type: z.enum(WRITABLE_TYPES, `should be one of ${WRITABLE_TYPES.join(', ')}`),
  text: z.string().optional(),
  language: z.string().min(1).optional(),
});
const fullFormSchema = z.looseObject({
  rich_text: z.array(z.unknown()).optional(),
  language: z.string().min(1).optional(),
  checked: z.boolean().optional(),
});

export function parseChildBlock(input: unknown, path: string): BlockContent {
  const block = parseBody(childBlockSchema, input, path);
  if (block.text !== undefined || block.type === 'divider') {
    return blockContent(block.type, {
      rich_text: richText(block.text ?? ''),
      language: block.language,
    });
  }
  const full = parseBody(fullFormSchema, block[block.type] ?? {}, `${path}.${block.type}`);
  return blockContent(block.type, {
    rich_text: parseRichText(full.rich_text ?? [], `${path}.${block.type}.rich_text`),
    language: full.language,
    checked: full.checked,
  });
}

/** Stores new blocks, in order, as the last children of `parent`. */
export async function insertBlocks(
  workspace: DocsappWorkspace,
  parent: BlockParent,
  contents: readonly BlockContent[],
): Promise<Block[]> {
  const { now, actor } = workspace;
  const inserted: Block[] = [];
  for (const content of contents) {
    const block: Block = {
      id: randomUUID(),
      parent,
      created_time: now,
      last_edited_time: now,
      created_by: actor,
      last_edited_by: actor,
      archived: false,
      in_trash: false,
      ...content,
    };
    inserted.push(await workspace.blocks.insert(block));
  }
  return inserted;
}

function parentId(parent: BlockParent): string {
  return parent.type === 'page_id' ? parent.page_id : parent.block_id;
}

/** The ids of blocks and pages that have live children. */
function withChildren(all: readonly Block[]): Set<string> {
  return new Set(all.filter((block) => !block.archived).map((block) => parentId(block.parent)));
}

/** docs/tool-results.md Block: the stored block with `object` and `has_children`. */
function renderBlock(block: Block, parents: ReadonlySet<string>): ToolData {
  return { object: 'block', ...block, has_children: parents.has(block.id) };
}

type Container = { kind: 'page'; page: Page } | { kind: 'block'; block: Block };

/** A page or a live block: what has children. Pages answer even when archived; blocks do not. */
async function findContainer(workspace: DocsappWorkspace, id: string): Promise<Container> {
  const page = await workspace.pages.get(id);
  if (page !== undefined) return { kind: 'page', page };
  return { kind: 'block', block: await findLiveBlock(workspace, id) };
}

/** A block that is not deleted; a deleted (archived) block answers not found. */
async function findLiveBlock(workspace: DocsappWorkspace, id: string): Promise<Block> {
  const block = await workspace.blocks.get(id);
  if (block === undefined || block.archived) throw objectNotFound('block', id);
  return block;
}

/** `block` with new text (and, for code, language); color, icon and toggling are kept. */
function withText(block: Block, rich_text: RichText[], language: string | undefined): Block {
  switch (block.type) {
    case 'heading_1':
      return { ...block, heading_1: { ...block.heading_1, rich_text } };
    case 'heading_2':
      return { ...block, heading_2: { ...block.heading_2, rich_text } };
    case 'heading_3':
      return { ...block, heading_3: { ...block.heading_3, rich_text } };
    case 'paragraph':
      return { ...block, paragraph: { ...block.paragraph, rich_text } };
    case 'bulleted_list_item':
      return { ...block, bulleted_list_item: { ...block.bulleted_list_item, rich_text } };
    case 'numbered_list_item':
      return { ...block, numbered_list_item: { ...block.numbered_list_item, rich_text } };
    case 'to_do':
      return { ...block, to_do: { ...block.to_do, rich_text } };
    case 'quote':
      return { ...block, quote: { ...block.quote, rich_text } };
    case 'callout':
      return { ...block, callout: { ...block.callout, rich_text } };
    case 'code':
      return {
        ...block,
        code: { ...block.code, rich_text, language: language ?? block.code.language },
      };
    case 'divider':
      return block;
  }
}

function canHoldChildren(block: Block): boolean {
  if (block.type === 'heading_1') return block.heading_1.is_toggleable;
  if (block.type === 'heading_2') return block.heading_2.is_toggleable;
  if (block.type === 'heading_3') return block.heading_3.is_toggleable;
  return PARENT_TYPES.has(block.type);
}

/** docsapp_page_content_get: the live children of a page or block, one page at a time. */
export async function getPageContent(
  params: ToolParams<'docsapp_page_content_get'>,
  workspace: DocsappWorkspace,
): Promise<ToolData> {
  await findContainer(workspace, params.block_id);
  const all = await workspace.blocks.all();
  const children = all.filter(
    (block) => !block.archived && parentId(block.parent) === params.block_id,
  );
  const parents = withChildren(all);
  return listPage(children, params, 'block', (block) => renderBlock(block, parents));
}

/** docsapp_page_content_append: new blocks after the last child of a page or block. */
export async function appendPageContent(
  params: ToolParams<'docsapp_page_content_append'>,
  workspace: DocsappWorkspace,
): Promise<ToolData> {
  const container = await findContainer(workspace, params.block_id);
  let parent: BlockParent;
  if (container.kind === 'page') {
    if (container.page.archived) throw archivedError('page');
    parent = { type: 'page_id', page_id: container.page.id };
    await workspace.pages.update({
      ...container.page,
      last_edited_time: workspace.now,
      last_edited_by: workspace.actor,
    });
  } else {
    if (!canHoldChildren(container.block)) {
      throw validationError(`Block type ${container.block.type} does not support children.`);
    }
    parent = { type: 'block_id', block_id: container.block.id };
  }
  const contents = params.blocks.map((block) =>
    blockContent(block.type, { rich_text: richText(block.text ?? ''), language: block.language }),
  );
  const appended = await insertBlocks(workspace, parent, contents);
  const parents = withChildren(await workspace.blocks.all());
  return listPage(appended, {}, 'block', (block) => renderBlock(block, parents));
}

/** docsapp_block_update: new text for a block; the type given must be the block's own. */
export async function updateBlock(
  params: ToolParams<'docsapp_block_update'>,
  workspace: DocsappWorkspace,
): Promise<ToolData> {
  const block = await findLiveBlock(workspace, params.block_id);
  if (block.type !== params.type) {
    throw validationError(
      `Block type ${params.type} does not match the existing block type ${block.type}; the type of a block cannot change.`,
    );
  }
  const updated = await workspace.blocks.update({
    ...withText(block, richText(params.text), params.language),
    last_edited_time: workspace.now,
    last_edited_by: workspace.actor,
  });
  return renderBlock(updated, withChildren(await workspace.blocks.all()));
}

/** docsapp_block_delete: archives the block and every block under it. */
export async function deleteBlock(
  params: ToolParams<'docsapp_block_delete'>,
  workspace: DocsappWorkspace,
): Promise<ToolData> {
  const block = await findLiveBlock(workspace, params.block_id);
  const all = await workspace.blocks.all();
  const doomed = new Set([block.id]);
  // Blocks are stored parents first, so one pass in order reaches every descendant.
  for (const candidate of all) {
    if (doomed.has(parentId(candidate.parent))) doomed.add(candidate.id);
  }
  const archived = { archived: true, in_trash: true, last_edited_time: workspace.now };
  for (const candidate of all) {
    if (doomed.has(candidate.id) && !candidate.archived) {
      await workspace.blocks.update({ ...candidate, ...archived, last_edited_by: workspace.actor });
    }
  }
  return renderBlock({ ...block, ...archived, last_edited_by: workspace.actor }, new Set());
}
