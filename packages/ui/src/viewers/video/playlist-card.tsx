'use client';

import type { VideoPlaylist, VideoPlaylistItem } from '../common/result-parts.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { Thumbnail } from './thumbnail.tsx';
import { VIDEO_VIEWER_STRINGS } from './video-strings.ts';

/** A playlist, or an item of one with its position (video_playlists_list, _playlist_items_list). */
export function PlaylistCard({ playlist }: { playlist: VideoPlaylist | VideoPlaylistItem }) {
  const strings = useViewerStrings('video', VIDEO_VIEWER_STRINGS);
  const { snippet, status } = playlist;
  const isItem = playlist.kind === 'youtube#playlistItem';
  const position = isItem ? playlist.snippet?.position : undefined;
  const count = isItem ? undefined : playlist.contentDetails?.itemCount;
  return (
    <article className="pb-card pb-media" data-kind={isItem ? 'playlist-item' : 'playlist'}>
      <Thumbnail thumbnails={snippet?.thumbnails} />
      <h3 className="pb-card__title">
        {position !== undefined && strings.position(position + 1)}
        {snippet?.title ?? playlist.id}
      </h3>
      <p className="pb-card__meta">
        {[
          snippet?.channelTitle,
          count === undefined ? undefined : strings.videoCount(count),
          status?.privacyStatus,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </article>
  );
}
