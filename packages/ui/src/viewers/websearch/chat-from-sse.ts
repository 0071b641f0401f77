import { applyChatEvent, type ChatState, endChat, STREAMING } from './chat-state.ts';
import { createSseParser } from './sse-parser.ts';

/**
 * A streamed answer received whole, as text of server-sent events (what a tool call made with
 * `stream: true` returns once it has finished), reduced to its final state.
 */
export function chatFromSse(text: string): ChatState {
  const parser = createSseParser();
  const events = [...parser.push(text), ...parser.end()];
  return endChat(events.reduce(applyChatEvent, STREAMING));
}
