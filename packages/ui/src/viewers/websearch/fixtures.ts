import type { ToolResult } from '@plugboard/schema/results';
import type {
  ContextSource,
  LocationSummary,
  MetaUrl,
  NewsResult,
  SearchQuery,
  WebResult,
  WebsearchError,
} from '../common/result-parts.ts';

/*
 * Realistic web search results (docs/tool-results.md §"websearch") for a query about the James Webb
 * telescope. Images are inline SVG so stories need no network.
 */

function swatch(hue: number, width = 200, height = 150): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${hue} 55% 45%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function metaUrl(url: string): MetaUrl {
  const { protocol, hostname, pathname } = new URL(url);
  return {
    scheme: protocol.replace(':', ''),
    netloc: hostname,
    hostname,
    favicon: swatch(hostname.length * 20, 16, 16),
    path: pathname === '/' ? '' : `› ${pathname.split('/').filter(Boolean).join(' › ')}`,
  };
}

function webResult(
  title: string,
  url: string,
  description: string,
  age: string,
  extra?: string[],
): WebResult {
  const name = new URL(url).hostname.replace(/^www\./, '');
  return {
    type: 'search_result',
    subtype: 'generic',
    title,
    url,
    is_source_local: false,
    is_source_both: false,
    description,
    age,
    page_age: '2026-01-10T12:00:00',
    language: 'en',
    family_friendly: true,
    is_live: false,
    profile: { name, url, long_name: name, img: swatch(10, 16, 16) },
    meta_url: metaUrl(url),
    ...(extra ? { extra_snippets: extra } : {}),
  };
}

function searchQuery(original: string, altered?: string): SearchQuery {
  return {
    original,
    ...(altered ? { altered } : {}),
    show_strict_warning: false,
    is_navigational: false,
    is_news_breaking: false,
    spellcheck_off: false,
    country: 'us',
    bad_results: false,
    should_fallback: false,
    more_results_available: true,
  };
}

const newsResult: NewsResult = {
  type: 'news_result',
  title: 'Webb spots carbon dioxide in an exoplanet&#39;s atmosphere',
  url: 'https://news.example.com/webb-co2',
  description: 'Astronomers using <strong>Webb</strong> report the clearest detection yet.',
  age: '5 hours ago',
  source: 'news.example.com',
  breaking: true,
  is_live: false,
  family_friendly: true,
  meta_url: metaUrl('https://news.example.com/webb-co2'),
};

const institute: LocationSummary = {
  type: 'location_result',
  id: '1520066f3f39496780c5931d9f7b26a6',
  title: 'Space Telescope Science Institute',
  coordinates: [39.33269, -76.62351],
  postal_address: {
    type: 'PostalAddress',
    country: 'US',
    postalCode: '21218',
    streetAddress: '3700 San Martin Dr',
    addressLocality: 'Baltimore',
    addressRegion: 'MD',
    displayAddress: '3700 San Martin Dr, Baltimore, MD 21218',
  },
  categories: ['Research institute'],
  rating: { ratingValue: 4.7, bestRating: 5, reviewCount: 212, is_tripadvisor: false },
};

export const websearchWeb: ToolResult<'websearch_web_search'> = {
  type: 'search',
  query: searchQuery('james webb telescop', 'james webb telescope'),
  web: {
    type: 'search',
    family_friendly: true,
    results: [
      webResult(
        'James Webb Space Telescope - NASA Science',
        'https://science.nasa.gov/mission/webb/',
        'The <strong>James Webb Space Telescope</strong> is the largest, most powerful telescope ever launched into space.',
        '3 days ago',
        [
          'Webb launched on Dec. 25, 2021.',
          'It orbits the Sun 1.5 million kilometers from Earth at L2.',
        ],
      ),
      webResult(
        'James Webb Space Telescope - Wikipedia',
        'https://en.wikipedia.org/wiki/James_Webb_Space_Telescope',
        'The <strong>James Webb</strong> Space Telescope (JWST) is a space telescope designed to conduct infrared astronomy &amp; spectroscopy.',
        'January 8, 2026',
      ),
    ],
  },
  news: { type: 'news', results: [newsResult], mutated_by_goggles: false },
  videos: {
    type: 'videos',
    results: [
      {
        type: 'video_result',
        title: 'How Webb unfolded in space',
        url: 'https://video.example.com/watch/webb-unfold',
        description: 'An animation of the deployment sequence.',
        age: 'December 26, 2021',
        family_friendly: true,
        video: {
          duration: '04:12',
          views: 1_204_311,
          creator: 'NASA Goddard',
          publisher: 'Video Example',
          thumbnail: { src: swatch(220, 160, 90) },
          tags: ['webb', 'deployment'],
          requires_subscription: false,
        },
        thumbnail: { src: swatch(220, 160, 90), original: 'https://video.example.com/webb.jpg' },
        meta_url: metaUrl('https://video.example.com/watch/webb-unfold'),
      },
    ],
    mutated_by_goggles: false,
  },
  locations: { type: 'locations', results: [institute] },
  summarizer: {
    type: 'summarizer',
    key: '{"query":"james webb telescope","country":"us","language":"en","safesearch":"moderate","results_hash":"a51d…"}',
  },
};

