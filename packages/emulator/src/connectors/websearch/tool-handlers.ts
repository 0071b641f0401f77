import type { ToolHandlers } from '../simulator.ts';
import { chatCompletions } from './chat/chat-completions.ts';
import { localDescriptions, localPlaceSearch, localPois } from './local/local-tools.ts';
import {
  summarizerEnrichments,
  summarizerEntityInfo,
  summarizerFollowups,
  summarizerSearch,
  summarizerSummary,
  summarizerTitle,
} from './summarizer/summarizer-tools.ts';
import { imageSearch } from './tools/image-search.ts';
import { llmContext } from './tools/llm-context.ts';
import { newsSearch } from './tools/news-search.ts';
import { spellcheck } from './tools/spellcheck.ts';
import { suggestSearch } from './tools/suggest-search.ts';
import { videoSearch } from './tools/video-search.ts';
import { webSearch } from './tools/web-search.ts';
import type { WebsearchWorkspace } from './workspace.ts';

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
