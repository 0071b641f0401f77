import type { UpstreamErrorBody } from '@plugboard/schema';
import { z } from 'zod';

/*
 * The websearch answers of docs/result-shapes.md as strict schemas: a test parses an answer with one
 * of these, which checks its shape field by field and types it for the assertions that follow.
 */

const dataUrl = z.string().startsWith('data:image/svg+xml,');
/** `page_age`: `YYYY-MM-DDTHH:mm:ss`, UTC without a zone, as the service writes it. */
const pageAge = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);

export const metaUrlShape = z.strictObject({
  scheme: z.literal('https'),
  netloc: z.string(),
  hostname: z.string(),
  favicon: dataUrl,
  path: z.string(),
});

export const queryShape = z.strictObject({
  original: z.string(),
  altered: z.string().optional(),
  show_strict_warning: z.boolean(),
  is_navigational: z.boolean(),
  is_news_breaking: z.boolean(),
  spellcheck_off: z.boolean(),
  country: z.string().regex(/^[a-z]{2}$/),
  bad_results: z.boolean(),
  should_fallback: z.boolean(),
  more_results_available: z.boolean().optional(),
});

export const webResultShape = z.strictObject({
  type: z.literal('search_result'),
  subtype: z.literal('generic'),
  title: z.string(),
  url: z.url(),
  is_source_local: z.boolean(),
  is_source_both: z.boolean(),
  description: z.string(),
  page_age: pageAge,
  profile: z.strictObject({ name: z.string(), url: z.url(), long_name: z.string(), img: dataUrl }),
  language: z.enum(['en', 'de', 'fr', 'es']),
  family_friendly: z.boolean(),
  is_live: z.boolean(),
  meta_url: metaUrlShape,
  thumbnail: z.strictObject({ src: dataUrl, original: z.url(), logo: z.boolean() }).optional(),
  age: z.string(),
  extra_snippets: z.array(z.string()).max(5).optional(),
});

export const newsResultShape = z.strictObject({
  type: z.literal('news_result'),
  title: z.string(),
  url: z.url(),
  description: z.string(),
  age: z.string(),
  page_age: pageAge,
  source: z.string(),
  breaking: z.boolean(),
  is_live: z.boolean(),
  family_friendly: z.boolean(),
  meta_url: metaUrlShape,
  thumbnail: z.strictObject({ src: dataUrl, original: z.url() }),
  extra_snippets: z.array(z.string()).max(5).optional(),
});

export const videoResultShape = z.strictObject({
  type: z.literal('video_result'),
  title: z.string(),
  url: z.url(),
  description: z.string(),
  age: z.string(),
  page_age: pageAge,
  family_friendly: z.boolean(),
  video: z.strictObject({
    duration: z.string().regex(/^(?:\d+:)?\d{2}:\d{2}$/),
    views: z.number().int().nonnegative(),
    creator: z.string(),
    publisher: z.string(),
    thumbnail: z.strictObject({ src: dataUrl }),
    tags: z.array(z.string()),
    requires_subscription: z.boolean(),
  }),
  meta_url: metaUrlShape,
  thumbnail: z.strictObject({ src: dataUrl, original: z.url() }),
});

const postalAddressShape = z.strictObject({
  type: z.literal('PostalAddress'),
  country: z.string().length(2),
  postalCode: z.string(),
  streetAddress: z.string(),
  addressLocality: z.string(),
  addressRegion: z.string(),
  displayAddress: z.string(),
});
const ratingShape = z.strictObject({
  ratingValue: z.number().min(1).max(5),
  bestRating: z.literal(5),
  reviewCount: z.number().int().nonnegative(),
  is_tripadvisor: z.boolean(),
});
const locationId = z.string().regex(/^[0-9a-f]{32}$/);

/** A place as searches list it: the `locations` of a web search and local place search. */
export const locationSummaryShape = z.strictObject({
  type: z.literal('location_result'),
  id: locationId,
  title: z.string(),
  coordinates: z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]),
  postal_address: postalAddressShape,
  categories: z.array(z.string()).min(1),
  rating: ratingShape,
  distance: z.strictObject({ value: z.number().nonnegative(), units: z.literal('km') }).optional(),
});

