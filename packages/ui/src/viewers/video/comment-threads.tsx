'use client';

import { formatDateTime } from '../common/format.ts';
import type { VideoComment, VideoCommentThread } from '../common/result-parts.ts';
import { safeImageSrc } from '../common/safe-href.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { VIDEO_VIEWER_STRINGS } from './video-strings.ts';

/**
 * The comment's text. `textDisplay` is HTML the platform renders; showing it as text would show
 * tags and rendering it would trust other people's markup, so the plain `textOriginal` is used,
 * and without it `textDisplay` with its tags removed.
 */
function commentText(comment: VideoComment): string {
  const { textOriginal, textDisplay } = comment.snippet;
  if (textOriginal !== undefined) return textOriginal;
  return (textDisplay ?? '').replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, '');
}

function CommentItem({ comment }: { comment: VideoComment }) {
  const strings = useViewerStrings('video', VIDEO_VIEWER_STRINGS);
  const { snippet } = comment;
  const avatar = safeImageSrc(snippet.authorProfileImageUrl);
  const likes = snippet.likeCount ?? 0;
  return (
    <li className="pb-comment">
      <p className="pb-comment__meta">
        {avatar && <img className="pb-avatar" src={avatar} alt="" width={32} height={32} />}
        <span className="pb-comment__author">{snippet.authorDisplayName}</span>
        <time dateTime={snippet.publishedAt}>{formatDateTime(snippet.publishedAt)}</time>
        {likes > 0 && <span>{strings.likeCount(likes)}</span>}
      </p>
      <p className="pb-comment__text">{commentText(comment)}</p>
    </li>
  );
}

/** Comment threads of a video (video_comment_threads_list, _insert): top comment and replies. */
export function CommentThreads({ threads }: { threads: readonly VideoCommentThread[] }) {
  const strings = useViewerStrings('video', VIDEO_VIEWER_STRINGS);
  return (
    <div className="pb-viewer pb-threads" data-viewer="video-comment-threads">
      {threads.map((thread) => {
        const replies = thread.replies?.comments ?? [];
        // Without the snippet part, a thread is its replies alone.
        const top = thread.snippet?.topLevelComment;
        const total = thread.snippet?.totalReplyCount ?? replies.length;
        return (
          <ol
            key={thread.id}
            className="pb-thread"
            aria-label={top && strings.threadBy(top.snippet.authorDisplayName)}
          >
            {top && <CommentItem comment={top} />}
            {replies.length > 0 && (
              <li>
                <ol className="pb-thread" aria-label={strings.replies}>
                  {replies.map((reply) => (
                    <CommentItem key={reply.id} comment={reply} />
                  ))}
                </ol>
              </li>
            )}
            {total > replies.length && (
              <li className="pb-comment__more">{strings.repliesInAll(total)}</li>
            )}
          </ol>
        );
      })}
    </div>
  );
}

/** Comments on their own (video_comments_list): replies to one thread, or comments by id. */
export function CommentList({ comments }: { comments: readonly VideoComment[] }) {
  const strings = useViewerStrings('video', VIDEO_VIEWER_STRINGS);
  return (
    <ol className="pb-viewer pb-thread" data-viewer="video-comments" aria-label={strings.comments}>
      {comments.map((comment) => (
        <CommentItem key={comment.id} comment={comment} />
      ))}
    </ol>
  );
}
