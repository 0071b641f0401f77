import { z } from 'zod';

/*
 * docs/tool-results.md §"websearch": a web search API (web, news, videos, images, suggestions,
 * spelling, local places, the summarizer, LLM context and chat completions).
 */

/** Where a result lives: host, path and the site's favicon. */
const metaUrlSchema = z.object({
  scheme: z.string(),
  netloc: z.string(),
  hostname: z.string(),
  favicon: z.string(),
  path: z.string(),
});

/** What the service understood of the query. */
const searchQuerySchema = z.object({
  original: z.string(),
  altered: z.string().optional(),
  show_strict_warning: z.boolean(),
  is_navigational: z.boolean(),
  is_news_breaking: z.boolean(),
  spellcheck_off: z.boolean(),
  country: z.string(),
  bad_results: z.boolean(),
  should_fallback: z.boolean(),
  more_results_available: z.boolean().optional(),
});

/** One web result of a search: its page, a description and what the service extracted. */
const webResultSchema = z.object({
  type: z.literal('search_result'),
  subtype: z.string(),
  title: z.string(),
  url: z.string(),
  is_source_local: z.boolean(),
  is_source_both: z.boolean(),
  description: z.string(),
  page_age: z.string().optional(),
  profile: z.object({ name: z.string(), url: z.string(), long_name: z.string(), img: z.string() }),
  language: z.string(),
  family_friendly: z.boolean(),
  is_live: z.boolean(),
  meta_url: metaUrlSchema,
  thumbnail: z.object({ src: z.string(), original: z.string(), logo: z.boolean() }).optional(),
  age: z.string().optional(),
  extra_snippets: z.array(z.string()).optional(),
});

/** One news article of a search. */
const newsResultSchema = z.object({
  type: z.literal('news_result'),
  title: z.string(),
  url: z.string(),
  description: z.string(),
  age: z.string().optional(),
  page_age: z.string().optional(),
  source: z.string(),
  breaking: z.boolean(),
  is_live: z.boolean(),
  family_friendly: z.boolean(),
  meta_url: metaUrlSchema,
  thumbnail: z.object({ src: z.string(), original: z.string() }).optional(),
  extra_snippets: z.array(z.string()).optional(),
});

/** One video of a web search (not the video connector's own search). */
const videoResultSchema = z.object({
  type: z.literal('video_result'),
  title: z.string(),
  url: z.string(),
  description: z.string(),
  age: z.string().optional(),
  page_age: z.string().optional(),
  family_friendly: z.boolean(),
  video: z.object({
    duration: z.string(),
    views: z.number().int(),
    creator: z.string(),
    publisher: z.string(),
    thumbnail: z.object({ src: z.string() }),
    tags: z.array(z.string()),
    requires_subscription: z.boolean(),
  }),
  meta_url: metaUrlSchema,
  thumbnail: z.object({ src: z.string(), original: z.string() }).optional(),
});

const postalAddressSchema = z.object({
  type: z.literal('PostalAddress'),
  country: z.string(),
  postalCode: z.string(),
  streetAddress: z.string(),
  addressLocality: z.string(),
  addressRegion: z.string(),
  displayAddress: z.string(),
});

const placeRatingSchema = z.object({
  ratingValue: z.number(),
  bestRating: z.number(),
  reviewCount: z.number().int(),
  is_tripadvisor: z.boolean(),
});

/** `[latitude, longitude]`. */
const coordinatesSchema = z.tuple([z.number(), z.number()]);

/** A place as searches list it: a web search's `locations`, a local place search's results. */
const locationSummarySchema = z.object({
  type: z.literal('location_result'),
  id: z.string(),
  title: z.string(),
  coordinates: coordinatesSchema,
  postal_address: postalAddressSchema,
  categories: z.array(z.string()),
  rating: placeRatingSchema,
  distance: z.object({ value: z.number(), units: z.string() }).optional(),
});

const webSearchSchema = z.object({
  type: z.literal('search'),
  query: searchQuerySchema,
  web: z.object({
    type: z.literal('search'),
    results: z.array(webResultSchema),
    family_friendly: z.boolean(),
    mutated_by_goggles: z.boolean().optional(),
  }),
  news: z
    .object({
      type: z.literal('news'),
      results: z.array(newsResultSchema),
      mutated_by_goggles: z.boolean(),
    })
    .optional(),
  videos: z
    .object({
      type: z.literal('videos'),
      results: z.array(videoResultSchema),
      mutated_by_goggles: z.boolean(),
    })
    .optional(),
  locations: z
    .object({ type: z.literal('locations'), results: z.array(locationSummarySchema) })
    .optional(),
  summarizer: z.object({ type: z.literal('summarizer'), key: z.string() }).optional(),
});

