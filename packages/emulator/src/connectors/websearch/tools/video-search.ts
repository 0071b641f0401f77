import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { corpus } from '../corpus/corpus.ts';
import { defaultUnits } from '../corpus/units.ts';
import { videoResult } from '../results/media-result.ts';
import { pageOf } from '../results/presentation.ts';
import { queryInfo } from '../results/query-info.ts';
import { searchVertical } from '../search/search-vertical.ts';
import type { WebsearchWorkspace } from '../store.ts';

/** docs/connectors.md §4.5: video offset 0 to 9. */
const LAST_OFFSET = 9;

/** websearch_video_search: a page of videos. */
export async function videoSearch(
  params: ToolParams<'websearch_video_search'>,
  workspace: WebsearchWorkspace,
): Promise<ToolData> {
  const { now } = workspace;
  const outcome = searchVertical(corpus().videos, params, now);
  const page = pageOf(outcome.ranked, params.count, params.offset ?? 0, LAST_OFFSET);
  const presentation = {
    now,
    terms: outcome.terms,
    decorations: true,
    units: defaultUnits(params.country),
    locale: 'en-US',
    extraSnippets: false,
  };
  return {
    type: 'videos',
    query: queryInfo(outcome, params, { moreResultsAvailable: page.moreResultsAvailable }),
    results: page.items.map((item) => videoResult(item, presentation)),
  };
}
