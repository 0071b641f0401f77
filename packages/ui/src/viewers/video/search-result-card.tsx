'use client';

import { formatDateTime } from '../common/format.ts';
import type { VideoSearchResult } from '../common/result-parts.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { Thumbnail } from './thumbnail.tsx';
import { VIDEO_VIEWER_STRINGS } from './video-strings.ts';

/** A search result (video_search): what it is, its title, channel, date and description. */
export function SearchResultCard({ result }: { result: VideoSearchResult }) {
  const strings = useViewerStrings('video', VIDEO_VIEWER_STRINGS);
  const kinds: Readonly<Record<string, string>> = {
    'youtube#video': strings.searchKindVideo,
    'youtube#channel': strings.searchKindChannel,
    'youtube#playlist': strings.searchKindPlaylist,
  };
  const { snippet } = result;
  return (
    <article className="pb-card pb-media" data-kind="search-result">
      <Thumbnail thumbnails={snippet.thumbnails} round={result.id.kind === 'youtube#channel'} />
      <h3 className="pb-card__title">{snippet.title}</h3>
      <p className="pb-card__meta">
        {kinds[result.id.kind] ?? result.id.kind}
        {snippet.channelTitle && ` · ${snippet.channelTitle}`}
        {snippet.publishedAt && (
          <>
            {' · '}
            <time dateTime={snippet.publishedAt}>{formatDateTime(snippet.publishedAt)}</time>
          </>
        )}
      </p>
      {snippet.description && <p className="pb-card__text">{snippet.description}</p>}
    </article>
  );
}
