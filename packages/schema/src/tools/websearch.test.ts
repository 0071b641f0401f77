import { type AcceptedCase, describeRuleCases, type RejectedCase } from '../test/rule-cases.ts';

const fiftyWords = Array.from({ length: 50 }, (_, i) => `w${i}`).join(' ');

const accepted: AcceptedCase[] = [
  {
    rule: 'web_search defaults count 20 and safesearch moderate',
    tool: 'websearch_web_search',
    params: { q: 'plugboard' },
    defaults: { count: 20, safesearch: 'moderate' },
  },
  {
    rule: 'web_search takes every documented param at its bounds',
    tool: 'websearch_web_search',
    params: {
      q: fiftyWords,
      country: 'DE',
      search_lang: 'de',
      ui_lang: 'de-DE',
      count: 1,
      offset: 9,
      safesearch: 'strict',
      freshness: '2024-02-01to2024-02-29',
      text_decorations: false,
      spellcheck: true,
      goggles_id: 'https://example.com/tech.goggle',
      units: 'imperial',
      extra_snippets: true,
      summary: true,
    },
  },
  {
    rule: 'a query of 400 characters',
    tool: 'websearch_spellcheck',
    params: { q: 'x'.repeat(400) },
  },
  {
    rule: 'news_search takes offset 4 and freshness pw',
    tool: 'websearch_news_search',
    params: { q: 'zod', offset: 4, freshness: 'pw' },
    defaults: { count: 20, safesearch: 'moderate' },
  },
  {
    rule: 'video_search takes a freshness range',
    tool: 'websearch_video_search',
    params: { q: 'zod', freshness: '2024-01-01to2024-01-01' },
    defaults: { count: 20, safesearch: 'moderate' },
  },
  {
    rule: 'suggest_search defaults count 5',
    tool: 'websearch_suggest_search',
    params: { q: 'plug' },
    defaults: { count: 5 },
  },
  {
    rule: 'llm_context defaults count 5',
    tool: 'websearch_llm_context',
    params: { q: 'zod', token_budget: 8000, snippet_budget: 20, freshness: 'py' },
    defaults: { count: 5, safesearch: 'moderate' },
  },
  {
    rule: 'chat_completions defaults stream false',
    tool: 'websearch_chat_completions',
    params: {
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'What is zod?' },
      ],
    },
    defaults: { stream: false, safesearch: 'moderate' },
  },
  {
    rule: 'local_place_search by coordinates at their bounds',
    tool: 'websearch_local_place_search',
    params: { q: 'coffee', lat: -90, lon: 180, radius: 500 },
    defaults: { count: 5 },
  },
  {
    rule: 'local_place_search by location',
    tool: 'websearch_local_place_search',
    params: { location: 'Berlin' },
    defaults: { count: 5 },
  },
  {
    rule: 'local_pois takes 20 ids',
    tool: 'websearch_local_pois',
    params: { ids: Array.from({ length: 20 }, (_, i) => `loc${i}`) },
  },
  {
    rule: 'summarizer_search takes entity_info and raw',
    tool: 'websearch_summarizer_search',
    params: { key: 'k1', entity_info: true, raw: true },
  },
];