export const websearchNews: ToolResult<'websearch_news_search'> = {
  type: 'news',
  query: searchQuery('webb exoplanet'),
  results: [newsResult],
};

function imageProperties(url: string) {
  return { url, placeholder: swatch(0, 4, 3), width: 1600, height: 1200, format: 'png' };
}

export const websearchImages: ToolResult<'websearch_image_search'> = {
  type: 'images',
  query: { original: 'pillars of creation', spellcheck_off: false, show_strict_warning: false },
  extra: { might_be_offensive: false },
  results: [
    {
      type: 'image_result',
      title: 'Pillars of Creation (NIRCam)',
      url: 'https://webbtelescope.example.org/images/pillars-nircam',
      source: 'webbtelescope.example.org',
      page_fetched: '2026-01-09T08:00:00Z',
      thumbnail: { src: swatch(20), width: 200, height: 150 },
      properties: imageProperties('https://webbtelescope.example.org/images/pillars-nircam.png'),
      meta_url: metaUrl('https://webbtelescope.example.org/images/pillars-nircam'),
      confidence: 'high',
    },
    {
      type: 'image_result',
      title: 'Pillars of Creation (MIRI)',
      url: 'https://webbtelescope.example.org/images/pillars-miri',
      source: 'webbtelescope.example.org',
      page_fetched: '2026-01-09T08:00:00Z',
      thumbnail: { src: swatch(260), width: 200, height: 150 },
      properties: imageProperties('https://webbtelescope.example.org/images/pillars-miri.png'),
      meta_url: metaUrl('https://webbtelescope.example.org/images/pillars-miri'),
      confidence: 'high',
    },
  ],
};

export const websearchSuggest: ToolResult<'websearch_suggest_search'> = {
  type: 'suggest',
  query: { original: 'james we' },
  results: [
    {
      query: 'james webb telescope',
      is_entity: true,
      title: 'James Webb Space Telescope',
      description: 'Space telescope',
    },
    { query: 'james webb images', is_entity: false },
    { query: 'james webb launch date', is_entity: false },
  ],
};

export const websearchSpellcheck: ToolResult<'websearch_spellcheck'> = {
  type: 'spellcheck',
  query: { original: 'jmes web telscope' },
  results: [{ query: 'james webb telescope' }],
};

const monday = { abbr_name: 'Mon', full_name: 'Monday', opens: '08:00', closes: '17:00' };

export const websearchPois: ToolResult<'websearch_local_pois'> = {
  type: 'local_pois',
  results: [
    {
      type: 'location_result',
      id: institute.id,
      title: institute.title,
      url: 'https://www.stsci.edu/',
      provider_url: 'https://maps.example.com/place/stsci',
      coordinates: institute.coordinates,
      zoom_level: 15,
      postal_address: institute.postal_address,
      opening_hours: { current_day: [monday], days: [[monday]] },
      contact: { telephone: '+1 410-338-4700' },
      rating: institute.rating,
      categories: institute.categories,
      timezone: 'America/New_York',
    },
  ],
};

export const websearchDescriptions: ToolResult<'websearch_local_descriptions'> = {
  type: 'local_descriptions',
  results: [
    {
      type: 'local_description',
      id: '1520066f3f39496780c5931d9f7b26a6',
      description: 'The science operations center for the Hubble and Webb space telescopes.',
    },
  ],
};

/** A numbered citation of `url`, covering `start` to `end` of the summary's text. */
function citation(url: string, number: number, start: number, end: number) {
  return {
    type: 'inline_reference' as const,
    data: {
      type: 'inline_reference' as const,
      url,
      number,
      start_index: start,
      end_index: end,
      favicon: swatch(number * 40, 16, 16),
      snippet: 'The largest, most powerful telescope ever launched into space.',
    },
  };
}

export const websearchSummary: ToolResult<'websearch_summarizer_search'> = {
  type: 'summarizer',
  status: 'complete',
  title: 'What is the James Webb Space Telescope?',
  summary: [
    {
      type: 'token',
      data: 'The James Webb Space Telescope is the largest telescope ever launched into space',
    },
    citation('https://science.nasa.gov/mission/webb/', 1, 0, 80),
    { type: 'token', data: '. It observes in the infrared, which lets it see the first galaxies' },
    citation('https://en.wikipedia.org/wiki/James_Webb_Space_Telescope', 2, 81, 148),
    { type: 'token', data: ' and the atmospheres of distant planets' },
    citation('https://science.nasa.gov/mission/webb/', 1, 149, 188),
    { type: 'token', data: '.' },
  ],
  enrichments: {
    raw: 'The James Webb Space Telescope is…',
    images: [],
    qa: [],
    entities: [],
    context: [],
  },
  followups: ['When did Webb launch?', 'How far away is Webb?'],
  entities_infos: {},
};

