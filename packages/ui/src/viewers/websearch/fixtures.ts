import type {
  ChatCompletion,
  ImageResult,
  LlmContext,
  Place,
  ResultSearch,
  SuggestSearch,
  Summarizer,
  WebSearch,
} from './websearch-shapes.ts';

/*
 * Realistic web search results (docs/result-shapes.md, websearch) for a query about the James Webb
 * telescope. Images are inline SVG so stories need no network.
 */

function swatch(hue: number, width = 200, height = 150): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${hue} 55% 45%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function metaUrl(url: string) {
  const { protocol, hostname, pathname } = new URL(url);
  return {
    scheme: protocol.replace(':', ''),
    netloc: hostname,
    hostname,
    favicon: swatch(hostname.length * 20, 16, 16),
    path: pathname === '/' ? '' : `› ${pathname.split('/').filter(Boolean).join(' › ')}`,
  };
}

function webResult(title: string, url: string, description: string, age: string, extra?: string[]) {
  return {
    type: 'search_result',
    title,
    url,
    description,
    age,
    page_age: '2026-01-10T12:00:00',
    language: 'en',
    profile: { name: new URL(url).hostname.replace(/^www\./, ''), url, img: swatch(10, 16, 16) },
    meta_url: metaUrl(url),
    ...(extra ? { extra_snippets: extra } : {}),
  };
}

