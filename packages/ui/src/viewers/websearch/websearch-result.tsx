'use client';

import { JsonFallback } from '../shared/json-fallback.tsx';
import { ResultError } from '../shared/result-error.tsx';
import type { ToolViewerProps } from '../shared/tool-viewer-props.ts';
import { useViewerStrings } from '../shared/viewer-strings.ts';
import { ChatCompletionView } from './chat-completion-view.tsx';
import { chatFromSse } from './chat-from-sse.ts';
import { ChatStream } from './chat-stream.tsx';
import { isChatStreamSource } from './chat-stream-store.ts';
import { ImageGrid } from './image-grid.tsx';
import { LlmContextView } from './llm-context-view.tsx';
import { DescriptionList, PlaceList } from './place-list.tsx';
import { QueryNote } from './query-note.tsx';
import { ResultList } from './result-list.tsx';
import { SuggestionList } from './suggestion-list.tsx';
import { SummaryView } from './summary-view.tsx';
import { WebSearchView } from './web-search-view.tsx';
import {
  isChatCompletion,
  isDescriptions,
  isImageSearch,
  isLlmContext,
  isPlaces,
  isResultSearch,
  isSuggestSearch,
  isSummarizer,
  isWebSearch,
  isWebsearchError,
} from './websearch-shapes.ts';
import { WEBSEARCH_VIEWER_STRINGS } from './websearch-strings.ts';

/**
 * Any web search tool's result (docs/connectors.md §4.5, docs/result-shapes.md websearch) in the viewer
 * for its shape: web search (web, news, videos, places, summarizer key), news and video search,
 * images, suggestions and spellcheck, places and their descriptions, AI summaries with
 * citations, LLM context, and chat completions: whole, as the text of a finished stream, or as
 * the stream itself while it arrives (what `useExecuteTool` hands over for `stream: true`, shown
 * with `ChatStream`). Error bodies (a 429 when the plan's rate is exceeded) show as errors;
 * anything else as JSON.
 *
 * @example
 * ```tsx
 * import { WebsearchResult } from '@plugboard/ui/viewers/websearch';
 *
 * <WebsearchResult tool="websearch_web_search" data={response.data} />
 * ```
 */
export function WebsearchResult({ data }: ToolViewerProps) {
  const strings = useViewerStrings('websearch', WEBSEARCH_VIEWER_STRINGS);
  if (isChatStreamSource(data)) return <ChatStream stream={data} />;
  if (isWebsearchError(data)) {
    const { status, code, detail } = data.error;
    const title = status === 429 ? strings.rateLimited : undefined;
    return <ResultError title={title} message={detail} code={code} status={status} />;
  }
  if (isWebSearch(data)) return <WebSearchView search={data} />;
  if (isResultSearch(data)) {
    return (
      <div className="pb-viewer pb-search" data-viewer={`websearch-${data.type}`}>
        <QueryNote query={data.query} />
        <ResultList
          label={data.type === 'news' ? strings.news : strings.videos}
          results={data.results}
        />
      </div>
    );
  }
  if (isImageSearch(data)) return <ImageGrid images={data.results} />;
  if (isSuggestSearch(data)) return <SuggestionList search={data} />;
  if (isDescriptions(data)) return <DescriptionList descriptions={data.results} />;
  if (isPlaces(data) && data.results.length > 0) return <PlaceList places={data.results} />;
  if (isSummarizer(data)) return <SummaryView summary={data} />;
  if (isLlmContext(data)) return <LlmContextView context={data} />;
  if (isChatCompletion(data) && data.choices[0]) {
    return (
      <ChatCompletionView
        text={data.choices[0].message.content}
        model={data.model}
        finishReason={data.choices[0].finish_reason}
        totalTokens={data.usage?.total_tokens}
      />
    );
  }
  if (typeof data === 'string' && /^data:/m.test(data)) {
    const chat = chatFromSse(data);
    if (chat.status === 'done') {
      return (
        <ChatCompletionView text={chat.text} model={chat.model} finishReason={chat.finishReason} />
      );
    }
  }
  return <JsonFallback data={data} />;
}
