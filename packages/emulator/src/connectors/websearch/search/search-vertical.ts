import type { Vertical } from '../corpus/corpus.ts';
import { corpus } from '../corpus/corpus.ts';
import type { CorpusDocument } from '../corpus/documents.ts';
import { validationError } from '../errors.ts';
import { freshnessWindow, publishedAt } from './freshness.ts';
import { findGoggle, goggleEffect } from './goggles.ts';
import { keptAnswers } from './kept-answers.ts';
import { type Safesearch, safesearchAllows } from './safesearch.ts';
import { searchTerms } from './text-analysis.ts';

/** What every search tool asks (docs/connectors.md §4.5), as its catalog schema parsed it. */
export interface SearchRequest {
  readonly q: string;
  readonly country?: string | undefined;
  readonly search_lang?: string | undefined;
  readonly safesearch: Safesearch;
  readonly freshness?: string | undefined;
  readonly spellcheck?: boolean | undefined;
  readonly goggles_id?: string | undefined;
}

/** The documents a search found, best first, and what the service did to the query. */
export interface SearchOutcome<Doc> {
  /** The query as sent. */
  readonly original: string;
  /** The query searched instead, when spellcheck corrected it (`query.altered`). */
  readonly altered: string | undefined;
  /** The search terms of the query searched: what text decorations mark. */
  readonly terms: ReadonlySet<string>;
  readonly ranked: readonly Doc[];
  /** Documents matched but left out by safesearch (`query.show_strict_warning`). */
  readonly filteredBySafesearch: boolean;
  /** A goggle changed the ranking (`mutated_by_goggles`). */
  readonly mutatedByGoggle: boolean;
}

/** The service's defaults when a request names no country or language. */
export const DEFAULT_COUNTRY = 'US';
export const DEFAULT_LANGUAGE = 'en';
/** Results from the request's country rank this much higher. */
const COUNTRY_BOOST = 1.5;
/** Distinct requests whose outcome a vertical keeps: tests and agents repeat their searches. */
const KEPT_REQUESTS = 256;

type KeptOutcomes = ReturnType<typeof keptAnswers<string, SearchOutcome<CorpusDocument>>>;
const keptOutcomes = new WeakMap<Vertical<CorpusDocument>, KeptOutcomes>();

/**
 * Searches one kind of document: spellcheck (on unless `spellcheck` is false) may alter the
 * query; the text index ranks matches by BM25 (all terms, or any when none matches all); only
 * documents in `search_lang` (default `en`), within `freshness` and allowed by `safesearch`
 * stay; the site's authority, a country match and the goggle's rules weigh the score. An unknown
 * goggle is the service's 422.
 */
export function searchVertical<Doc extends CorpusDocument>(
  vertical: Vertical<Doc>,
  request: SearchRequest,
  now: Date,
): SearchOutcome<Doc> {
  const goggle = request.goggles_id === undefined ? undefined : findGoggle(request.goggles_id);
  if (request.goggles_id !== undefined && goggle === undefined) {
    throw validationError(now, [
      {
        param: 'goggles_id',
        message: `no goggle could be fetched from ${request.goggles_id}; use the URL of a published goggle`,
        input: request.goggles_id,
      },
    ]);
  }
  // Without a freshness window the corpus alone decides the outcome: the same for every request
  // that asks the same (the goggles are the service's own, fixed).
  if (request.freshness === undefined) {
    let kept = keptOutcomes.get(vertical);
    if (kept === undefined) {
      kept = keptAnswers(KEPT_REQUESTS);
      keptOutcomes.set(vertical, kept);
    }
    const key = JSON.stringify([
      request.q,
      request.country,
      request.search_lang,
      request.safesearch,
      request.spellcheck,
      request.goggles_id,
    ]);
    return kept.get(key, () => rank(vertical, request, goggle, now)) as SearchOutcome<Doc>;
  }
  return rank(vertical, request, goggle, now);
}

function rank<Doc extends CorpusDocument>(
  vertical: Vertical<Doc>,
  request: SearchRequest,
  goggle: ReturnType<typeof findGoggle>,
  now: Date,
): SearchOutcome<Doc> {
  const altered = request.spellcheck === false ? undefined : corpus().vocabulary.correct(request.q);
  const searched = altered ?? request.q;
  const language = (request.search_lang ?? DEFAULT_LANGUAGE).toLowerCase();
  const country = (request.country ?? DEFAULT_COUNTRY).toUpperCase();
  const window = freshnessWindow(request.freshness, now);

  let filteredBySafesearch = false;
  let mutatedByGoggle = false;
  const scored: { doc: Doc; score: number }[] = [];
  for (const hit of vertical.index.search(searched).hits) {
    const doc = vertical.docs[hit.no];
    if (doc === undefined || doc.language !== language) continue;
    if (window !== undefined) {
      const published = publishedAt(doc.ageSeconds, now).getTime();
      if (published < window.from || published > window.to) continue;
    }
    if (!safesearchAllows(request.safesearch, doc.rating)) {
      filteredBySafesearch = true;
      continue;
    }
    let score = hit.score * doc.site.authority;
    if (doc.site.country === country) score *= COUNTRY_BOOST;
    if (goggle !== undefined) {
      const effect = goggleEffect(goggle, doc.url, doc.site.host);
      if (effect.discard || effect.factor !== 1) mutatedByGoggle = true;
      if (effect.discard) continue;
      score *= effect.factor;
    }
    scored.push({ doc, score });
  }
  scored.sort((a, b) => b.score - a.score || a.doc.no - b.doc.no);
  return {
    original: request.q,
    altered,
    terms: searchTerms(searched),
    ranked: scored.map((entry) => entry.doc),
    filteredBySafesearch,
    mutatedByGoggle,
  };
}
