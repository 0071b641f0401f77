'use client';

import type { SearchResult } from '../common/result-parts.ts';
import { safeHref, safeImageSrc } from '../common/safe-href.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { DecoratedText } from './decorated-text.tsx';
import { WEBSEARCH_VIEWER_STRINGS } from './websearch-strings.ts';

/**
 * Who published a result: a web result's site, a news result's source, a video's host. Read
 * loosely, as a hostile or partial result must still show its title and text.
 */
function sourceOf(result: SearchResult): string | undefined {
  switch (result.type) {
    case 'search_result':
      return result.profile?.name;
    case 'news_result':
      return result.source;
    default:
      return result.meta_url?.hostname;
  }
}

function ResultItem({ result }: { result: SearchResult }) {
  const strings = useViewerStrings('websearch', WEBSEARCH_VIEWER_STRINGS);
  const href = safeHref(result.url);
  const thumbnail = safeImageSrc(result.thumbnail?.src);
  const source = sourceOf(result);
  const video = result.type === 'video_result' ? result.video : undefined;
  const snippets = result.type === 'video_result' ? undefined : result.extra_snippets;
  return (
    <li className="pb-search-result">
      {thumbnail && (
        <img className="pb-search-result__thumbnail" src={thumbnail} alt="" loading="lazy" />
      )}
      <div className="pb-search-result__body">
        <p className="pb-search-result__title">
          {result.type === 'news_result' && result.breaking && (
            <span className="pb-tag" data-tone="danger">
              {strings.breaking}
            </span>
          )}{' '}
          {href ? (
            <a href={href}>
              <DecoratedText text={result.title} />
            </a>
          ) : (
            <DecoratedText text={result.title} />
          )}
        </p>
        <p className="pb-search-result__meta">
          {[source, video?.creator, video?.duration, result.age].filter(Boolean).join(' · ')}
        </p>
        {result.description && (
          <p className="pb-search-result__description">
            <DecoratedText text={result.description} />
          </p>
        )}
        {snippets && snippets.length > 0 && (
          <ul className="pb-search-result__snippets">
            {snippets.map((snippet) => (
              <li key={snippet}>
                <DecoratedText text={snippet} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/** A section of search results (web, news or videos): title links, source, age and snippets. */
export function ResultList({
  label,
  results,
}: {
  label: string;
  results: readonly SearchResult[];
}) {
  return (
    <section className="pb-search-section" aria-label={label}>
      <h3 className="pb-search-section__title">{label}</h3>
      <ol className="pb-search-results">
        {results.map((result) => (
          <ResultItem key={result.url} result={result} />
        ))}
      </ol>
    </section>
  );
}