const rejected: RejectedCase[] = [
  {
    rule: 'q is required',
    tool: 'websearch_web_search',
    params: {},
    issues: [{ field: 'q', message: 'q is required' }],
  },
  {
    rule: 'q is not empty',
    tool: 'websearch_image_search',
    params: { q: '' },
    issues: [{ field: 'q', message: 'q must be a non-empty string of at most 400 characters' }],
  },
  {
    rule: 'q is at most 400 characters',
    tool: 'websearch_web_search',
    params: { q: 'x'.repeat(401) },
    issues: [{ field: 'q', message: 'q must be a non-empty string of at most 400 characters' }],
  },
  {
    rule: 'q is at most 50 words',
    tool: 'websearch_news_search',
    params: { q: `${fiftyWords} more` },
    issues: [{ field: 'q', message: 'q must have at most 50 words' }],
  },
  {
    rule: 'web_search count is 1 to 20',
    tool: 'websearch_web_search',
    params: { q: 'zod', count: 21 },
    issues: [{ field: 'count', message: 'count must be an integer between 1 and 20' }],
  },
  {
    rule: 'web_search offset is 0 to 9',
    tool: 'websearch_web_search',
    params: { q: 'zod', offset: 10 },
    issues: [{ field: 'offset', message: 'offset must be an integer between 0 and 9' }],
  },
  {
    rule: 'news_search offset is 0 to 4',
    tool: 'websearch_news_search',
    params: { q: 'zod', offset: 5 },
    issues: [{ field: 'offset', message: 'offset must be an integer between 0 and 4' }],
  },
  {
    rule: 'image_search count is 1 to 3',
    tool: 'websearch_image_search',
    params: { q: 'zod', count: 4 },
    issues: [{ field: 'count', message: 'count must be an integer between 1 and 3' }],
  },
  {
    rule: 'suggest_search count is at least 1',
    tool: 'websearch_suggest_search',
    params: { q: 'zod', count: 0 },
    issues: [{ field: 'count', message: 'count must be an integer between 1 and 20' }],
  },
  {
    rule: 'safesearch is off, moderate or strict',
    tool: 'websearch_video_search',
    params: { q: 'zod', safesearch: 'high' },
    issues: [{ field: 'safesearch', message: 'safesearch must be one of off, moderate, strict' }],
  },
  {
    rule: 'freshness is a preset or a range',
    tool: 'websearch_web_search',
    params: { q: 'zod', freshness: 'pz' },
    issues: [
      {
        field: 'freshness',
        message: 'freshness must be one of pd, pw, pm, py, a range YYYY-MM-DDtoYYYY-MM-DD',
      },
    ],
  },
  {
    rule: 'a freshness range holds real dates',
    tool: 'websearch_web_search',
    params: { q: 'zod', freshness: '2023-02-29to2023-03-01' },
    issues: [
      {
        field: 'freshness',
        message: 'freshness must be a range of two real dates, the first not after the second',
      },
    ],
  },
  {
    rule: 'a freshness range does not run backwards',
    tool: 'websearch_llm_context',
    params: { q: 'zod', freshness: '2024-03-01to2024-02-01' },
    issues: [
      {
        field: 'freshness',
        message: 'freshness must be a range of two real dates, the first not after the second',
      },
    ],
  },
  {
    rule: 'news_search freshness is pd, pw or pm, no range',
    tool: 'websearch_news_search',
    params: { q: 'zod', freshness: '2024-01-01to2024-01-02' },
    issues: [{ field: 'freshness', message: 'freshness must be one of pd, pw, pm' }],
  },
  {
    rule: 'video_search freshness has no py',
    tool: 'websearch_video_search',
    params: { q: 'zod', freshness: 'py' },
    issues: [
      {
        field: 'freshness',
        message: 'freshness must be one of pd, pw, pm, a range YYYY-MM-DDtoYYYY-MM-DD',
      },
    ],
  },
  {
    rule: 'units is metric or imperial',
    tool: 'websearch_web_search',
    params: { q: 'zod', units: 'kelvin' },
    issues: [{ field: 'units', message: 'units must be one of metric, imperial' }],
  },
  {
    rule: 'goggles_id is a URL',
    tool: 'websearch_web_search',
    params: { q: 'zod', goggles_id: 'tech-goggle' },
    issues: [{ field: 'goggles_id', message: 'goggles_id must be an http(s) URL' }],
  },
  {
    rule: 'country is ISO 3166-1 alpha-2',
    tool: 'websearch_spellcheck',
    params: { q: 'zod', country: 'DEU' },
    issues: [
      { field: 'country', message: 'country must be an ISO 3166-1 alpha-2 country code, e.g. US' },
    ],
  },
  {
    rule: 'search_lang is ISO 639-1',
    tool: 'websearch_web_search',
    params: { q: 'zod', search_lang: 'deu' },
    issues: [
      { field: 'search_lang', message: 'search_lang must be an ISO 639-1 language code, e.g. en' },
    ],
  },
  {
    rule: 'messages is not empty',
    tool: 'websearch_chat_completions',
    params: { messages: [] },
    issues: [{ field: 'messages', message: 'messages must be an array of at least 1 item' }],
  },
  {
    rule: 'message roles are system, user or assistant',
    tool: 'websearch_chat_completions',
    params: { messages: [{ role: 'tool', content: 'x' }] },
    issues: [
      {
        field: 'messages[0].role',
        message: 'messages[0].role must be one of system, user, assistant',
      },
    ],
  },
  {
    rule: 'messages have content',
    tool: 'websearch_chat_completions',
    params: { messages: [{ role: 'user' }] },
    issues: [{ field: 'messages[0].content', message: 'messages[0].content is required' }],
  },
  {
    rule: 'lat goes with lon',
    tool: 'websearch_local_place_search',
    params: { lat: 52.5 },
    issues: [{ field: 'lon', message: 'lon is required when lat is given' }],
  },
  {
    rule: 'lat is -90 to 90',
    tool: 'websearch_local_place_search',
    params: { lat: 90.5, lon: 0 },
    issues: [{ field: 'lat', message: 'lat must be a number between -90 and 90' }],
  },
  {
    rule: 'lon is -180 to 180',
    tool: 'websearch_local_place_search',
    params: { lat: 0, lon: -180.5 },
    issues: [{ field: 'lon', message: 'lon must be a number between -180 and 180' }],
  },
  {
    rule: 'location or coordinates, not both',
    tool: 'websearch_local_place_search',
    params: { lat: 52.5, lon: 13.4, location: 'Berlin' },
    issues: [{ field: 'location', message: 'location cannot be used together with lat' }],
  },
  {
    rule: 'local ids are at most 20',
    tool: 'websearch_local_descriptions',
    params: { ids: Array.from({ length: 21 }, (_, i) => `loc${i}`) },
    issues: [{ field: 'ids', message: 'ids must be an array of 1 to 20 items' }],
  },
  {
    rule: 'local ids are at least 1',
    tool: 'websearch_local_pois',
    params: { ids: [] },
    issues: [{ field: 'ids', message: 'ids must be an array of 1 to 20 items' }],
  },
  {
    rule: 'summarizer_entity_info requires entity',
    tool: 'websearch_summarizer_entity_info',
    params: { key: 'k1' },
    issues: [{ field: 'entity', message: 'entity is required' }],
  },
  {
    rule: 'summarizer tools take only the key',
    tool: 'websearch_summarizer_title',
    params: { key: 'k1', raw: true },
    issues: [{ field: 'params', message: 'unknown param "raw"; accepted: key' }],
  },
];

describeRuleCases('web search tools (docs/connectors.md §4.5)', accepted, rejected);