export const webSearchShape = z.strictObject({
  type: z.literal('search'),
  query: queryShape,
  web: z.strictObject({
    type: z.literal('search'),
    results: z.array(webResultShape),
    family_friendly: z.boolean(),
    mutated_by_goggles: z.boolean().optional(),
  }),
  news: z
    .strictObject({
      type: z.literal('news'),
      results: z.array(newsResultShape).min(1),
      mutated_by_goggles: z.boolean(),
    })
    .optional(),
  videos: z
    .strictObject({
      type: z.literal('videos'),
      results: z.array(videoResultShape).min(1),
      mutated_by_goggles: z.boolean(),
    })
    .optional(),
  locations: z
    .strictObject({ type: z.literal('locations'), results: z.array(locationSummaryShape).min(1) })
    .optional(),
  summarizer: z.strictObject({ type: z.literal('summarizer'), key: z.string() }).optional(),
});

export const newsSearchShape = z.strictObject({
  type: z.literal('news'),
  query: queryShape,
  results: z.array(newsResultShape),
  mutated_by_goggles: z.boolean().optional(),
});

export const videoSearchShape = z.strictObject({
  type: z.literal('videos'),
  query: queryShape,
  results: z.array(videoResultShape),
});

export const imageSearchShape = z.strictObject({
  type: z.literal('images'),
  query: z.strictObject({
    original: z.string(),
    altered: z.string().optional(),
    spellcheck_off: z.boolean(),
    show_strict_warning: z.boolean(),
  }),
  results: z
    .array(
      z.strictObject({
        type: z.literal('image_result'),
        title: z.string(),
        url: z.url(),
        source: z.string(),
        page_fetched: pageAge,
        thumbnail: z.strictObject({ src: dataUrl, width: z.number(), height: z.number() }),
        properties: z.strictObject({
          url: z.url(),
          placeholder: dataUrl,
          width: z.number().int().positive(),
          height: z.number().int().positive(),
          format: z.literal('jpeg'),
        }),
        meta_url: metaUrlShape,
        confidence: z.enum(['high', 'medium', 'low']),
      }),
    )
    .max(3),
  extra: z.strictObject({ might_be_offensive: z.boolean() }),
});

export const suggestShape = z.strictObject({
  type: z.literal('suggest'),
  query: z.strictObject({ original: z.string() }),
  results: z.array(
    z.strictObject({
      query: z.string(),
      is_entity: z.boolean(),
      title: z.string().optional(),
      description: z.string().optional(),
    }),
  ),
});

export const spellcheckShape = z.strictObject({
  type: z.literal('spellcheck'),
  query: z.strictObject({ original: z.string() }),
  results: z.array(z.strictObject({ query: z.string() })),
});

export const llmContextShape = z.strictObject({
  grounding: z.strictObject({
    generic: z.array(
      z.strictObject({ url: z.url(), title: z.string(), snippets: z.array(z.string()).min(1) }),
    ),
  }),
  sources: z.record(
    z.url(),
    z.strictObject({
      title: z.string(),
      hostname: z.string(),
      age: z.tuple([z.iso.date(), z.string()]),
    }),
  ),
});

export const chatCompletionShape = z.strictObject({
  id: z.string().regex(/^chatcmpl-[0-9a-f]+$/),
  object: z.literal('chat.completion'),
  created: z.number().int(),
  model: z.string(),
  choices: z.tuple([
    z.strictObject({
      index: z.literal(0),
      message: z.strictObject({ role: z.literal('assistant'), content: z.string().min(1) }),
      finish_reason: z.literal('stop'),
    }),
  ]),
  usage: z.strictObject({
    prompt_tokens: z.number().int().positive(),
    completion_tokens: z.number().int().positive(),
    total_tokens: z.number().int().positive(),
  }),
});

export const chatChunkShape = z.strictObject({
  id: z.string().regex(/^chatcmpl-[0-9a-f]+$/),
  object: z.literal('chat.completion.chunk'),
  created: z.number().int(),
  model: z.string(),
  choices: z.tuple([
    z.strictObject({
      index: z.literal(0),
      delta: z.strictObject({
        role: z.literal('assistant').optional(),
        content: z.string().optional(),
      }),
      finish_reason: z.literal('stop').nullable(),
    }),
  ]),
});

export const placeSearchShape = z.strictObject({
  type: z.literal('locations'),
  results: z.array(locationSummaryShape),
});

