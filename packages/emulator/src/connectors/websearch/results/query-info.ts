import { DEFAULT_COUNTRY, type SearchOutcome } from '../search/search-vertical.ts';

/**
 * docs/tool-results.md `query`: the query as sent, as altered by spellcheck, and what the service
 * noticed about it.
 */
export function queryInfo(
  outcome: SearchOutcome<unknown>,
  request: { country?: string | undefined; spellcheck?: boolean | undefined },
  extra: { moreResultsAvailable?: boolean; newsBreaking?: boolean } = {},
): Record<string, unknown> {
  return {
    original: outcome.original,
    ...(outcome.altered !== undefined && { altered: outcome.altered }),
    show_strict_warning: outcome.filteredBySafesearch,
    is_navigational: false,
    is_news_breaking: extra.newsBreaking ?? false,
    spellcheck_off: request.spellcheck === false,
    country: (request.country ?? DEFAULT_COUNTRY).toLowerCase(),
    bad_results: outcome.ranked.length === 0,
    should_fallback: false,
    ...(extra.moreResultsAvailable !== undefined && {
      more_results_available: extra.moreResultsAvailable,
    }),
  };
}
