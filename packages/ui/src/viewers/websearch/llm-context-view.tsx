'use client';

import type { LlmContext } from '../common/result-parts.ts';
import { safeHref } from '../common/safe-href.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { WEBSEARCH_VIEWER_STRINGS } from './websearch-strings.ts';

/**
 * Grounding for a model (websearch_llm_context): each source page with the snippets taken from
 * it, as a model would receive them.
 */
export function LlmContextView({ context }: { context: LlmContext }) {
  const strings = useViewerStrings('websearch', WEBSEARCH_VIEWER_STRINGS);
  return (
    <ol
      className="pb-viewer pb-search-results"
      data-viewer="websearch-llm-context"
      aria-label={strings.sources}
    >
      {context.grounding.generic.map((item) => {
        const source = context.sources?.[item.url];
        const href = safeHref(item.url);
        const title = item.title ?? source?.title ?? item.url;
        return (
          <li key={item.url} className="pb-search-result">
            <div className="pb-search-result__body">
              <p className="pb-search-result__title">{href ? <a href={href}>{title}</a> : title}</p>
              {source?.hostname && <p className="pb-search-result__meta">{source.hostname}</p>}
              <ul className="pb-search-result__snippets">
                {item.snippets.map((snippet) => (
                  <li key={snippet}>{snippet}</li>
                ))}
              </ul>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
