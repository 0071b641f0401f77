import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { corpus } from '../corpus/corpus.ts';
import { imageResult } from '../results/media-result.ts';
import { searchVertical } from '../search/search-vertical.ts';
import type { WebsearchWorkspace } from '../store.ts';

/** docs/connectors.md §4.5 and §8: 1 to 3 images per call. */
const DEFAULT_COUNT = 3;

/** websearch_image_search: the best images for the query. */
export async function imageSearch(
  params: ToolParams<'websearch_image_search'>,
  workspace: WebsearchWorkspace,
): Promise<ToolData> {
  const { now } = workspace;
  const outcome = searchVertical(corpus().images, params, now);
  const presentation = {
    now,
    terms: outcome.terms,
    decorations: false,
    units: 'metric' as const,
    locale: 'en-US',
    extraSnippets: false,
  };
  return {
    type: 'images',
    query: {
      original: outcome.original,
      ...(outcome.altered !== undefined && { altered: outcome.altered }),
      spellcheck_off: params.spellcheck === false,
      show_strict_warning: outcome.filteredBySafesearch,
    },
    results: outcome.ranked
      .slice(0, params.count ?? DEFAULT_COUNT)
      .map((image) => imageResult(image, presentation)),
    extra: { might_be_offensive: outcome.filteredBySafesearch },
  };
}
