'use client';

import { formatDateTime } from '../common/format.ts';
import type { CrmComment, CrmThread } from '../common/result-parts.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { CRM_VIEWER_STRINGS } from './crm-strings.ts';
import { ShortId } from './short-id.tsx';

function CommentItem({ comment }: { comment: CrmComment }) {
  const strings = useViewerStrings('crm', CRM_VIEWER_STRINGS);
  return (
    <li className="pb-comment" data-resolved={comment.resolved_at ? true : undefined}>
      <p className="pb-comment__meta">
        <span className="pb-comment__author">
          {comment.author.type === 'workspace-member' ? strings.member : comment.author.type}
          {comment.author.id && (
            <>
              {' '}
              <ShortId id={comment.author.id} />
            </>
          )}
        </span>
        <time dateTime={comment.created_at}>{formatDateTime(comment.created_at)}</time>
        {comment.resolved_at && (
          <span className="pb-tag" data-tone="success">
            {strings.resolved}
          </span>
        )}
      </p>
      <p className="pb-comment__text">{comment.content_plaintext}</p>
    </li>
  );
}

/** CrmComment threads on a record or list entry (crm_list_threads), replies in order. */
export function CommentThreads({ threads }: { threads: readonly CrmThread[] }) {
  const strings = useViewerStrings('crm', CRM_VIEWER_STRINGS);
  return (
    <div className="pb-viewer pb-threads" data-viewer="crm-threads">
      {threads.map((thread, index) => (
        <ol key={thread.id.thread_id} className="pb-thread" aria-label={strings.thread(index + 1)}>
          {thread.comments.map((comment) => (
            <CommentItem key={comment.id.comment_id} comment={comment} />
          ))}
        </ol>
      ))}
    </div>
  );
}

/** Single comments (crm_create_comment, crm_get_comment). */
export function CommentList({ comments }: { comments: readonly CrmComment[] }) {
  const strings = useViewerStrings('crm', CRM_VIEWER_STRINGS);
  return (
    <ol className="pb-viewer pb-thread" data-viewer="crm-comments" aria-label={strings.comments}>
      {comments.map((comment) => (
        <CommentItem key={comment.id.comment_id} comment={comment} />
      ))}
    </ol>
  );
}