const openingDay = z.strictObject({
  abbr_name: z.string().length(3),
  full_name: z.string(),
  opens: z.string().regex(/^\d{2}:\d{2}$/),
  closes: z.string().regex(/^\d{2}:\d{2}$/),
});

export const poiShape = z.strictObject({
  type: z.literal('location_result'),
  id: locationId,
  title: z.string(),
  url: z.url(),
  provider_url: z.url(),
  coordinates: z.tuple([z.number(), z.number()]),
  zoom_level: z.number().int(),
  thumbnail: z.strictObject({ src: dataUrl }),
  postal_address: postalAddressShape,
  opening_hours: z.strictObject({
    current_day: z.array(openingDay).max(1),
    days: z
      .array(z.tuple([openingDay]))
      .min(6)
      .max(7),
  }),
  contact: z.strictObject({ telephone: z.string().startsWith('+') }),
  price_range: z.string().optional(),
  rating: ratingShape,
  categories: z.array(z.string()).min(1),
  serves_cuisine: z.array(z.string()).optional(),
  timezone: z.string(),
});

export const poisShape = z.strictObject({
  type: z.literal('local_pois'),
  results: z.array(poiShape),
});

export const descriptionsShape = z.strictObject({
  type: z.literal('local_descriptions'),
  results: z.array(
    z.strictObject({
      type: z.literal('local_description'),
      id: locationId,
      description: z.string(),
    }),
  ),
});

const summaryPartShape = z.union([
  z.strictObject({ type: z.literal('token'), data: z.string() }),
  z.strictObject({
    type: z.literal('inline_reference'),
    data: z.strictObject({
      type: z.literal('inline_reference'),
      url: z.url(),
      number: z.number().int().positive(),
      start_index: z.number().int().nonnegative(),
      end_index: z.number().int().nonnegative(),
      favicon: dataUrl,
      snippet: z.string(),
    }),
  }),
]);
const entityInfosShape = z.record(
  z.string(),
  z.strictObject({ provider: z.string(), description: z.string() }),
);
export const enrichmentsShape = z.strictObject({
  raw: z.string(),
  images: z.array(
    z.strictObject({
      thumbnail: z.strictObject({ src: dataUrl }),
      url: z.url(),
      properties: z.strictObject({ url: z.url() }),
      text: z.string(),
    }),
  ),
  qa: z.array(z.never()),
  entities: z.array(
    z.strictObject({
      uuid: z.guid(),
      name: z.string(),
      url: z.string(),
      text: z.string(),
      highlight: z.array(z.strictObject({ start: z.number().int(), end: z.number().int() })).min(1),
      images: z.array(z.never()),
    }),
  ),
  context: z.array(z.strictObject({ title: z.string(), url: z.url(), meta_url: metaUrlShape })),
});

const summarizerBase = { type: z.literal('summarizer'), status: z.literal('complete') };
export const summarizerSearchShape = z.strictObject({
  ...summarizerBase,
  title: z.string(),
  summary: z.array(summaryPartShape).min(1),
  enrichments: enrichmentsShape,
  followups: z.array(z.string()),
  entities_infos: entityInfosShape.optional(),
});
export const summarizerSummaryShape = z.strictObject({
  ...summarizerBase,
  title: z.string(),
  summary: z.array(summaryPartShape).min(1),
});
export const summarizerTitleShape = z.strictObject({ ...summarizerBase, title: z.string() });
export const summarizerEnrichmentsShape = z.strictObject({
  ...summarizerBase,
  enrichments: enrichmentsShape,
});
export const summarizerFollowupsShape = z.strictObject({
  ...summarizerBase,
  followups: z.array(z.string()).min(1),
});
export const summarizerEntityInfoShape = z.strictObject({
  ...summarizerBase,
  entities_infos: entityInfosShape,
});

const websearchErrorShape = z.strictObject({
  type: z.literal('ErrorResponse'),
  error: z.strictObject({
    id: z.uuid(),
    status: z.number().int(),
    code: z.string(),
    detail: z.string(),
    meta: z.record(z.string(), z.unknown()),
  }),
  time: z.number().int(),
});

/** The service's own error body, which execute_tool passes on in the second detail. */
export function websearchError(body: UpstreamErrorBody) {
  return websearchErrorShape.parse(body.details[1]?.body).error;
}
