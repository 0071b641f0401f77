import type { SuggestSearch } from './websearch-shapes.ts';

/** Query suggestions (websearch_suggest_search) or spelling corrections (websearch_spellcheck). */
export function SuggestionList({ search }: { search: SuggestSearch }) {
  const spellcheck = search.type === 'spellcheck';
  const label = spellcheck ? 'Did you mean' : 'Suggestions';
  return (
    <div className="pb-viewer" data-viewer={`websearch-${search.type}`}>
      <ul className="pb-list" aria-label={label}>
        {search.results.map((result) => (
          <li key={result.query} className="pb-list__item">
            <span className="pb-list__title">
              {spellcheck && 'Did you mean '}
              {result.query}
              {spellcheck && '?'}
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
