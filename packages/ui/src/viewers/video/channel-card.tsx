'use client';

import type { VideoChannel } from '../common/result-parts.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { StatList } from './stat-list.tsx';
import { Thumbnail } from './thumbnail.tsx';
import { VIDEO_VIEWER_STRINGS } from './video-strings.ts';

/** A channel (video_channels_list): avatar, name, handle, country and its counts. */
export function ChannelCard({ channel }: { channel: VideoChannel }) {
  const strings = useViewerStrings('video', VIDEO_VIEWER_STRINGS);
  const { snippet, statistics } = channel;
  return (
    <article className="pb-card pb-media" data-kind="channel">
      <Thumbnail thumbnails={snippet?.thumbnails} round />
      <h3 className="pb-card__title">{snippet?.title ?? channel.id}</h3>
      <p className="pb-card__meta">
        {[snippet?.customUrl, snippet?.country].filter(Boolean).join(' · ')}
      </p>
      <StatList
        stats={[
          [
            strings.subscribers,
            statistics?.hiddenSubscriberCount ? undefined : statistics?.subscriberCount,
          ],
          [strings.videos, statistics?.videoCount],
          [strings.views, statistics?.viewCount],
        ]}
      />
      {statistics?.hiddenSubscriberCount && (
        <p className="pb-card__meta">{strings.subscriberCountHidden}</p>
      )}
    </article>
  );
}
