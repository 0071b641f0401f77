import { z } from 'zod';
import { defineTool } from './define-tool.ts';
import { fieldName } from './field-name.ts';
import { notWith, together } from './param-rules.ts';
import {
  bool,
  httpUrl,
  integer,
  listOf,
  matching,
  nonEmptyText,
  numberBetween,
  oneOf,
  paramsObject,
} from './param-types.ts';

// docs/connectors.md §4.5 and §8: a query is at most 400 characters and 50 words.
const MAX_QUERY_WORDS = 50;
const query = nonEmptyText(400).refine((q) => q.trim().split(/\s+/).length <= MAX_QUERY_WORDS, {
  error: (issue) => `${fieldName(issue.path)} must have at most ${MAX_QUERY_WORDS} words`,
});

// docs/connectors.md §4.5: country codes are ISO 3166-1 alpha-2, languages ISO 639-1.
const country = matching(/^[A-Za-z]{2}$/, 'an ISO 3166-1 alpha-2 country code, e.g. US').optional();
const searchLang = matching(/^[A-Za-z]{2}$/, 'an ISO 639-1 language code, e.g. en').optional();
const uiLang = matching(
  /^[A-Za-z]{2}(?:-[A-Za-z]{2})?$/,
  'an ISO 639-1 language code, optionally with a country, e.g. en or en-US',
).optional();

const safesearch = oneOf(['off', 'moderate', 'strict']).default('moderate');
const spellcheck = bool().optional();
const optionalFlag = bool().optional();
const locationIds = listOf(nonEmptyText(), { min: 1, max: 20 });
const summarizerKey = nonEmptyText();

type FreshnessPreset = 'pd' | 'pw' | 'pm' | 'py';
const FRESHNESS_RANGE = /^(\d{4}-\d{2}-\d{2})to(\d{4}-\d{2}-\d{2})$/;
const calendarDate = z.iso.date();

/** Both ends are real dates and the range does not run backwards. */
function isDateRange(value: string): boolean {
  const [, from = '', to = ''] = FRESHNESS_RANGE.exec(value) ?? [];
  return calendarDate.safeParse(from).success && calendarDate.safeParse(to).success && from <= to;
}

/**
 * docs/connectors.md §4.5: `pd` (24 hours), `pw` (7 days), `pm` (31 days), `py` (1 year), or a
 * range `<YYYY-MM-DD>to<YYYY-MM-DD>`; each tool allows its own subset.
 */
function freshness(presets: readonly FreshnessPreset[], { range }: { range: boolean }) {
  const rangePattern = '\\d{4}-\\d{2}-\\d{2}to\\d{4}-\\d{2}-\\d{2}';
  const pattern = new RegExp(`^(?:${[...presets, ...(range ? [rangePattern] : [])].join('|')})$`);
  const choices = range ? [...presets, 'a range YYYY-MM-DDtoYYYY-MM-DD'] : presets;
  return matching(pattern, `one of ${choices.join(', ')}`)
    .refine((value) => !FRESHNESS_RANGE.test(value) || isDateRange(value), {
      error: (issue) =>
        `${fieldName(issue.path)} must be a range of two real dates, the first not after the second`,
    })
    .optional();
}
const ALL_PRESETS = ['pd', 'pw', 'pm', 'py'] as const;
const anyFreshness = freshness(ALL_PRESETS, { range: true });

