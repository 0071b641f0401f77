import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { corpus } from '../corpus/corpus.ts';
import { defaultUnits } from '../corpus/units.ts';
import { ageText } from '../results/age.ts';
import { publishedAt } from '../search/freshness.ts';
import { groundingWithin } from '../search/grounding.ts';
import { searchVertical } from '../search/search-vertical.ts';
import type { WebsearchWorkspace } from '../store.ts';

/** The budgets when the request sets none. */
const DEFAULT_TOKEN_BUDGET = 8192;
const DEFAULT_SNIPPET_BUDGET = 50;

/**
 * websearch_llm_context: the top `count` web results as grounding for a language model, their
 * snippets within `token_budget` (default 8192) and `snippet_budget` (default 50), and where
 * each came from.
 */
export async function llmContext(
  params: ToolParams<'websearch_llm_context'>,
  workspace: WebsearchWorkspace,
): Promise<ToolData> {
  const { now } = workspace;
  const outcome = searchVertical(corpus().web, params, now);
  const grounding = groundingWithin(
    outcome.ranked.slice(0, params.count),
    outcome.terms,
    defaultUnits(params.country),
    {
      tokens: params.token_budget ?? DEFAULT_TOKEN_BUDGET,
      snippets: params.snippet_budget ?? DEFAULT_SNIPPET_BUDGET,
    },
  );
  return {
    grounding: {
      generic: grounding.map(({ page, snippets }) => ({
        url: page.url,
        title: page.title,
        snippets,
      })),
    },
    sources: Object.fromEntries(
      grounding.map(({ page }) => {
        const published = publishedAt(page.ageSeconds, now);
        return [
          page.url,
          {
            title: page.title,
            hostname: page.site.host,
            age: [published.toISOString().slice(0, 10), ageText(published, now, 'en-US')],
          },
        ];
      }),
    ),
  };
}
