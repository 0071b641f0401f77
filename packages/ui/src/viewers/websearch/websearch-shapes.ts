import {
  arrayOf,
  type Infer,
  isArray,
  isBoolean,
  isNumber,
  isRecord,
  isString,
  literal,
  optional,
  recordOf,
  shape,
} from '../shared/guards.ts';

/* The web search API's result shapes (docs/result-shapes.md, websearch). */

const isMetaUrl = shape({ hostname: optional(isString), favicon: optional(isString) });
const isThumbnail = shape({ src: isString });

/** A web, news or video result: all share title, url and description. */
export const isSearchResult = shape({
  title: isString,
  url: isString,
  description: optional(isString),
  age: optional(isString),
  breaking: optional(isBoolean),
  meta_url: optional(isMetaUrl),
  thumbnail: optional(isThumbnail),
  extra_snippets: optional(arrayOf(isString)),
  profile: optional(shape({ name: optional(isString) })),
  video: optional(shape({ duration: optional(isString), creator: optional(isString) })),
});
export type SearchResult = Infer<typeof isSearchResult>;

const isResults = shape({ results: arrayOf(isSearchResult) });
export const isQuery = shape({
  original: isString,
  altered: optional(isString),
  more_results_available: optional(isBoolean),
});

export const isLocation = shape({ id: isString, title: optional(isString) });

export const isWebSearch = shape({
  type: literal('search'),
  query: optional(isQuery),
  web: optional(isResults),
  news: optional(isResults),
  videos: optional(isResults),
  locations: optional(shape({ results: arrayOf(isLocation) })),
  summarizer: optional(shape({ key: isString })),
});
export type WebSearch = Infer<typeof isWebSearch>;

/** News or video search on its own. */
export const isResultSearch = shape({
  type: literal('news', 'videos'),
  query: optional(isQuery),
  results: arrayOf(isSearchResult),
});
export type ResultSearch = Infer<typeof isResultSearch>;

export const isImageResult = shape({
  title: isString,
  url: isString,
  source: optional(isString),
  thumbnail: isThumbnail,
  properties: optional(shape({ url: optional(isString) })),
});
export type ImageResult = Infer<typeof isImageResult>;

export const isImageSearch = shape({
  type: literal('images'),
  query: optional(isQuery),
  results: arrayOf(isImageResult),
});

export const isSuggestSearch = shape({
  type: literal('suggest', 'spellcheck'),
  query: optional(isQuery),
  results: arrayOf(
    shape({
      query: isString,
      is_entity: optional(isBoolean),
      title: optional(isString),
      description: optional(isString),
    }),
  ),
});
export type SuggestSearch = Infer<typeof isSuggestSearch>;

export const isPlace = shape({
  id: isString,
  title: isString,
  postal_address: optional(shape({ displayAddress: optional(isString) })),
  contact: optional(shape({ telephone: optional(isString) })),
  rating: optional(
    shape({
      ratingValue: isNumber,
      bestRating: optional(isNumber),
      reviewCount: optional(isNumber),
    }),
  ),
  coordinates: optional(arrayOf(isNumber)),
  url: optional(isString),
});
export type Place = Infer<typeof isPlace>;

/** Local POIs, or the places of a local place search (`locations`-like results). */
export const isPlaces = shape({ results: arrayOf(isPlace) });

export const isDescriptions = shape({
  type: literal('local_descriptions'),
  results: arrayOf(shape({ id: isString, description: optional(isString) })),
});

const isSummaryPart = shape({ type: isString });
export const isSummarizer = shape({
  type: literal('summarizer'),
  status: optional(isString),
  title: optional(isString),
  summary: optional(arrayOf(isSummaryPart)),
  followups: optional(arrayOf(isString)),
  // Checked loosely here and part by part where shown (summary-extras.tsx): the service may add
  // parts, and one odd part must not hide the rest of the summary.
  enrichments: optional(
    shape({
      raw: optional(isString),
      images: optional(isArray),
      entities: optional(isArray),
      context: optional(isArray),
    }),
  ),
  entities_infos: optional(isRecord),
});
export type Summarizer = Infer<typeof isSummarizer>;

/** An image of the summarizer's enrichments. */
export const isEnrichmentImage = shape({
  url: isString,
  text: optional(isString),
  thumbnail: isThumbnail,
});
/** An entity the summary mentions, with a short text about it. */
export const isEnrichmentEntity = shape({
  name: isString,
  url: optional(isString),
  text: optional(isString),
});
/** A page the summary was written from. */
export const isContextSource = shape({ title: isString, url: isString });
/** What websearch_summarizer_entity_info tells about one entity, under its name. */
export const isEntityInfo = shape({ provider: optional(isString), description: isString });

export const isLlmContext = shape({
  grounding: shape({
    generic: arrayOf(
      shape({ url: isString, title: optional(isString), snippets: arrayOf(isString) }),
    ),
  }),
  sources: optional(recordOf(shape({ title: optional(isString), hostname: optional(isString) }))),
});
export type LlmContext = Infer<typeof isLlmContext>;

export const isChatCompletion = shape({
  object: literal('chat.completion'),
  model: optional(isString),
  choices: arrayOf(
    shape({
      message: shape({ role: isString, content: isString }),
      finish_reason: optional(isString),
    }),
  ),
  usage: optional(
    shape({ prompt_tokens: isNumber, completion_tokens: isNumber, total_tokens: isNumber }),
  ),
});
export type ChatCompletion = Infer<typeof isChatCompletion>;

/** The API's error body (a 429 when the plan's rate is exceeded). */
export const isWebsearchError = shape({
  type: literal('ErrorResponse'),
  error: shape({
    status: optional(isNumber),
    code: optional(isString),
    detail: isString,
  }),
});
