import { serviceErrorSchemas, toolResultSchemas } from '@plugboard/schema/results';
import { expect, test } from 'vitest';
import {
  websearchChat,
  websearchDescriptions,
  websearchEnrichments,
  websearchEntityInfo,
  websearchImages,
  websearchLlmContext,
  websearchNews,
  websearchPois,
  websearchRateLimited,
  websearchSpellcheck,
  websearchSuggest,
  websearchSummary,
  websearchWeb,
} from './fixtures.ts';

// The viewer trusts the tool's name for the shape of its result: its fixtures must be that shape.
test.each([
  ['websearch_web_search', websearchWeb, toolResultSchemas.websearch_web_search],
  ['websearch_news_search', websearchNews, toolResultSchemas.websearch_news_search],
  ['websearch_image_search', websearchImages, toolResultSchemas.websearch_image_search],
  ['websearch_suggest_search', websearchSuggest, toolResultSchemas.websearch_suggest_search],
  ['websearch_spellcheck', websearchSpellcheck, toolResultSchemas.websearch_spellcheck],
  ['websearch_local_pois', websearchPois, toolResultSchemas.websearch_local_pois],
  [
    'websearch_local_descriptions',
    websearchDescriptions,
    toolResultSchemas.websearch_local_descriptions,
  ],
  ['websearch_summarizer_search', websearchSummary, toolResultSchemas.websearch_summarizer_search],
  [
    'websearch_summarizer_enrichments',
    websearchEnrichments,
    toolResultSchemas.websearch_summarizer_enrichments,
  ],
  [
    'websearch_summarizer_entity_info',
    websearchEntityInfo,
    toolResultSchemas.websearch_summarizer_entity_info,
  ],
  ['websearch_llm_context', websearchLlmContext, toolResultSchemas.websearch_llm_context],
  ['websearch_chat_completions', websearchChat, toolResultSchemas.websearch_chat_completions],
  ['an error body', websearchRateLimited, serviceErrorSchemas.websearch],
] as const)('the fixture of %s parses with its schema', (_tool, fixture, schema) => {
  expect(schema.safeParse(fixture).error?.issues).toBeUndefined();
});
