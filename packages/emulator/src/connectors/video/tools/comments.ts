import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { canSeeVideo, sharedById } from '../access/access.ts';
import { commentRenderer, TEXT_FORMATS } from '../api/comment-resource.ts';
import { listResponse, pageOf, wholeList } from '../api/pagination.ts';
import { choice, commaList } from '../api/params.ts';
import { notFound } from '../errors.ts';
import type { VideoWorkspace } from '../store.ts';

/**
 * video_comments_list by exactly one filter: the replies to a top-level comment (`parent_id`,
 * oldest first, paged) or comments by id (top-level or replies, not paged). `text_format` is
 * `html` (the default: escaped, links as links, `<br>` lines) or `plainText`.
 */
export async function listComments(
  params: ToolParams<'video_comments_list'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const format = choice('textFormat', params.text_format, TEXT_FORMATS, 'html');
  const render = await commentRenderer(workspace, format);
  const videos = await sharedById(workspace.videos);
  const comments = (await workspace.comments.allShared()).filter((comment) => {
    const video = videos.get(comment.videoId);
    return video !== undefined && canSeeVideo(workspace, video);
  });
  const kind = 'youtube#commentListResponse';
  if (params.id !== undefined) {
    const found = commaList(params.id).flatMap((id) => comments.filter((c) => c.id === id));
    return listResponse(kind, wholeList(found.map(render)));
  }
  const parentId = params.parent_id ?? '';
  if (!comments.some((comment) => comment.id === parentId && comment.parentId === null)) {
    throw notFound(
      'youtube.comment',
      'commentNotFound',
      `No top-level comment has the id ${parentId}; parent_id takes a comment thread's id.`,
      { location: 'parentId' },
    );
  }
  const replies = comments
    .filter((comment) => comment.parentId === parentId)
    .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
  const page = pageOf(replies, {
    maxResults: params.max_results ?? 20,
    pageToken: params.page_token,
  });
  return listResponse(kind, { ...page, items: page.items.map(render) });
}
