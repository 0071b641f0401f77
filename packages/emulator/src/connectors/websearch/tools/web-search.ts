import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { corpus } from '../corpus/corpus.ts';
import { defaultUnits } from '../corpus/units.ts';
import { locationSummary } from '../local/place-results.ts';
import { requireOption } from '../plans/admission.ts';
import { videoResult } from '../results/media-result.ts';
import { type Presentation, pageOf } from '../results/presentation.ts';
import { queryInfo } from '../results/query-info.ts';
import { newsResult, webResult } from '../results/web-result.ts';
import { searchVertical } from '../search/search-vertical.ts';
import type { WebsearchWorkspace } from '../store.ts';
import { makeSummary } from '../summarizer/make-summary.ts';
import { storeSummary } from '../summarizer/summary-store.ts';
import { placesMatching } from './local.ts';

/** docs/connectors.md §4.5 and §8: web offset is a page index from 0 to 9 (up to 200 results). */
const LAST_OFFSET = 9;
/** How many news and videos the first page carries beside the web results, and a summary pictures. */
const CLUSTER_SIZE = 3;
const LOCATIONS = 5;

/**
 * websearch_web_search: a page of web results, and on the first page the best news, videos and
 * places for the query; with `summary` (Pro) a summarizer key for the summarizer tools.
 * `extra_snippets` and `summary` on a plan below Pro are refused (400 `OPTION_NOT_IN_PLAN`).
 */
export async function webSearch(
  params: ToolParams<'websearch_web_search'>,
  workspace: WebsearchWorkspace,
): Promise<ToolData> {
  if (params.extra_snippets === true) requireOption(workspace, 'extra_snippets', 'pro');
  if (params.summary === true) requireOption(workspace, 'summary', 'pro');
  const { now } = workspace;
  const { web, news, videos, images } = corpus();
  const outcome = searchVertical(web, params, now);
  const offset = params.offset ?? 0;
  const page = pageOf(outcome.ranked, params.count, offset, LAST_OFFSET);
  const units = params.units ?? defaultUnits(params.country);
  const presentation: Presentation = {
    now,
    terms: outcome.terms,
    decorations: params.text_decorations !== false,
    units,
    locale: params.ui_lang ?? 'en-US',
    extraSnippets: params.extra_snippets === true,
  };
  // The clusters search what the web search searched, as it was spelled after spellcheck.
  const clusterRequest = {
    q: outcome.altered ?? params.q,
    country: params.country,
    search_lang: params.search_lang,
    safesearch: params.safesearch,
    freshness: params.freshness,
    spellcheck: false,
  };
  const firstPage = offset === 0;
  const newsFound = firstPage
    ? searchVertical(news, clusterRequest, now).ranked.slice(0, CLUSTER_SIZE)
    : [];
  const videosFound = firstPage
    ? searchVertical(videos, clusterRequest, now).ranked.slice(0, CLUSTER_SIZE)
    : [];
  const placesFound = firstPage ? placesMatching(clusterRequest.q).slice(0, LOCATIONS) : [];

  let summaryKey: string | undefined;
  if (params.summary === true) {
    const summary = makeSummary({
      outcome,
      request: params,
      images: searchVertical(images, clusterRequest, now).ranked.slice(0, CLUSTER_SIZE),
      units,
      now,
    });
    if (summary !== undefined) {
      await storeSummary(workspace, summary);
      summaryKey = summary.key;
    }
  }

  return {
    type: 'search',
    query: queryInfo(outcome, params, {
      moreResultsAvailable: page.moreResultsAvailable,
      newsBreaking: newsFound.some((item) => item.breaking),
    }),
    web: {
      type: 'search',
      results: page.items.map((result) => webResult(result, presentation)),
      family_friendly: page.items.every((result) => result.rating === 'safe'),
      ...(params.goggles_id !== undefined && { mutated_by_goggles: outcome.mutatedByGoggle }),
    },
    ...(newsFound.length > 0 && {
      news: {
        type: 'news',
        results: newsFound.map((item) =>
          newsResult(item, { ...presentation, extraSnippets: false }),
        ),
        mutated_by_goggles: false,
      },
    }),
    ...(videosFound.length > 0 && {
      videos: {
        type: 'videos',
        results: videosFound.map((item) => videoResult(item, presentation)),
        mutated_by_goggles: false,
      },
    }),
    ...(placesFound.length > 0 && {
      locations: {
        type: 'locations',
        results: placesFound.map((place) => locationSummary(place, now)),
      },
    }),
    ...(summaryKey !== undefined && { summarizer: { type: 'summarizer', key: summaryKey } }),
  };
}
