'use client';

import { EmptyResult } from '../common/empty-result.tsx';
import type { WebSearch } from '../common/result-parts.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { QueryNote } from './query-note.tsx';
import { ResultList } from './result-list.tsx';
import { WEBSEARCH_VIEWER_STRINGS } from './websearch-strings.ts';

/**
 * A web search (websearch_web_search): web, news and video results, the places it found, and,
 * with `summary: true`, the key that the summarizer tools take.
 */
export function WebSearchView({ search }: { search: WebSearch }) {
  const strings = useViewerStrings('websearch', WEBSEARCH_VIEWER_STRINGS);
  const sections = [
    [strings.web, search.web?.results],
    [strings.news, search.news?.results],
    [strings.videos, search.videos?.results],
  ] as const;
  const shown = sections.filter(([, results]) => results && results.length > 0);
  const places = search.locations?.results ?? [];
  return (
    <div className="pb-viewer pb-search" data-viewer="websearch-web">
      <QueryNote query={search.query} />
      {shown.length === 0 && places.length === 0 && <EmptyResult />}
      {shown.map(([label, results]) => (
        <ResultList key={label} label={label} results={results ?? []} />
      ))}
      {places.length > 0 && (
        <section className="pb-search-section" aria-label={strings.places}>
          <h3 className="pb-search-section__title">{strings.places}</h3>
          <ul className="pb-list">
            {places.map((place) => (
              <li key={place.id} className="pb-list__item">
                <span className="pb-list__title">{place.title ?? strings.place}</span>
                <code className="pb-list__meta">{place.id}</code>
              </li>
            ))}
          </ul>
        </section>
      )}
      {search.summarizer && (
        <p className="pb-more">
          {strings.summaryAvailable} <code>{search.summarizer.key}</code> {strings.summaryKeyTo}{' '}
          <code>websearch_summarizer_search</code>.
        </p>
      )}
    </div>
  );
}
