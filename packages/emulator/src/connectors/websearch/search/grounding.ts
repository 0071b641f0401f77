import type { WebPage } from '../corpus/documents.ts';
import type { Units } from '../corpus/units.ts';
import { countTokens } from '../results/tokens.ts';
import { rankedSentences } from './ranked-sentences.ts';

/**
 * Snippets of `pages` within the budgets: round by round, each page's next best snippet, as
 * long as it fits in what is left of the token budget and fewer than the snippet budget are
 * taken: what LLM context and chat answers ground on.
 */
export function groundingWithin(
  pages: readonly WebPage[],
  terms: ReadonlySet<string>,
  units: Units,
  budgets: { tokens: number; snippets: number },
): { page: WebPage; snippets: string[] }[] {
  const queues = pages.map((page) => ({
    page,
    left: rankedSentences(page, terms, units).map((sentence) => sentence.text),
    snippets: [] as string[],
  }));
  let tokens = 0;
  let taken = 0;
  for (let progress = true; progress && taken < budgets.snippets; ) {
    progress = false;
    for (const queue of queues) {
      if (taken >= budgets.snippets) break;
      const next = queue.left.shift();
      if (next === undefined) continue;
      progress = true;
      const cost = countTokens(next);
      if (tokens + cost > budgets.tokens) continue;
      queue.snippets.push(next);
      tokens += cost;
      taken += 1;
    }
  }
  return queues.filter((queue) => queue.snippets.length > 0);
}
