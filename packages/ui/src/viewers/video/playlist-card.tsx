import { Thumbnail } from './thumbnail.tsx';
import type { Playlist } from './video-shapes.ts';

/** A playlist, or an item of one with its position (video_playlists_list, _playlist_items_list). */
export function PlaylistCard({ playlist }: { playlist: Playlist }) {
  const { snippet, contentDetails, status } = playlist;
  const isItem = playlist.kind === 'youtube#playlistItem';
  const count = contentDetails?.itemCount;
  return (
    <article className="pb-card pb-media" data-kind={isItem ? 'playlist-item' : 'playlist'}>
      <Thumbnail thumbnails={snippet?.thumbnails} />
      <h3 className="pb-card__title">
        {isItem && snippet?.position !== undefined && `${snippet.position + 1}. `}
        {snippet?.title ?? playlist.id}
      </h3>
      <p className="pb-card__meta">
        {[
          snippet?.channelTitle,
          count === undefined ? undefined : `${count} ${count === 1 ? 'video' : 'videos'}`,
          status?.privacyStatus,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </article>
  );
}