export const websearchWeb: WebSearch = {
  type: 'search',
  query: {
    original: 'james webb telescop',
    altered: 'james webb telescope',
    more_results_available: true,
  },
  web: {
    type: 'search',
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
  news: {
    type: 'news',
    results: [
      {
        title: 'Webb spots carbon dioxide in an exoplanet&#39;s atmosphere',
        url: 'https://news.example.com/webb-co2',
        description: 'Astronomers using <strong>Webb</strong> report the clearest detection yet.',
        age: '5 hours ago',
        breaking: true,
        meta_url: metaUrl('https://news.example.com/webb-co2'),
      },
    ],
  },
  videos: {
    type: 'videos',
    results: [
      {
        type: 'video_result',
        title: 'How Webb unfolded in space',
        url: 'https://video.example.com/watch/webb-unfold',
        description: 'An animation of the deployment sequence.',
        age: 'December 26, 2021',
        video: { duration: '04:12', creator: 'NASA Goddard', publisher: 'Video Example' },
        thumbnail: { src: swatch(220, 160, 90) },
        meta_url: metaUrl('https://video.example.com/watch/webb-unfold'),
      },
    ],
  },
  locations: {
    results: [
      { id: '1520066f3f39496780c5931d9f7b26a6', title: 'Space Telescope Science Institute' },
    ],
  },
  summarizer: {
    type: 'summarizer',
    key: '{"query":"james webb telescope","country":"us","language":"en","safesearch":"moderate","results_hash":"a51d…"}',
  },
};

export const websearchNews: ResultSearch = {
  type: 'news',
  query: { original: 'webb exoplanet' },
  results: websearchWeb.news?.results ?? [],
};

export const websearchImages: {
  type: 'images';
  query: { original: string };
  results: ImageResult[];
} = {
  type: 'images',
  query: { original: 'pillars of creation' },
  results: [
    {
      type: 'image_result',
      title: 'Pillars of Creation (NIRCam)',
      url: 'https://webbtelescope.example.org/images/pillars-nircam',
      source: 'webbtelescope.example.org',
      thumbnail: { src: swatch(20) },
      properties: { url: 'https://webbtelescope.example.org/images/pillars-nircam.png' },
      meta_url: metaUrl('https://webbtelescope.example.org/images/pillars-nircam'),
      confidence: 'high',
    },
    {
      type: 'image_result',
      title: 'Pillars of Creation (MIRI)',
      url: 'https://webbtelescope.example.org/images/pillars-miri',
      source: 'webbtelescope.example.org',
      thumbnail: { src: swatch(260) },
      properties: { url: 'https://webbtelescope.example.org/images/pillars-miri.png' },
      meta_url: metaUrl('https://webbtelescope.example.org/images/pillars-miri'),
      confidence: 'high',
    },
  ],
};

export const websearchSuggest: SuggestSearch = {
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

export const websearchSpellcheck: SuggestSearch = {
  type: 'spellcheck',
  query: { original: 'jmes web telscope' },
  results: [{ query: 'james webb telescope' }],
};

export const websearchPois: { type: 'local_pois'; results: Place[] } = {
  type: 'local_pois',
  results: [
    {
      type: 'location_result',
      id: '1520066f3f39496780c5931d9f7b26a6',
      title: 'Space Telescope Science Institute',
      url: 'https://www.stsci.edu/',
      postal_address: {
        type: 'PostalAddress',
        country: 'US',
        postalCode: '21218',
        streetAddress: '3700 San Martin Dr',
        addressLocality: 'Baltimore',
        addressRegion: 'MD',
        displayAddress: '3700 San Martin Dr, Baltimore, MD 21218',
      },
      contact: { telephone: '+1 410-338-4700' },
      rating: { ratingValue: 4.7, bestRating: 5, reviewCount: 212 },
      coordinates: [39.33269, -76.62351],
      opening_hours: {
        current_day: [{ abbr_name: 'Mon', full_name: 'Monday', opens: '08:00', closes: '17:00' }],
      },
    },
  ],
};

export const websearchDescriptions = {
  type: 'local_descriptions',
  results: [
    {
      type: 'local_description',
      id: '1520066f3f39496780c5931d9f7b26a6',
      description: 'The science operations center for the Hubble and Webb space telescopes.',
    },
  ],
};

export const websearchSummary: Summarizer = {
  type: 'summarizer',
  status: 'complete',
  title: 'What is the James Webb Space Telescope?',
  summary: [
    {
      type: 'token',
      data: 'The James Webb Space Telescope is the largest telescope ever launched into space',
    },
    {
      type: 'inline_reference',
      data: { url: 'https://science.nasa.gov/mission/webb/', number: 1 },
    },
    { type: 'token', data: '. It observes in the infrared, which lets it see the first galaxies' },
    {
      type: 'inline_reference',
      data: { url: 'https://en.wikipedia.org/wiki/James_Webb_Space_Telescope', number: 2 },
    },
    { type: 'token', data: ' and the atmospheres of distant planets' },
    {
      type: 'inline_reference',
      data: { url: 'https://science.nasa.gov/mission/webb/', number: 1 },
    },
    { type: 'token', data: '.' },
  ],
  enrichments: {
    raw: 'The James Webb Space Telescope is…',
    images: [],
    qa: null,
    entities: [],
    context: [],
  },
  followups: ['When did Webb launch?', 'How far away is Webb?'],
  entities_infos: {},
};

export const websearchLlmContext: LlmContext = {
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

export const websearchChat: ChatCompletion = {
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
export const websearchEnrichments: Summarizer = {
  type: 'summarizer',
  status: 'complete',
  enrichments: {
    raw: 'Webb launched on 25 December 2021 on an Ariane 5 rocket. It orbits the Sun near the second Lagrange point.',
    images: [
      {
        url: 'https://science.nasa.gov/mission/webb/',
        text: 'Webb folded for launch',
        thumbnail: {
          src: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="4" height="3"%3E%3Crect width="4" height="3" fill="%23345"/%3E%3C/svg%3E',
        },
      },
    ],
    entities: [
      {
        name: 'Lagrange point',
        url: 'https://en.wikipedia.org/wiki/Lagrange_point',
        text: 'A point where a small body keeps its place relative to two large ones.',
      },
    ],
    context: [
      { title: 'Webb mission overview', url: 'https://science.nasa.gov/mission/webb/' },
      {
        title: 'James Webb Space Telescope',
        url: 'https://en.wikipedia.org/wiki/James_Webb_Space_Telescope',
      },
    ],
  },
};

/** websearch_summarizer_entity_info: what is known about one entity, under its name. */
export const websearchEntityInfo: Summarizer = {
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

export const websearchRateLimited = {
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
