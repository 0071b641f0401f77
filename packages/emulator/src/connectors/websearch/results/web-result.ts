import type { NewsItem, WebPage } from '../corpus/documents.ts';
import { writeQuantities } from '../corpus/units.ts';
import { decorate } from '../search/decorate.ts';
import { publishedAt } from '../search/freshness.ts';
import { keptAnswers } from '../search/kept-answers.ts';
import { ageText, pageAge } from './age.ts';
import { metaUrl, type Presentation, profile } from './presentation.ts';
import { swatch } from './thumbnails.ts';

/** docs/connectors.md §4.5: up to 5 extra snippets per result (Pro). */
const MAX_EXTRA_SNIPPETS = 5;

/** How recent requests read the corpus's texts (units, decorations, terms), and what they read. */
const readings = keptAnswers<string, Map<string, string>>(64);
const readingOf = new WeakMap<Presentation, Map<string, string>>();

/** A text of the corpus as the request reads it: quantities in its units, terms decorated. */
export function presentText(text: string, presentation: Presentation): string {
  let texts = readingOf.get(presentation);
  if (texts === undefined) {
    const { units, decorations, terms } = presentation;
    texts = readings.get(`${units} ${decorations} ${[...terms].join(' ')}`, () => new Map());
    readingOf.set(presentation, texts);
  }
  // The texts are the corpus's: a reading holds at most the corpus.
  let html = texts.get(text);
  if (html === undefined) {
    html = decorate(
      writeQuantities(text, presentation.units),
      presentation.terms,
      presentation.decorations,
    );
    texts.set(text, html);
  }
  return html;
}

/** The corpus's documents are made once: each one's picture is too. */
const thumbnails = new WeakMap<object, { src: string; original: string }>();

/** A result's picture: the swatch of its title, and where the original would be. */
function thumbnailOf(doc: { url: string; title: string; site: { hue: number } }) {
  let thumbnail = thumbnails.get(doc);
  if (thumbnail === undefined) {
    const name = new URL(doc.url).pathname.split('/').filter(Boolean).pop() ?? 'image';
    thumbnail = {
      src: swatch(doc.title, doc.site.hue, 200, 150),
      original: `${new URL(doc.url).origin}/media/${name}.jpg`,
    };
    thumbnails.set(doc, thumbnail);
  }
  return { ...thumbnail };
}

/** docs/tool-results.md §"websearch": a web result (`type: "search_result"`). */
export function webResult(page: WebPage, presentation: Presentation): Record<string, unknown> {
  const published = publishedAt(page.ageSeconds, presentation.now);
  return {
    type: 'search_result',
    subtype: 'generic',
    title: page.title,
    url: page.url,
    is_source_local: false,
    is_source_both: false,
    description: presentText(page.description, presentation),
    page_age: pageAge(published),
    profile: profile(page.site, page.url),
    language: page.language,
    family_friendly: page.rating === 'safe',
    is_live: false,
    meta_url: metaUrl(page.url, page.site),
    ...(page.hasThumbnail && { thumbnail: { ...thumbnailOf(page), logo: false } }),
    age: ageText(published, presentation.now, presentation.locale),
    ...(presentation.extraSnippets && {
      extra_snippets: page.body
        .slice(0, MAX_EXTRA_SNIPPETS)
        .map((snippet) => presentText(snippet, presentation)),
    }),
  };
}

/** docs/tool-results.md §"websearch": a news result. */
export function newsResult(item: NewsItem, presentation: Presentation): Record<string, unknown> {
  const published = publishedAt(item.ageSeconds, presentation.now);
  return {
    type: 'news_result',
    title: item.title,
    url: item.url,
    description: presentText(item.description, presentation),
    age: ageText(published, presentation.now, presentation.locale),
    page_age: pageAge(published),
    source: item.site.name,
    breaking: item.breaking,
    is_live: item.live,
    family_friendly: item.rating === 'safe',
    meta_url: metaUrl(item.url, item.site),
    thumbnail: thumbnailOf(item),
    ...(presentation.extraSnippets && {
      extra_snippets: item.body
        .slice(0, MAX_EXTRA_SNIPPETS)
        .map((snippet) => presentText(snippet, presentation)),
    }),
  };
}
