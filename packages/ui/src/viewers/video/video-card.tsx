'use client';

import { formatDateTime } from '../common/format.ts';
import type { Video } from '../common/result-parts.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { formatDuration } from './duration.ts';
import { StatList } from './stat-list.tsx';
import { Thumbnail } from './thumbnail.tsx';
import { VIDEO_VIEWER_STRINGS } from './video-strings.ts';

/** A video (video_videos_list, _update): thumbnail, title, channel, length, counts and privacy. */
export function VideoCard({ video }: { video: Video }) {
  const strings = useViewerStrings('video', VIDEO_VIEWER_STRINGS);
  const { snippet, contentDetails, statistics, status } = video;
  return (
    <article className="pb-card pb-media" data-kind="video">
      <div className="pb-media__image">
        <Thumbnail thumbnails={snippet?.thumbnails} />
        {contentDetails?.duration && (
          <span className="pb-media__duration">{formatDuration(contentDetails.duration)}</span>
        )}
      </div>
      <h3 className="pb-card__title">{snippet?.title ?? video.id}</h3>
      <p className="pb-card__meta">
        {snippet?.channelTitle}
        {snippet?.channelTitle && snippet.publishedAt && ' · '}
        {snippet?.publishedAt && (
          <time dateTime={snippet.publishedAt}>{formatDateTime(snippet.publishedAt)}</time>
        )}
      </p>
      <StatList
        stats={[
          [strings.views, statistics?.viewCount],
          [strings.likes, statistics?.likeCount],
          [strings.comments, statistics?.commentCount],
        ]}
      />
      {(status?.privacyStatus || contentDetails?.definition) && (
        <p className="pb-tags">
          {status?.privacyStatus && (
            <span
              className="pb-tag"
              data-tone={status.privacyStatus === 'public' ? 'success' : undefined}
            >
              {status.privacyStatus}
            </span>
          )}
          {contentDetails?.definition && (
            <span className="pb-tag">{contentDetails.definition.toUpperCase()}</span>
          )}
        </p>
      )}
    </article>
  );
}
