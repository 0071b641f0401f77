import type { WebPage } from '../corpus/documents.ts';
import type { Units } from '../corpus/units.ts';
import { rankedSentences } from '../search/ranked-sentences.ts';

/**
 * An answer written from search results: from each result that adds something new, its best
 * informative sentence followed by its citation `[n]`, then the numbered list of those sources,
 * so every claim points at a real result URL.
 *
 * @example
 * groundedAnswer('webb launch', pages, terms, 'metric');
 * // 'Webb launched on 25 December 2021… [1] …\n\nSources:\n[1] James Webb… – https://…'
 */
export function groundedAnswer(
  question: string,
  results: readonly WebPage[],
  terms: ReadonlySet<string>,
  units: Units,
): string {
  const used = new Set<string>();
  const cited: { page: WebPage; claim: string }[] = [];
  for (const page of results) {
    const sentence = rankedSentences(page, terms, units).find(
      (candidate) => candidate.informative && !used.has(candidate.text),
    );
    if (sentence === undefined) continue;
    used.add(sentence.text);
    cited.push({ page, claim: sentence.text });
  }
  if (cited.length === 0) {
    return `I could not find anything about "${question}" in the search results. Try asking with other words.`;
  }
  const claims = cited.map(({ claim }, index) => `${claim} [${index + 1}]`);
  const sources = cited.map(({ page }, index) => `[${index + 1}] ${page.title} – ${page.url}`);
  return `${claims.join(' ')}\n\nSources:\n${sources.join('\n')}`;
}
