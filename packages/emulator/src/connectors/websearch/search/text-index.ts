import MiniSearch from 'minisearch';
import { keptAnswers } from './kept-answers.ts';
import { searchTerm, words } from './text-analysis.ts';

/** Distinct queries whose matches an index keeps: tests and agents repeat their searches. */
const KEPT_QUERIES = 256;

/** A document's match: its number and its BM25 score. */
export interface TextHit {
  readonly no: number;
  readonly score: number;
}

/** A full-text index over documents numbered by `no`. */
export interface TextIndex {
  /**
   * The documents matching every term of `query`, best first; when none does, those matching
   * any term (`allTerms` false).
   */
  search(query: string): { readonly hits: readonly TextHit[]; readonly allTerms: boolean };
  /** The documents matching `query` with its last word as a prefix (suggestions). */
  searchPrefix(query: string): readonly TextHit[];
}

/**
 * A MiniSearch index (BM25 ranking, prefix and fuzzy matching, no native code) over `docs`,
 * with the text of each field given by `fields` and field weights by `boost`.
 *
 * @example
 * const index = buildTextIndex(pages, { title: (page) => page.title }, { title: 3 });
 * index.search('webb telescope').hits[0]?.no;
 */
export function buildTextIndex<Doc extends { readonly no: number }>(
  docs: readonly Doc[],
  fields: Readonly<Record<string, (doc: Doc) => string>>,
  boost: Readonly<Record<string, number>>,
): TextIndex {
  const index = new MiniSearch<Doc>({
    idField: 'no',
    fields: Object.keys(fields),
    extractField: (doc, field) => (field === 'no' ? doc.no : (fields[field]?.(doc) ?? '')),
    tokenize: words,
    processTerm: (term) => searchTerm(term) ?? false,
    searchOptions: { boost },
  });
  index.addAll(docs);
  const hitsOf = (results: ReturnType<typeof index.search>) =>
    results.map((result) => ({ no: Number(result.id), score: result.score }));
  // The index never changes: a query's matches are the same every time it is asked.
  const searches = keptAnswers<string, { hits: TextHit[]; allTerms: boolean }>(KEPT_QUERIES);
  const prefixSearches = keptAnswers<string, TextHit[]>(KEPT_QUERIES);
  return {
    search: (query) =>
      searches.get(query, () => {
        const all = index.search(query, { combineWith: 'AND' });
        if (all.length > 0) return { hits: hitsOf(all), allTerms: true };
        return { hits: hitsOf(index.search(query, { combineWith: 'OR' })), allTerms: false };
      }),
    searchPrefix: (query) =>
      prefixSearches.get(query, () =>
        hitsOf(
          index.search(query, {
            combineWith: 'AND',
            prefix: (_term, position, terms) => position === terms.length - 1,
          }),
        ),
      ),
  };
}
