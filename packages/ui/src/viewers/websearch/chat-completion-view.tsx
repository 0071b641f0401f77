import { formatCount } from '../shared/format.ts';
import { ChatMessage } from './chat-message.tsx';

export interface ChatCompletionViewProps {
  text: string;
  model?: string | undefined;
  finishReason?: string | undefined;
  totalTokens?: number | undefined;
}

const FINISH_NOTES: Readonly<Record<string, string>> = {
  length: 'The answer was cut off at the token limit.',
  content_filter: 'Part of the answer was withheld by a content filter.',
};

/** A completed chat answer (websearch_chat_completions): the text, and what it cost. */
export function ChatCompletionView({
  text,
  model,
  finishReason,
  totalTokens,
}: ChatCompletionViewProps) {
  const note = finishReason ? FINISH_NOTES[finishReason] : undefined;
  return (
    <div className="pb-viewer pb-chat" data-viewer="websearch-chat" data-status="done">
      <div className="pb-chat__message">
        <ChatMessage text={text} />
      </div>
      {note && <p className="pb-chat__status">{note}</p>}
      {(model || totalTokens !== undefined) && (
        <p className="pb-card__meta">
          {[model, totalTokens === undefined ? undefined : `${formatCount(totalTokens)} tokens`]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
    </div>
  );
}