const newsSearchSchema = z.object({
  type: z.literal('news'),
  query: searchQuerySchema,
  results: z.array(newsResultSchema),
  mutated_by_goggles: z.boolean().optional(),
});

const videoSearchSchema = z.object({
  type: z.literal('videos'),
  query: searchQuerySchema,
  results: z.array(videoResultSchema),
});

/** One image of an image search, with its thumbnail and source page. */
const imageResultSchema = z.object({
  type: z.literal('image_result'),
  title: z.string(),
  url: z.string(),
  source: z.string(),
  page_fetched: z.string(),
  thumbnail: z.object({ src: z.string(), width: z.number(), height: z.number() }),
  properties: z.object({
    url: z.string(),
    placeholder: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    format: z.string(),
  }),
  meta_url: metaUrlSchema,
  confidence: z.enum(['high', 'medium', 'low']),
});

/** The answer of an image search. */
const imageSearchSchema = z.object({
  type: z.literal('images'),
  query: z.object({
    original: z.string(),
    altered: z.string().optional(),
    spellcheck_off: z.boolean(),
    show_strict_warning: z.boolean(),
  }),
  results: z.array(imageResultSchema),
  extra: z.object({ might_be_offensive: z.boolean() }),
});

const suggestSearchSchema = z.object({
  type: z.literal('suggest'),
  query: z.object({ original: z.string() }),
  results: z.array(
    z.object({
      query: z.string(),
      is_entity: z.boolean(),
      title: z.string().optional(),
      description: z.string().optional(),
    }),
  ),
});

const spellcheckSchema = z.object({
  type: z.literal('spellcheck'),
  query: z.object({ original: z.string() }),
  results: z.array(z.object({ query: z.string() })),
});

const llmContextSchema = z.object({
  grounding: z.object({
    generic: z.array(
      z.object({ url: z.string(), title: z.string(), snippets: z.array(z.string()) }),
    ),
  }),
  sources: z.record(
    z.string(),
    z.object({ title: z.string(), hostname: z.string(), age: z.array(z.string()) }),
  ),
});

/**
 * An OpenAI-style chat completion (the JSON body; with `stream: true` the BFF passes the
 * server-sent events on instead).
 */
const chatCompletionSchema = z.object({
  id: z.string(),
  object: z.literal('chat.completion'),
  created: z.number().int(),
  model: z.string(),
  choices: z.array(
    z.object({
      index: z.number().int(),
      message: z.object({ role: z.literal('assistant'), content: z.string() }),
      finish_reason: z.string().nullable(),
    }),
  ),
  usage: z
    .object({
      prompt_tokens: z.number().int(),
      completion_tokens: z.number().int(),
      total_tokens: z.number().int(),
    })
    .optional(),
});

const placeSearchSchema = z.object({
  type: z.literal('locations'),
  results: z.array(locationSummarySchema),
});

const openingDaySchema = z.object({
  abbr_name: z.string(),
  full_name: z.string(),
  opens: z.string(),
  closes: z.string(),
});

/** A point of interest in full: address, hours, contact, rating. */
const placeSchema = z.object({
  type: z.literal('location_result'),
  id: z.string(),
  title: z.string(),
  url: z.string(),
  provider_url: z.string(),
  coordinates: coordinatesSchema,
  zoom_level: z.number().int(),
  thumbnail: z.object({ src: z.string() }).optional(),
  postal_address: postalAddressSchema,
  opening_hours: z
    .object({
      current_day: z.array(openingDaySchema),
      days: z.array(z.array(openingDaySchema)),
    })
    .optional(),
  contact: z.object({ telephone: z.string() }).optional(),
  price_range: z.string().optional(),
  rating: placeRatingSchema.optional(),
  categories: z.array(z.string()),
  serves_cuisine: z.array(z.string()).optional(),
  timezone: z.string(),
});

const placesSchema = z.object({
  type: z.literal('local_pois'),
  results: z.array(placeSchema),
});

