import { buildTextIndex, type TextIndex } from '../search/text-index.ts';
import { buildVocabulary, type Vocabulary } from '../search/vocabulary.ts';
import type { ImageItem, NewsItem, VideoItem, WebPage } from './documents.ts';
import { buildImageItems } from './image-items.ts';
import { buildNewsItems } from './news-items.ts';
import { buildPlaces, type Place } from './places.ts';
import { seededRandom } from './seeded-random.ts';
import { buildSites, type Site } from './sites.ts';
import { buildSuggestedQueries, type SuggestedQuery } from './suggestions.ts';
import { writeQuantities } from './units.ts';
import { buildVideoItems } from './video-items.ts';
import { buildWebPages } from './web-pages.ts';

/** The documents of one kind and their full-text index. */
export interface Vertical<Doc> {
  readonly docs: readonly Doc[];
  readonly index: TextIndex;
}

/** The simulated web: everything the web search tools search, indexed. */
export interface Corpus {
  readonly sites: readonly Site[];
  readonly web: Vertical<WebPage>;
  readonly news: Vertical<NewsItem>;
  readonly images: Vertical<ImageItem>;
  readonly videos: Vertical<VideoItem>;
  readonly places: Vertical<Place>;
  readonly suggestions: Vertical<SuggestedQuery>;
  readonly vocabulary: Vocabulary;
}

/** Texts are indexed with their quantities written out (the units do not change what matches). */
const indexed = (text: string) => writeQuantities(text, 'metric');

/**
 * Builds the corpus from fixed seeds: the same documents, dates and places in every process.
 * Each kind has its own seed, so changing one leaves the others as they were.
 */
function buildCorpus(): Corpus {
  const sites = buildSites(seededRandom(1));
  const web = buildWebPages(seededRandom(2), sites);
  const news = buildNewsItems(seededRandom(3), sites);
  const images = buildImageItems(seededRandom(4), sites);
  const videos = buildVideoItems(seededRandom(5), sites);
  const places = buildPlaces(seededRandom(6));
  const suggestions = buildSuggestedQueries();
  const vocabulary = buildVocabulary(
    (function* texts() {
      for (const page of web)
        yield* [page.title, indexed(page.description), ...page.body.map(indexed)];
      for (const item of news) yield* [item.title, indexed(item.description)];
      for (const item of videos) yield item.title;
      for (const image of images) yield image.title;
      for (const place of places) yield* [place.name, place.city.name, ...place.about];
      for (const suggestion of suggestions) yield suggestion.query;
    })(),
  );
  return {
    sites,
    web: {
      docs: web,
      index: buildTextIndex(
        web,
        {
          title: (page) => page.title,
          description: (page) => indexed(page.description),
          body: (page) => page.body.map(indexed).join(' '),
        },
        { title: 3, description: 2 },
      ),
    },
    news: {
      docs: news,
      index: buildTextIndex(
        news,
        {
          title: (item) => item.title,
          description: (item) => indexed(item.description),
          body: (item) => item.body.map(indexed).join(' '),
        },
        { title: 3, description: 2 },
      ),
    },
    images: {
      docs: images,
      index: buildTextIndex(
        images,
        {
          title: (image) => image.title,
          about: (image) => `${image.entity.kind} ${image.topic.label.en}`,
        },
        { title: 3 },
      ),
    },
    videos: {
      docs: videos,
      index: buildTextIndex(
        videos,
        {
          title: (item) => item.title,
          description: (item) => indexed(item.description),
          tags: (item) => `${item.tags.join(' ')} ${item.creator}`,
        },
        { title: 3, description: 2 },
      ),
    },
    places: {
      docs: places,
      index: buildTextIndex(
        places,
        {
          name: (place) => place.name,
          category: (place) =>
            `${place.category.label} ${place.category.keywords.join(' ')} ${place.cuisine ?? ''}`,
          city: (place) =>
            `${place.city.name} ${place.neighborhood} ${place.city.aliases.join(' ')}`,
          about: (place) => place.about.join(' '),
        },
        { name: 3, category: 2, city: 2 },
      ),
    },
    suggestions: {
      docs: suggestions,
      index: buildTextIndex(suggestions, { query: (suggestion) => suggestion.query }, {}),
    },
    vocabulary,
  };
}

let built: Corpus | undefined;

/**
 * The corpus, built on first use and kept for the process (it never changes): emulator start-up
 * does not pay for it, the first web search tool call does (docs/internals/emulator.md: about a second).
 */
export function corpus(): Corpus {
  built ??= buildCorpus();
  return built;
}