/** docs/connectors.md §4.5, web search tools; each states the plan it needs. */
export const WEBSEARCH_TOOLS = [
  defineTool({
    name: 'websearch_web_search',
    connector: 'websearch',
    description:
      'Web search. With summary true the response carries a summarizer.key for the summarizer tools.',
    effect: 'read',
    tier: 'free',
    params: paramsObject({
      q: query,
      country,
      search_lang: searchLang,
      ui_lang: uiLang,
      count: integer(1, 20).default(20),
      offset: integer(0, 9).optional(),
      safesearch,
      freshness: anyFreshness,
      text_decorations: optionalFlag,
      spellcheck,
      goggles_id: httpUrl().optional().describe('URL of a re-ranking file'),
      units: oneOf(['metric', 'imperial']).optional(),
      extra_snippets: optionalFlag.describe('up to 5 extra snippets per result (Pro)'),
      summary: optionalFlag.describe('return a summarizer.key (Pro)'),
    }),
  }),
  defineTool({
    name: 'websearch_news_search',
    connector: 'websearch',
    description: 'News search.',
    effect: 'read',
    tier: 'free',
    params: paramsObject({
      q: query,
      country,
      search_lang: searchLang,
      count: integer(1, 20).default(20),
      offset: integer(0, 4).optional(),
      freshness: freshness(['pd', 'pw', 'pm'], { range: false }),
      extra_snippets: optionalFlag.describe('Pro'),
      goggles_id: httpUrl().optional().describe('URL of a re-ranking file'),
      safesearch,
      spellcheck,
    }),
  }),
  defineTool({
    name: 'websearch_image_search',
    connector: 'websearch',
    description: 'Image search, 1 to 3 results per call.',
    effect: 'read',
    tier: 'free',
    params: paramsObject({
      q: query,
      country,
      search_lang: searchLang,
      count: integer(1, 3).optional(),
      safesearch,
      spellcheck,
    }),
  }),
  defineTool({
    name: 'websearch_video_search',
    connector: 'websearch',
    description: 'Video search.',
    effect: 'read',
    tier: 'free',
    params: paramsObject({
      q: query,
      country,
      search_lang: searchLang,
      count: integer(1, 20).default(20),
      offset: integer(0, 9).optional(),
      freshness: freshness(['pd', 'pw', 'pm'], { range: true }),
      safesearch,
      spellcheck,
    }),
  }),
  defineTool({
    name: 'websearch_suggest_search',
    connector: 'websearch',
    description: 'Query suggestions for a prefix.',
    effect: 'read',
    tier: 'free',
    params: paramsObject({ q: query, country, count: integer(1, 20).default(5) }),
  }),
  defineTool({
    name: 'websearch_spellcheck',
    connector: 'websearch',
    description: 'Spelling corrections for a query.',
    effect: 'read',
    tier: 'free',
    params: paramsObject({ q: query, country }),
  }),
  defineTool({
    name: 'websearch_llm_context',
    connector: 'websearch',
    description: 'Search results shaped as context for a language model, within token budgets.',
    effect: 'read',
    tier: 'pro',
    params: paramsObject({
      q: query,
      count: integer(1, 20).default(5),
      token_budget: integer(1).optional(),
      snippet_budget: integer(1).optional(),
      country,
      search_lang: searchLang,
      freshness: anyFreshness,
      safesearch,
    }),
  }),
  defineTool({
    name: 'websearch_chat_completions',
    connector: 'websearch',
    description:
      'Search-grounded chat completions in the common chat-completions shape; stream true answers with server-sent events.',
    effect: 'read',
    tier: 'ai',
    params: paramsObject({
      messages: listOf(
        paramsObject({
          role: oneOf(['system', 'user', 'assistant']),
          content: nonEmptyText(),
        }),
        { min: 1 },
      ),
      model: nonEmptyText().optional().describe("default: the plan's included model"),
      stream: bool().default(false),
      country,
      search_lang: searchLang,
      safesearch,
      freshness: anyFreshness,
    }),
  }),
  defineTool({
    name: 'websearch_local_place_search',
    connector: 'websearch',
    description:
      'Find places near lat/lon or a named location; returns location IDs (valid about 8 hours).',
    effect: 'read',
    tier: 'data_for_ai',
    params: paramsObject({
      q: query.optional(),
      lat: numberBetween(-90, 90).optional(),
      lon: numberBetween(-180, 180).optional(),
      location: nonEmptyText().optional(),
      radius: integer(1).optional().describe('metres'),
      count: integer(1, 20).default(5),
    })
      .superRefine(together('lat', 'lon'))
      .superRefine(notWith('location', 'lat')),
  }),
  defineTool({
    name: 'websearch_local_pois',
    connector: 'websearch',
    description: 'Details of up to 20 places by location ID.',
    effect: 'read',
    tier: 'data_for_ai',
    params: paramsObject({ ids: locationIds }),
  }),
  defineTool({
    name: 'websearch_local_descriptions',
    connector: 'websearch',
    description: 'Descriptions of up to 20 places by location ID.',
    effect: 'read',
    tier: 'data_for_ai',
    params: paramsObject({ ids: locationIds }),
  }),
  defineTool({
    name: 'websearch_summarizer_search',
    connector: 'websearch',
    description:
      'The summary for a summarizer.key from a web search made with summary true; raw drops inline citation markers.',
    effect: 'read',
    tier: 'pro',
    params: paramsObject({ key: summarizerKey, entity_info: optionalFlag, raw: optionalFlag }),
  }),
  defineTool({
    name: 'websearch_summarizer_summary',
    connector: 'websearch',
    description: 'The summary text for a summarizer.key.',
    effect: 'read',
    tier: 'pro',
    params: paramsObject({ key: summarizerKey }),
  }),
  defineTool({
    name: 'websearch_summarizer_enrichments',
    connector: 'websearch',
    description: 'The enrichments of a summary.',
    effect: 'read',
    tier: 'pro',
    params: paramsObject({ key: summarizerKey }),
  }),
  defineTool({
    name: 'websearch_summarizer_followups',
    connector: 'websearch',
    description: 'Follow-up questions for a summary.',
    effect: 'read',
    tier: 'pro',
    params: paramsObject({ key: summarizerKey }),
  }),
  defineTool({
    name: 'websearch_summarizer_entity_info',
    connector: 'websearch',
    description: 'Information about an entity named in a summary.',
    effect: 'read',
    tier: 'pro',
    params: paramsObject({ key: summarizerKey, entity: nonEmptyText() }),
  }),
  defineTool({
    name: 'websearch_summarizer_title',
    connector: 'websearch',
    description: 'The title of a summary.',
    effect: 'read',
    tier: 'pro',
    params: paramsObject({ key: summarizerKey }),
  }),
] as const;
