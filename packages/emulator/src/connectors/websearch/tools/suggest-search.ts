import type { ToolParams } from '@plugboard/schema';
import type { ToolData } from '../../simulator.ts';
import { corpus } from '../corpus/corpus.ts';
import type { WebsearchWorkspace } from '../store.ts';

/** Suggestions asked most in the request's country rank this much higher. */
const COUNTRY_BOOST = 1.5;

/**
 * websearch_suggest_search: queries people make that start with `q` (its last word a prefix),
 * most asked first; an entity's own name comes with its title and description.
 */
export async function suggestSearch(
  params: ToolParams<'websearch_suggest_search'>,
  _workspace: WebsearchWorkspace,
): Promise<ToolData> {
  const { suggestions } = corpus();
  const country = params.country?.toUpperCase();
  const ranked = suggestions.index
    .searchPrefix(params.q)
    .flatMap((hit) => {
      const suggestion = suggestions.docs[hit.no];
      if (suggestion === undefined) return [];
      const boost = country !== undefined && suggestion.country === country ? COUNTRY_BOOST : 1;
      return [{ suggestion, score: hit.score * suggestion.popularity * boost }];
    })
    .sort((a, b) => b.score - a.score || a.suggestion.no - b.suggestion.no)
    .slice(0, params.count);
  return {
    type: 'suggest',
    query: { original: params.q },
    results: ranked.map(({ suggestion }) => ({
      query: suggestion.query,
      is_entity: suggestion.entity !== undefined,
      ...(suggestion.entity !== undefined && {
        title: suggestion.entity.name,
        description: suggestion.entity.kind,
      }),
    })),
  };
}