export const websearchLlmContext: ToolResult<'websearch_llm_context'> = {
  grounding: {
    generic: [
      {
        url: 'https://science.nasa.gov/mission/webb/',
        title: 'James Webb Space Telescope - NASA Science',
        snippets: [
          'Webb is an international partnership between NASA, ESA and the Canadian Space Agency.',
          'Its 6.5-meter primary mirror is made of 18 hexagonal segments.',
        ],
      },
    ],
  },
  sources: {
    'https://science.nasa.gov/mission/webb/': {
      title: 'James Webb Space Telescope',
      hostname: 'science.nasa.gov',
      age: ['2026-01-10', '3 days ago'],
    },
  },
};

export const websearchChat: ToolResult<'websearch_chat_completions'> = {
  id: 'chatcmpl-7f3a9c',
  object: 'chat.completion',
  created: 1_768_300_000,
  model: 'search-chat',
  choices: [
    {
      index: 0,
      message: {
        role: 'assistant',
        content:
          'Webb launched on 25 December 2021 on an Ariane 5 rocket.\n\nIt reached its orbit around the second Lagrange point about a month later, 1.5 million km from Earth.',
      },
      finish_reason: 'stop',
    },
  ],
  usage: { prompt_tokens: 412, completion_tokens: 48, total_tokens: 460 },
};

/** websearch_summarizer_enrichments: no text of its own, only what the summary adds. */
function contextSource(title: string, url: string): ContextSource {
  return { title, url, meta_url: metaUrl(url) };
}

export const websearchEnrichments: ToolResult<'websearch_summarizer_enrichments'> = {
  type: 'summarizer',
  status: 'complete',
  enrichments: {
    raw: 'Webb launched on 25 December 2021 on an Ariane 5 rocket. It orbits the Sun near the second Lagrange point.',
    images: [
      {
        url: 'https://science.nasa.gov/mission/webb/',
        text: 'Webb folded for launch',
        properties: { url: 'https://science.nasa.gov/mission/webb/folded.png' },
        thumbnail: {
          src: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="4" height="3"%3E%3Crect width="4" height="3" fill="%23345"/%3E%3C/svg%3E',
        },
      },
    ],
    qa: [],
    entities: [
      {
        uuid: '0b9d3c1e-5f2a-4e8b-9c7d-6a5b4c3d2e1f',
        name: 'Lagrange point',
        url: 'https://en.wikipedia.org/wiki/Lagrange_point',
        text: 'A point where a small body keeps its place relative to two large ones.',
        highlight: [{ start: 76, end: 90 }],
        images: [],
      },
    ],
    context: [
      contextSource('Webb mission overview', 'https://science.nasa.gov/mission/webb/'),
      contextSource(
        'James Webb Space Telescope',
        'https://en.wikipedia.org/wiki/James_Webb_Space_Telescope',
      ),
    ],
  },
};

/** websearch_summarizer_entity_info: what is known about one entity, under its name. */
export const websearchEntityInfo: ToolResult<'websearch_summarizer_entity_info'> = {
  type: 'summarizer',
  status: 'complete',
  entities_infos: {
    'James Webb Space Telescope': {
      provider: 'Open Encyclopedia',
      description: 'The largest optical telescope in space, observing in the infrared.',
    },
  },
};

/** The same answer as server-sent `chat.completion.chunk` events, ending in `data: [DONE]`. */
export function websearchChatEvents(): string[] {
  const content = websearchChat.choices[0]?.message.content ?? '';
  const tokens = content.match(/\S+\s*|\s+/g) ?? [];
  const chunk = (delta: object, finish: string | null) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-7f3a9c',
      object: 'chat.completion.chunk',
      created: 1_768_300_000,
      model: 'search-chat',
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  return [
    chunk({ role: 'assistant', content: '' }, null),
    ...tokens.map((token) => chunk({ content: token }, null)),
    chunk({}, 'stop'),
    'data: [DONE]\n\n',
  ];
}

/** The events as a byte stream, one event per chunk, `delayMs` apart: what `fetch` gives. */
export function websearchChatStream(
  delayMs = 0,
  events = websearchChatEvents(),
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let index = 0;
  return new ReadableStream({
    async pull(controller) {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const event = events[index];
      index += 1;
      if (event === undefined) controller.close();
      else controller.enqueue(encoder.encode(event));
    },
  });
}

export const websearchRateLimited: WebsearchError = {
  type: 'ErrorResponse',
  error: {
    id: 'c1f2e3d4-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    status: 429,
    code: 'RATE_LIMITED',
    detail: 'Request rate limit exceeded for plan.',
    meta: {
      plan: 'Free',
      rate_limit: 1,
      rate_current: 2,
      quota_limit: 2000,
      quota_current: 318,
      component: 'rate_limiter',
    },
  },
  time: 1_768_300_000,
};
