import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { corpus } from '../corpus/corpus.ts';
import { defaultUnits } from '../corpus/units.ts';
import { requireOption } from '../plans/admission.ts';
import { pageOf } from '../results/presentation.ts';
import { queryInfo } from '../results/query-info.ts';
import { newsResult } from '../results/web-result.ts';
import { searchVertical } from '../search/search-vertical.ts';
import type { WebsearchWorkspace } from '../store.ts';

/** docs/connectors.md §4.5: news offset 0 to 4. */
const LAST_OFFSET = 4;

/** websearch_news_search: a page of news articles; `extra_snippets` needs Pro. */
export async function newsSearch(
  params: ToolParams<'websearch_news_search'>,
  workspace: WebsearchWorkspace,
): Promise<ToolData> {
  if (params.extra_snippets === true) requireOption(workspace, 'extra_snippets', 'pro');
  const { now } = workspace;
  const outcome = searchVertical(corpus().news, params, now);
  const page = pageOf(outcome.ranked, params.count, params.offset ?? 0, LAST_OFFSET);
  const presentation = {
    now,
    terms: outcome.terms,
    decorations: true,
    units: defaultUnits(params.country),
    locale: 'en-US',
    extraSnippets: params.extra_snippets === true,
  };
  return {
    type: 'news',
    query: queryInfo(outcome, params, {
      moreResultsAvailable: page.moreResultsAvailable,
      newsBreaking: page.items.some((item) => item.breaking),
    }),
    results: page.items.map((item) => newsResult(item, presentation)),
    ...(params.goggles_id !== undefined && { mutated_by_goggles: outcome.mutatedByGoggle }),
  };
}
