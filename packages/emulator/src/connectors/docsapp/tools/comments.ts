import { randomUUID } from 'node:crypto';
import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { objectNotFound } from '../errors.ts';
import { parseRichText } from '../properties/rich-text.ts';
import type { BlockParent, Comment, DocsappWorkspace } from '../store.ts';
import { listPage } from './pagination.ts';

/** docs/tool-results.md Comment. */
function renderComment(comment: Comment): ToolData {
  return { object: 'comment', ...comment };
}

function parentId(parent: BlockParent): string {
  return parent.type === 'page_id' ? parent.page_id : parent.block_id;
}

/** Where a new comment goes: a new discussion on a page, or the discussion it replies in. */
async function commentTarget(
  params: ToolParams<'docsapp_comment_create'>,
  workspace: DocsappWorkspace,
): Promise<{ parent: BlockParent; discussionId: string }> {
  if (params.parent !== undefined) {
    const pageId = params.parent.page_id;
    if ((await workspace.pages.get(pageId)) === undefined) throw objectNotFound('page', pageId);
    return { parent: { type: 'page_id', page_id: pageId }, discussionId: randomUUID() };
  }
  const wanted = params.discussion_id;
  const thread = (await workspace.comments.all()).find(
    (comment) => comment.discussion_id === wanted,
  );
  if (wanted === undefined || thread === undefined) {
    throw objectNotFound('discussion', wanted ?? '(none given)');
  }
  return { parent: thread.parent, discussionId: wanted };
}

/**
 * docsapp_comment_create: a page comment opens a new discussion; a comment with `discussion_id`
 * replies in that discussion, on whatever the discussion is attached to.
 */
export async function createComment(
  params: ToolParams<'docsapp_comment_create'>,
  workspace: DocsappWorkspace,
): Promise<ToolData> {
  const { parent, discussionId } = await commentTarget(params, workspace);
  const comment = await workspace.comments.insert({
    id: randomUUID(),
    parent,
    discussion_id: discussionId,
    created_time: workspace.now,
    last_edited_time: workspace.now,
    created_by: workspace.actor,
    rich_text: parseRichText(params.comment.rich_text, 'comment.rich_text'),
  });
  return renderComment(comment);
}

/** docsapp_comment_retrieve */
export async function retrieveComment(
  params: ToolParams<'docsapp_comment_retrieve'>,
  workspace: DocsappWorkspace,
): Promise<ToolData> {
  const comment = await workspace.comments.get(params.comment_id);
  if (comment === undefined) throw objectNotFound('comment', params.comment_id);
  return renderComment(comment);
}

/** docsapp_comments_fetch: the comments on a page or a live block, oldest first. */
export async function fetchComments(
  params: ToolParams<'docsapp_comments_fetch'>,
  workspace: DocsappWorkspace,
): Promise<ToolData> {
  const id = params.block_id;
  const page = await workspace.pages.get(id);
  const block = page === undefined ? await workspace.blocks.get(id) : undefined;
  if (page === undefined && (block === undefined || block.archived)) {
    throw objectNotFound('block', id);
  }
  const comments = (await workspace.comments.all()).filter(
    (comment) => parentId(comment.parent) === id,
  );
  return listPage(comments, params, 'comment', renderComment);
}
