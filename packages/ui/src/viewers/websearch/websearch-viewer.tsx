'use client';

import type { ToolResult, ToolResultName } from '@plugboard/schema/results';
import type { ReactNode } from 'react';
import { EmptyResult } from '../common/empty-result.tsx';
import { isRecord } from '../common/guards.ts';
import { JsonFallback } from '../common/json-fallback.tsx';
import { ResultError } from '../common/result-error.tsx';
import type {
  ChatCompletion,
  NewsSearch,
  PlaceSearch,
  Places,
  VideoSearch,
  WebsearchError,
} from '../common/result-parts.ts';
import type { ToolResultViewProps } from '../common/tool-result-view-props.ts';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { ChatCompletionView } from './chat-completion-view.tsx';
import { chatFromSse } from './chat-from-sse.ts';
import { ChatStream } from './chat-stream.tsx';
import { type ChatStreamSource, isChatStreamSource } from './chat-stream-store.ts';
import { ImageGrid } from './image-grid.tsx';
import { LlmContextView } from './llm-context-view.tsx';
import { DescriptionList, PlaceList } from './place-list.tsx';
import { QueryNote } from './query-note.tsx';
import { ResultList } from './result-list.tsx';
import { SuggestionList } from './suggestion-list.tsx';
import type { SummaryParts } from './summary-parts.ts';
import { SummaryView } from './summary-view.tsx';
import { WebSearchView } from './web-search-view.tsx';
import { WEBSEARCH_VIEWER_STRINGS } from './websearch-strings.ts';

type WebsearchToolName = Extract<ToolResultName, `websearch_${string}`>;

/** The service's error body (a 429 when the plan's rate is exceeded), whatever the tool. */
function isWebsearchError(data: unknown): data is WebsearchError {
  return (
    isRecord(data) &&
    data.type === 'ErrorResponse' &&
    isRecord(data.error) &&
    typeof data.error.detail === 'string'
  );
}

function ServiceError({ error }: { error: WebsearchError['error'] }) {
  const strings = useViewerStrings('websearch', WEBSEARCH_VIEWER_STRINGS);
  return (
    <ResultError
      title={error.status === 429 ? strings.rateLimited : undefined}
      message={error.detail}
      code={error.code}
      status={error.status}
    />
  );
}

/**
 * A view for results that say what they are in their `type`. A body of another type (another
 * tool's, or an answer this version does not know) would otherwise show as an empty search: it
 * shows as data instead.
 */
function ofType<Result extends { type: string }>(
  type: Result['type'],
  render: (result: Result) => ReactNode,
) {
  return (result: Result) =>
    isRecord(result) && result.type === type ? render(result) : <JsonFallback data={result} />;
}

/** News or video search on its own (websearch_news_search, _video_search). */
function ResultSearchView({ search }: { search: NewsSearch | VideoSearch }) {
  const strings = useViewerStrings('websearch', WEBSEARCH_VIEWER_STRINGS);
  return (
    <div className="pb-viewer pb-search" data-viewer={`websearch-${search.type}`}>
      <QueryNote query={search.query} />
      <ResultList
        label={search.type === 'news' ? strings.news : strings.videos}
        results={search.results}
      />
    </div>
  );
}

/**
 * A chat answer: whole, as the text of a finished stream, or as the stream itself while it
 * arrives (what `useExecuteTool` hands over for `stream: true`). A stream cut off before its end
 * shows as data.
 */
function chat(answer: ChatCompletion | ChatStreamSource | string): ReactNode {
  if (isChatStreamSource(answer)) return <ChatStream stream={answer} />;
  if (typeof answer === 'string') {
    const streamed = /^data:/m.test(answer) ? chatFromSse(answer) : undefined;
    if (streamed?.status !== 'done') return <JsonFallback data={answer} />;
    return (
      <ChatCompletionView
        text={streamed.text}
        model={streamed.model}
        finishReason={streamed.finishReason}
      />
    );
  }
  const [choice] = answer.choices;
  if (answer.object !== 'chat.completion' || choice === undefined) {
    return <JsonFallback data={answer} />;
  }
  return (
    <ChatCompletionView
      text={choice.message.content}
      model={answer.model}
      finishReason={choice.finish_reason ?? undefined}
      totalTokens={answer.usage?.total_tokens}
    />
  );
}

const results = (search: NewsSearch | VideoSearch) => <ResultSearchView search={search} />;
const places = (search: PlaceSearch | Places) =>
  search.results.length === 0 ? <EmptyResult /> : <PlaceList places={search.results} />;
const summary = ofType('summarizer', (parts: SummaryParts) => <SummaryView summary={parts} />);

/**
 * Each web search tool's view of its result: the compiler checks that every tool has one, and
 * that each view takes what its tool answers.
 */
const VIEWS = {
  websearch_web_search: ofType('search', (search) => <WebSearchView search={search} />),
  websearch_news_search: ofType('news', results),
  websearch_image_search: ofType('images', (search) => <ImageGrid images={search.results} />),
  websearch_video_search: ofType('videos', results),
  websearch_suggest_search: ofType('suggest', (search) => <SuggestionList search={search} />),
  websearch_spellcheck: ofType('spellcheck', (search) => <SuggestionList search={search} />),
  websearch_llm_context: (context) =>
    isRecord(context) && isRecord(context.grounding) ? (
      <LlmContextView context={context} />
    ) : (
      <JsonFallback data={context} />
    ),
  websearch_chat_completions: chat,
  websearch_local_place_search: ofType('locations', places),
  websearch_local_pois: ofType('local_pois', places),
  websearch_local_descriptions: ofType('local_descriptions', (descriptions) => (
    <DescriptionList descriptions={descriptions.results} />
  )),
  websearch_summarizer_search: summary,
  websearch_summarizer_summary: summary,
  websearch_summarizer_enrichments: summary,
  websearch_summarizer_followups: summary,
  websearch_summarizer_entity_info: summary,
  websearch_summarizer_title: summary,
} satisfies { [Name in WebsearchToolName]: (result: ToolResult<Name>) => ReactNode };

/**
 * Any web search tool's result (docs/connectors.md §4.5, docs/tool-results.md §"websearch") in the view
 * for its tool: web search (web, news, videos, places, summarizer key), news and video search,
 * images, suggestions and spellcheck, places and their descriptions, AI summaries with
 * citations, LLM context, and chat completions: whole, as the text of a finished stream, or as
 * the stream itself while it arrives (what `useExecuteTool` hands over for `stream: true`, shown
 * with `ChatStream`). Error bodies (a 429 when the plan's rate is exceeded) show as errors; a
 * tool this version does not know, or a body that is not its tool's, as JSON.
 *
 * @example
 * ```tsx
 * import { WebsearchViewer } from '@plugboard/ui/viewers/websearch';
 *
 * <WebsearchViewer tool="websearch_web_search" data={response.data} />
 * ```
 */
export function WebsearchViewer({ tool, data }: ToolResultViewProps) {
  if (isWebsearchError(data)) return <ServiceError error={data.error} />;
  if (!Object.hasOwn(VIEWS, tool)) return <JsonFallback data={data} />;
  // The tool names its result's shape; a body that breaks its view falls back to JSON through
  // ToolResultView's boundary.
  const view = VIEWS[tool as WebsearchToolName] as (result: unknown) => ReactNode;
  return view(data);
}
