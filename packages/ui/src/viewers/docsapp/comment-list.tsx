'use client';

import { formatDateTime } from '../common/format.ts';
import type { DocsappComment } from '../common/result-parts.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { DOCSAPP_VIEWER_STRINGS } from './docsapp-strings.ts';
import { RichTextView } from './rich-text.tsx';

/** Comments grouped by discussion, in the order the service listed them. */
function byDiscussion(comments: readonly DocsappComment[]): DocsappComment[][] {
  const discussions = new Map<string, DocsappComment[]>();
  for (const comment of comments) {
    discussions.set(comment.discussion_id, [
      ...(discussions.get(comment.discussion_id) ?? []),
      comment,
    ]);
  }
  return [...discussions.values()];
}

/**
 * Comments (docsapp_comments_fetch, _comment_create, _comment_retrieve), grouped into their
 * discussions. DocsappComment authors come as user ids only; the service does not expand them here.
 */
export function CommentList({ comments }: { comments: readonly DocsappComment[] }) {
  const strings = useViewerStrings('docsapp', DOCSAPP_VIEWER_STRINGS);
  return (
    <div className="pb-viewer pb-threads" data-viewer="docsapp-comments">
      {byDiscussion(comments).map((discussion, index) => (
        <ol
          key={discussion[0]?.discussion_id}
          className="pb-thread"
          aria-label={strings.discussion(index + 1)}
        >
          {discussion.map((comment) => (
            <li key={comment.id} className="pb-comment">
              <p className="pb-comment__meta">
                <span className="pb-comment__author">
                  {strings.commentAuthor(comment.created_by.id.slice(0, 8))}
                </span>
                {' · '}
                <time dateTime={comment.created_time}>{formatDateTime(comment.created_time)}</time>
              </p>
              <p className="pb-comment__text">
                <RichTextView items={comment.rich_text} />
              </p>
            </li>
          ))}
        </ol>
      ))}
    </div>
  );
}
