import { formatDateTime } from '../shared/format.ts';
import { Thumbnail } from './thumbnail.tsx';
import type { SearchResult } from './video-shapes.ts';

const KIND_LABELS: Readonly<Record<string, string>> = {
  'youtube#video': 'Video',
  'youtube#channel': 'Channel',
  'youtube#playlist': 'Playlist',
};

/** A search result (video_search): what it is, its title, channel, date and description. */
export function SearchResultCard({ result }: { result: SearchResult }) {
  const { snippet } = result;
  return (
    <article className="pb-card pb-media" data-kind="search-result">
      <Thumbnail thumbnails={snippet.thumbnails} round={result.id.kind === 'youtube#channel'} />
      <h3 className="pb-card__title">{snippet.title}</h3>
      <p className="pb-card__meta">
        {KIND_LABELS[result.id.kind] ?? result.id.kind}
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
