import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { canSeeVideo, existingChannel, sharedById, visibleVideo } from '../access/access.ts';
import { commentRenderer } from '../api/comment-resource.ts';
import { newId } from '../api/ids.ts';
import { listResponse, pageOf, wholeList } from '../api/pagination.ts';
import { choice, commaList } from '../api/params.ts';
import { requestedParts, withParts } from '../api/parts.ts';
import { badRequest, forbidden } from '../errors.ts';
import { type Comment, type Video, type VideoWorkspace, videoTime } from '../store.ts';

const THREAD_PARTS = ['id', 'snippet', 'replies'] as const;

/** How many replies a thread carries; comments_list with parent_id gives them all. */
const REPLIES_SHOWN = 5;
/** The service's limit on a comment's text. */
const MAX_TEXT = 10_000;

/** A thread: its top-level comment and its replies, oldest first. */
interface Thread {
  top: Comment;
  replies: Comment[];
}

function threadsOf(comments: readonly Comment[]): Thread[] {
  return comments
    .filter((comment) => comment.parentId === null)
    .map((top) => ({
      top,
      replies: comments
        .filter((comment) => comment.parentId === top.id)
        .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt)),
    }));
}

function commentsDisabled(video: Video) {
  return forbidden(
    'youtube.commentThread',
    `The video ${video.id} has disabled comments.`,
    'commentsDisabled',
    { location: 'videoId' },
  );
}

async function renderThreads(
  workspace: VideoWorkspace,
  threads: readonly Thread[],
  parts: ReadonlySet<string>,
) {
  const render = await commentRenderer(workspace, 'html');
  return threads.map(({ top, replies }) =>
    withParts('youtube#commentThread', top.id, parts, {
      snippet: {
        channelId: top.channelId,
        videoId: top.videoId,
        topLevelComment: render(top),
        canReply: true,
        totalReplyCount: replies.length,
        isPublic: true,
      },
      // The service leaves `replies` out of a thread that has none.
      ...(replies.length > 0 && {
        replies: { comments: replies.slice(0, REPLIES_SHOWN).map(render) },
      }),
    }),
  );
}

function relevance({ top, replies }: Thread): number {
  return top.likeCount + 2 * replies.length;
}

/**
 * video_comment_threads_list by exactly one filter: a video's threads, the threads on every
 * video of a channel, or threads by id (not paged). `order` is `time` (newest first, the default)
 * or `relevance` (most liked and replied first); `search_terms` keeps the threads whose comment or
 * a reply contains them (any case).
 */
export async function listCommentThreads(
  params: ToolParams<'video_comment_threads_list'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const parts = requestedParts(params.part, THREAD_PARTS, 'comment thread');
  const kind = 'youtube#commentThreadListResponse';
  const videos = await sharedById(workspace.videos);
  const onVisibleVideo = (thread: Thread) => {
    const video = videos.get(thread.top.videoId);
    return video !== undefined && canSeeVideo(workspace, video);
  };
  const threads = threadsOf(await workspace.comments.allShared()).filter(onVisibleVideo);
  if (params.id !== undefined) {
    const found = commaList(params.id).flatMap((id) =>
      threads.filter((thread) => thread.top.id === id),
    );
    return listResponse(kind, wholeList(await renderThreads(workspace, found, parts)));
  }
  let found: Thread[];
  if (params.video_id !== undefined) {
    const video = await visibleVideo(workspace, params.video_id, 'videoId');
    if (video.commentsDisabled) throw commentsDisabled(video);
    found = threads.filter((thread) => thread.top.videoId === video.id);
  } else {
    const channelId = params.all_threads_related_to_channel_id ?? '';
    await existingChannel(workspace, channelId, 'allThreadsRelatedToChannelId');
    found = threads.filter((thread) => thread.top.channelId === channelId);
  }
  const terms = params.search_terms?.toLowerCase();
  if (terms !== undefined) {
    found = found.filter(({ top, replies }) =>
      [top, ...replies].some((comment) => comment.text.toLowerCase().includes(terms)),
    );
  }
  const order = choice('order', params.order, ['time', 'relevance'], 'time');
  const newest = (a: Thread, b: Thread) => b.top.publishedAt.localeCompare(a.top.publishedAt);
  found.sort(order === 'time' ? newest : (a, b) => relevance(b) - relevance(a) || newest(a, b));
  const page = pageOf(found, { maxResults: params.max_results, pageToken: params.page_token });
  return listResponse(kind, { ...page, items: await renderThreads(workspace, page.items, parts) });
}

/**
 * video_comment_threads_insert: a top-level comment by the account's channel on a video it can
 * see whose comments are on; the video's comment count goes up by one.
 */
export async function insertCommentThread(
  params: ToolParams<'video_comment_threads_insert'>,
  workspace: VideoWorkspace,
): Promise<ToolData> {
  const video = await visibleVideo(workspace, params.video_id, 'videoId');
  if (video.commentsDisabled) throw commentsDisabled(video);
  if (params.text.length > MAX_TEXT) {
    throw badRequest(
      'youtube.commentThread',
      'commentTextTooLong',
      `The comment text must be at most ${MAX_TEXT} characters.`,
      { location: 'snippet.topLevelComment.snippet.textOriginal' },
    );
  }
  const at = videoTime(workspace.now);
  const top: Comment = {
    id: newId('thread'),
    videoId: video.id,
    channelId: video.channelId,
    parentId: null,
    authorChannelId: workspace.myChannelId,
    text: params.text,
    likeCount: 0,
    publishedAt: at,
    updatedAt: at,
  };
  await workspace.comments.insert(top);
  await workspace.videos.update({ ...video, commentCount: video.commentCount + 1 });
  const [thread] = await renderThreads(workspace, [{ top, replies: [] }], new Set(['snippet']));
  return thread ?? {};
}
