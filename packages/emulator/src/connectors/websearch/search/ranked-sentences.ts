import type { WebPage } from '../corpus/documents.ts';
import { type Units, writeQuantities } from '../corpus/units.ts';
import { searchTerms } from './text-analysis.ts';

/** A sentence of a page, and whether it tells the reader something about the query. */
export interface RankedSentence {
  readonly text: string;
  /** A fact, or a sentence holding a query term beyond the entity's name. */
  readonly informative: boolean;
}

/**
 * The sentences of `page` (its description's, then its body's) in `units`, best first for the
 * query: most terms the page's entity name does not already hold (they tell sentences about the
 * same thing apart), then facts before general remarks, then most terms overall. What snippets,
 * summaries and chat answers quote.
 */
export function rankedSentences(
  page: WebPage,
  terms: ReadonlySet<string>,
  units: Units,
): RankedSentence[] {
  const named = searchTerms(`${page.entity.name} ${page.entity.short}`);
  const facts = new Set(page.entity.facts);
  return [...page.description.split(/(?<=[.!?])\s+/), ...page.body]
    .filter((sentence) => sentence.length > 0)
    .map((sentence, index) => {
      const shared = [...searchTerms(sentence)].filter((term) => terms.has(term));
      return {
        text: writeQuantities(sentence, units),
        index,
        telling: shared.filter((term) => !named.has(term)).length,
        fact: facts.has(sentence) ? 1 : 0,
        overlap: shared.length,
      };
    })
    .sort(
      (a, b) =>
        b.telling - a.telling || b.fact - a.fact || b.overlap - a.overlap || a.index - b.index,
    )
    .map((entry) => ({ text: entry.text, informative: entry.telling > 0 || entry.fact > 0 }));
}