const placeDescriptionsSchema = z.object({
  type: z.literal('local_descriptions'),
  results: z.array(
    z.object({ type: z.literal('local_description'), id: z.string(), description: z.string() }),
  ),
});

/** A part of a summary: a run of text, or a numbered citation of a source. */
const summaryPartSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('token'), data: z.string() }),
  z.object({
    type: z.literal('inline_reference'),
    data: z.object({
      type: z.literal('inline_reference'),
      url: z.string(),
      number: z.number().int(),
      start_index: z.number().int(),
      end_index: z.number().int(),
      favicon: z.string(),
      snippet: z.string(),
    }),
  }),
]);

/** What the summarizer tells about one entity, under the entity's name. */
const entityInfoSchema = z.object({ provider: z.string(), description: z.string() });

/** An image of the summarizer's enrichments. */
const enrichmentImageSchema = z.object({
  thumbnail: z.object({ src: z.string() }),
  url: z.string(),
  properties: z.object({ url: z.string() }),
  text: z.string(),
});

/** An entity the summary mentions, with a short text about it. */
const enrichmentEntitySchema = z.object({
  uuid: z.string(),
  name: z.string(),
  url: z.string(),
  text: z.string(),
  highlight: z.array(z.object({ start: z.number().int(), end: z.number().int() })),
  images: z.array(z.unknown()),
});

/** A page the summary was written from. */
const contextSourceSchema = z.object({
  title: z.string(),
  url: z.string(),
  meta_url: metaUrlSchema,
});

/** The summarizer's enrichments: the raw answer, its parts, the entities and the sources it used. */
const enrichmentsSchema = z.object({
  raw: z.string(),
  images: z.array(enrichmentImageSchema),
  qa: z.array(z.unknown()),
  entities: z.array(enrichmentEntitySchema),
  context: z.array(contextSourceSchema),
});

const summarizerBase = { type: z.literal('summarizer'), status: z.string() };
const summarySchema = z.array(summaryPartSchema);
const entitiesInfosSchema = z.record(z.string(), entityInfoSchema);

/** websearch_summarizer_search: the whole summary, its sources and its follow-ups. */
const summarizerSearchSchema = z.object({
  ...summarizerBase,
  title: z.string(),
  summary: summarySchema,
  enrichments: enrichmentsSchema,
  followups: z.array(z.string()),
  entities_infos: entitiesInfosSchema.optional(),
});
const summarizerSummarySchema = z.object({
  ...summarizerBase,
  title: z.string(),
  summary: summarySchema,
});
const summarizerTitleSchema = z.object({ ...summarizerBase, title: z.string() });
const summarizerEnrichmentsSchema = z.object({
  ...summarizerBase,
  enrichments: enrichmentsSchema,
});
const summarizerFollowupsSchema = z.object({
  ...summarizerBase,
  followups: z.array(z.string()),
});
const summarizerEntityInfoSchema = z.object({
  ...summarizerBase,
  entities_infos: entitiesInfosSchema,
});

/** The service's error body (a 429 when the plan's rate is exceeded). */
export const websearchErrorSchema = z.object({
  type: z.literal('ErrorResponse'),
  error: z.object({
    id: z.string(),
    status: z.number().int(),
    code: z.string(),
    detail: z.string(),
    meta: z.record(z.string(), z.unknown()).optional(),
  }),
  time: z.number().int(),
});

/** The web search tools (docs/connectors.md §4.5) and what each answers. */
export const websearchResultSchemas = {
  websearch_web_search: webSearchSchema,
  websearch_news_search: newsSearchSchema,
  websearch_image_search: imageSearchSchema,
  websearch_video_search: videoSearchSchema,
  websearch_suggest_search: suggestSearchSchema,
  websearch_spellcheck: spellcheckSchema,
  websearch_llm_context: llmContextSchema,
  websearch_chat_completions: chatCompletionSchema,
  websearch_local_place_search: placeSearchSchema,
  websearch_local_pois: placesSchema,
  websearch_local_descriptions: placeDescriptionsSchema,
  websearch_summarizer_search: summarizerSearchSchema,
  websearch_summarizer_summary: summarizerSummarySchema,
  websearch_summarizer_enrichments: summarizerEnrichmentsSchema,
  websearch_summarizer_followups: summarizerFollowupsSchema,
  websearch_summarizer_entity_info: summarizerEntityInfoSchema,
  websearch_summarizer_title: summarizerTitleSchema,
} as const;
