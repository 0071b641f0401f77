import type { ToolHandlers } from '../../simulator.ts';
import type { WebsearchWorkspace } from '../store.ts';
import { chatCompletions } from './chat-completions.ts';
import { imageSearch } from './image-search.ts';
import { llmContext } from './llm-context.ts';
import { localDescriptions, localPlaceSearch, localPois } from './local.ts';
import { newsSearch } from './news-search.ts';
import { spellcheck } from './spellcheck.ts';
import { suggestSearch } from './suggest-search.ts';
import {
  summarizerEnrichments,
  summarizerEntityInfo,
  summarizerFollowups,
  summarizerSearch,
  summarizerSummary,
  summarizerTitle,
} from './summarizer.ts';
import { videoSearch } from './video-search.ts';
import { webSearch } from './web-search.ts';

/** The 17 web search tools (docs/connectors.md §4.5), each by its handler. */
export const WEBSEARCH_HANDLERS: ToolHandlers<'websearch', WebsearchWorkspace> = {
  websearch_chat_completions: chatCompletions,
  websearch_image_search: imageSearch,
  websearch_llm_context: llmContext,
  websearch_local_descriptions: localDescriptions,
  websearch_local_place_search: localPlaceSearch,
  websearch_local_pois: localPois,
  websearch_news_search: newsSearch,
  websearch_spellcheck: spellcheck,
  websearch_suggest_search: suggestSearch,
  websearch_summarizer_enrichments: summarizerEnrichments,
  websearch_summarizer_entity_info: summarizerEntityInfo,
  websearch_summarizer_followups: summarizerFollowups,
  websearch_summarizer_search: summarizerSearch,
  websearch_summarizer_summary: summarizerSummary,
  websearch_summarizer_title: summarizerTitle,
  websearch_video_search: videoSearch,
  websearch_web_search: webSearch,
};
