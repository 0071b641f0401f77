'use client';

import type { Spellcheck, SuggestSearch } from '../common/result-parts.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { WEBSEARCH_VIEWER_STRINGS } from './websearch-strings.ts';

type Suggestion = SuggestSearch['results'][number] | Spellcheck['results'][number];

/** Query suggestions (websearch_suggest_search) or spelling corrections (websearch_spellcheck). */
export function SuggestionList({ search }: { search: SuggestSearch | Spellcheck }) {
  const strings = useViewerStrings('websearch', WEBSEARCH_VIEWER_STRINGS);
  const spellcheck = search.type === 'spellcheck';
  const label = spellcheck ? strings.didYouMeanLabel : strings.suggestions;
  const results: readonly Suggestion[] = search.results;
  return (
    <div className="pb-viewer" data-viewer={`websearch-${search.type}`}>
      <ul className="pb-list" aria-label={label}>
        {results.map((result) => (
          <li key={result.query} className="pb-list__item">
            <span className="pb-list__title">
              {spellcheck ? strings.didYouMean(result.query) : result.query}
            </span>
            {'is_entity' in result && result.is_entity && result.title && (
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
