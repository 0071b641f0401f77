'use client';

import { useViewerStrings } from '../common/viewer-strings.ts';
import { ChatMessage } from './chat-message.tsx';
import { WEBSEARCH_VIEWER_STRINGS } from './websearch-strings.ts';

export interface ChatCompletionViewProps {
  text: string;
  model?: string | undefined;
  finishReason?: string | undefined;
  totalTokens?: number | undefined;
}

/** A completed chat answer (websearch_chat_completions): the text, and what it cost. */
export function ChatCompletionView({
  text,
  model,
  finishReason,
  totalTokens,
}: ChatCompletionViewProps) {
  const strings = useViewerStrings('websearch', WEBSEARCH_VIEWER_STRINGS);
  const notes: Readonly<Record<string, string>> = {
    length: strings.finishLength,
    content_filter: strings.finishContentFilter,
  };
  const note = finishReason ? notes[finishReason] : undefined;
  return (
    <div className="pb-viewer pb-chat" data-viewer="websearch-chat" data-status="done">
      <div className="pb-chat__message">
        <ChatMessage text={text} />
      </div>
      {note && <p className="pb-chat__status">{note}</p>}
      {(model || totalTokens !== undefined) && (
        <p className="pb-card__meta">
          {[model, totalTokens === undefined ? undefined : strings.tokenCount(totalTokens)]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
    </div>
  );
}
