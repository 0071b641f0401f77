'use client';

import { safeHref } from '../common/safe-href.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { hostname } from './hostname.ts';
import { SummaryExtras } from './summary-extras.tsx';
import type { SummaryParts } from './summary-parts.ts';
import { WEBSEARCH_VIEWER_STRINGS } from './websearch-strings.ts';

/** The summary's numbered sources, once each, in number order. */
function sources(summary: SummaryParts['summary']): Array<{ number: number; url: string }> {
  const byNumber = new Map<number, string>();
  for (const part of summary ?? []) {
    if (part.type === 'inline_reference') {
      byNumber.set(part.data.number, part.data.url);
    }
  }
  return [...byNumber].sort(([a], [b]) => a - b).map(([number, url]) => ({ number, url }));
}

/**
 * An AI summary of a web search (websearch_summarizer_search and the other summarizer tools):
 * its title, the text with numbered citations linking to their sources, the list of sources,
 * follow-up questions, and its enrichments and entity information. Parts a tool leaves out are
 * simply not shown; the enrichments' plain text stands in for a text the answer does not carry.
 */
export function SummaryView({ summary }: { summary: SummaryParts }) {
  const strings = useViewerStrings('websearch', WEBSEARCH_VIEWER_STRINGS);
  const cited = sources(summary.summary);
  return (
    <article className="pb-viewer pb-card pb-summary" data-viewer="websearch-summary">
      {summary.title && <h3 className="pb-card__title">{summary.title}</h3>}
      {summary.status && summary.status !== 'complete' && (
        <p className="pb-more">{strings.summaryStatus(summary.status)}</p>
      )}
      {summary.summary && (
        <p className="pb-summary__text">
          {summary.summary.map((part, index) => {
            if (part.type === 'token') return part.data;
            if (part.type === 'inline_reference') {
              const href = safeHref(part.data.url);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: parts of the summary never reorder.
                <sup key={index} className="pb-summary__citation">
                  {href ? (
                    <a href={href}>
                      <span className="pb-visually-hidden">
                        {strings.citation(part.data.number)}
                      </span>
                      <span aria-hidden="true">{part.data.number}</span>
                    </a>
                  ) : (
                    part.data.number
                  )}
                </sup>
              );
            }
            return null;
          })}
        </p>
      )}
      {!summary.summary && summary.enrichments?.raw && (
        <p className="pb-summary__text">{summary.enrichments.raw}</p>
      )}
      {cited.length > 0 && (
        <section aria-label={strings.sources}>
          <h4 className="pb-summary__heading">{strings.sources}</h4>
          <ol className="pb-summary__sources">
            {cited.map((source) => (
              <li key={source.number} value={source.number}>
                {safeHref(source.url) ? (
                  <a href={source.url}>{hostname(source.url)}</a>
                ) : (
                  source.url
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
      <SummaryExtras summary={summary} citesSources={cited.length > 0} />
      {summary.followups && summary.followups.length > 0 && (
        <section aria-label={strings.followUpQuestions}>
          <h4 className="pb-summary__heading">{strings.askNext}</h4>
          <ul className="pb-summary__followups">
            {summary.followups.map((question) => (
              <li key={question}>{question}</li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
