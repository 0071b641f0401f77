import { createHash } from 'node:crypto';
import { stableId } from '../../stable-id.ts';
import { corpus } from '../corpus/corpus.ts';
import type { ImageItem, WebPage } from '../corpus/documents.ts';
import { type Entity, TOPICS } from '../corpus/topics.ts';
import { type Units, writeQuantities } from '../corpus/units.ts';
import { favicon, metaUrl } from '../results/presentation.ts';
import { swatch } from '../results/thumbnails.ts';
import { rankedSentences } from '../search/ranked-sentences.ts';
import {
  DEFAULT_COUNTRY,
  DEFAULT_LANGUAGE,
  type SearchOutcome,
  type SearchRequest,
} from '../search/search-vertical.ts';
import type { StoredSummary, SummaryEntity, SummaryPart } from './stored-summary.ts';

/** How long a summarizer key answers (docs/internals/emulator.md §"Beyond the spec"). */
export const SUMMARY_TTL_SECONDS = 3600;
/** How many results a summary cites. */
const CITED = 3;

/** The stored summary's id for `key`. */
export function summaryIdOf(key: string): string {
  return `sum_${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
}

/** The best sentence of `page` for the query that is not used yet. */
function bestSentence(page: WebPage, terms: ReadonlySet<string>, used: Set<string>, units: Units) {
  const best = rankedSentences(page, terms, units).find((sentence) => !used.has(sentence.text));
  if (best !== undefined) used.add(best.text);
  return best?.text;
}

/** Where any of `names` occurs in `text`, any case, each place once (the longest name there). */
function occurrences(text: string, names: readonly string[]): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  const haystack = text.toLowerCase();
  for (const name of names) {
    const needle = name.toLowerCase();
    for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
      found.push({ start: at, end: at + needle.length });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: { start: number; end: number }[] = [];
  for (const range of found) {
    if (range.start >= (kept[kept.length - 1]?.end ?? 0)) kept.push(range);
  }
  return kept;
}

/** The corpus entities the summary text names (by name, or by a short name of 4+ letters). */
function entitiesIn(raw: string, units: Units): SummaryEntity[] {
  const encyclopedia = corpus().sites[0];
  const named: SummaryEntity[] = [];
  for (const topic of TOPICS) {
    for (const entity of topic.entities) {
      const highlight = occurrences(
        raw,
        entity.short.length >= 4 ? [entity.name, entity.short] : [entity.name],
      );
      if (highlight.length === 0) continue;
      const overview = corpus().web.docs.find(
        (page) => page.entity === entity && page.kind === 'overview' && page.site === encyclopedia,
      );
      named.push({
        uuid: stableId(`websearch-entity:${entity.name}`),
        name: entity.name,
        url: overview?.url ?? '',
        text: writeQuantities(entity.description, units),
        provider: encyclopedia?.name ?? 'Open Encyclopedia',
        highlight,
      });
    }
  }
  return named;
}

function followupsFor(entity: Entity): string[] {
  const topic = TOPICS.find((candidate) => candidate.entities.includes(entity));
  const sibling = topic?.entities.find((other) => other !== entity) ?? entity;
  const [search = 'facts'] = entity.searches;
  return [
    `What is ${sibling.name}?`,
    `How does ${entity.name} compare with ${sibling.name}?`,
    `${entity.name} ${search}`,
  ];
}

/**
 * The summary of a web search's first results (docs/connectors.md §4.5 summarizer flow): one
 * sentence from each of the top results, each followed by an inline reference to it, the
 * entities the text names, pictures and follow-up questions. Undefined when nothing was found.
 * Its key is the service's JSON form, naming the query and a hash of the results it cites.
 */
export function makeSummary(input: {
  outcome: SearchOutcome<WebPage>;
  request: SearchRequest;
  images: readonly ImageItem[];
  units: Units;
  now: Date;
}): StoredSummary | undefined {
  const { outcome, request, images, units, now } = input;
  const cited = outcome.ranked.slice(0, CITED);
  const [top] = cited;
  if (top === undefined) return undefined;

  const used = new Set<string>();
  const parts: SummaryPart[] = [];
  let raw = '';
  cited.forEach((page, index) => {
    const sentence = bestSentence(page, outcome.terms, used, units);
    if (sentence === undefined) return;
    if (raw !== '') {
      parts.push({ type: 'token', data: ' ' });
      raw += ' ';
    }
    const start = raw.length;
    raw += sentence;
    parts.push({ type: 'token', data: sentence });
    parts.push({
      type: 'inline_reference',
      data: {
        type: 'inline_reference',
        url: page.url,
        number: index + 1,
        start_index: start,
        end_index: raw.length,
        favicon: favicon(page.site),
        snippet: sentence,
      },
    });
  });

  const searched = outcome.altered ?? outcome.original;
  const key = JSON.stringify({
    query: searched,
    country: (request.country ?? DEFAULT_COUNTRY).toLowerCase(),
    language: request.search_lang ?? DEFAULT_LANGUAGE,
    safesearch: request.safesearch,
    results_hash: createHash('sha256')
      .update(cited.map((page) => page.url).join('\n'))
      .digest('hex'),
  });
  return {
    id: summaryIdOf(key),
    key,
    expires_at: new Date(now.getTime() + SUMMARY_TTL_SECONDS * 1000).toISOString(),
    title: `${searched.charAt(0).toUpperCase()}${searched.slice(1)}`,
    parts,
    entities: entitiesIn(raw, units),
    context: cited.map((page) => ({
      title: page.title,
      url: page.url,
      meta_url: metaUrl(page.url, page.site),
    })),
    images: images.map((image) => ({
      src: swatch(image.title, image.hue, 200, 150),
      url: image.url,
      image_url: image.imageUrl,
      text: image.title,
    })),
    followups: followupsFor(top.entity),
  };
}
