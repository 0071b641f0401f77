'use client';

import { Spinner } from '../../common/spinner.tsx';
import { useViewerStrings } from '../common/viewer-strings.ts';
import { ChatMessage } from './chat-message.tsx';
import type { ChatProblem } from './chat-state.ts';
import type { ChatStreamSource } from './chat-stream-store.ts';
import { useChatStream } from './use-chat-stream.ts';
import { WEBSEARCH_VIEWER_STRINGS, type WebsearchViewerStrings } from './websearch-strings.ts';

function problemText(strings: WebsearchViewerStrings, problem: ChatProblem): string {
  const texts: Readonly<Record<ChatProblem, string>> = {
    garbled: strings.chatGarbled,
    'not-a-chunk': strings.chatNotAChunk,
    'cut-off': strings.chatCutOff,
    stopped: strings.chatStopped,
    'connection-lost': strings.chatConnectionLost,
  };
  return texts[problem];
}

/**
 * The props of `ChatStream`.
 *
 * @example
 * const props: ChatStreamProps = { stream: response.body };
 */
export interface ChatStreamProps {
  /**
   * The server-sent events of websearch_chat_completions with `stream: true`: a fetch
   * `Response.body`, or any async iterable of bytes or text. Read once; pass the same object on
   * every render.
   */
  stream: ChatStreamSource;
}

/**
 * A chat answer rendered token by token as it streams in (`chat.completion.chunk` events, ending
 * at `data: [DONE]`). The answer is a polite live region marked busy until it is complete, so a
 * screen reader reads it once, whole, instead of word by word; `data-status` is `streaming`,
 * `done` or `error`. An error keeps the text that arrived and says what happened.
 *
 * @example
 * ```tsx
 * import { ChatStream } from '@plugboard/ui/viewers/websearch';
 *
 * const response = await fetch('/api/chat', { method: 'POST', body: JSON.stringify({ messages }) });
 * <ChatStream stream={response.body} />;
 * ```
 */
export function ChatStream({ stream }: ChatStreamProps) {
  const strings = useViewerStrings('websearch', WEBSEARCH_VIEWER_STRINGS);
  const state = useChatStream(stream);
  const streaming = state.status === 'streaming';
  return (
    <div
      className="pb-viewer pb-chat"
      data-viewer="websearch-chat-stream"
      data-status={state.status}
    >
      <div className="pb-chat__message" aria-live="polite" aria-busy={streaming}>
        <ChatMessage text={state.text} />
      </div>
      {streaming && (
        <p className="pb-chat__status">
          <Spinner />
          {strings.writing}
        </p>
      )}
      {state.status === 'error' && (
        <p className="pb-chat__status" role="alert">
          {strings.incomplete(state.error ?? problemText(strings, state.problem ?? 'cut-off'))}
        </p>
      )}
    </div>
  );
}
