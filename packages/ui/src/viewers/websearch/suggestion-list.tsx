'use client';

import { useViewerStrings } from '../shared/viewer-strings.ts';
import type { SuggestSearch } from './websearch-shapes.ts';
import { WEBSEARCH_VIEWER_STRINGS } from './websearch-strings.ts';

/** Query suggestions (websearch_suggest_search) or spelling corrections (websearch_spellcheck). */
export function SuggestionList({ search }: { search: SuggestSearch }) {
  const strings = useViewerStrings('websearch', WEBSEARCH_VIEWER_STRINGS);
  const spellcheck = search.type === 'spellcheck';
  const label = spellcheck ? strings.didYouMeanLabel : strings.suggestions;
  return (
    <div className="pb-viewer" data-viewer={`websearch-${search.type}`}>
      <ul className="pb-list" aria-label={label}>
        {search.results.map((result) => (
          <li key={result.query} className="pb-list__item">
            <span className="pb-list__title">
              {spellcheck ? strings.didYouMean(result.query) : result.query}
            </span>
            {result.is_entity && result.title && (
              <span className="pb-list__meta">
                {result.title}
                {result.description && ` · ${result.description}`}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
