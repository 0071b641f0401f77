import { applyChatEvent, type ChatState, endChat, STREAMING } from './chat-state.ts';
import { createSseParser } from './sse-parser.ts';

/**
 * Server-sent events as bytes or text: a fetch Response's `body`, or any async iterable.
 *
 * @example
 * const source: ChatStreamSource = (await fetch('/api/chat', { method: 'POST', body })).body;
 */
export type ChatStreamSource =
  | ReadableStream<Uint8Array | string>
  | AsyncIterable<Uint8Array | string>;

/**
 * Whether a result is a stream to read rather than a parsed body: what `useExecuteTool` hands
 * over for websearch_chat_completions with `stream: true` (docs/internals/chat-stream.md §3).
 */
export function isChatStreamSource(data: unknown): data is ChatStreamSource {
  if (typeof data !== 'object' || data === null) return false;
  return 'getReader' in data || Symbol.asyncIterator in data;
}

/** A chat stream's state for `useSyncExternalStore`: read once, watched by any number of views. */
export interface ChatStreamStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ChatState;
}

async function* chunksOf(source: ChatStreamSource): AsyncGenerator<Uint8Array | string> {
  if (!('getReader' in source)) {
    yield* source;
    return;
  }
  // Read through a reader: not every browser makes a ReadableStream async-iterable.
  const reader = source.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * Why reading failed. DOMExceptions (an aborted fetch) are not always Errors; a fetch body that
 * fails to read is a TypeError whose message is the browser's own ("terminated", "network
 * error"), so it is named as a lost connection, which the view says plainly.
 */
function failure(error: unknown): Pick<ChatState, 'error' | 'problem'> {
  const { name, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    name?: unknown;
    message?: unknown;
  };
  if (name === 'AbortError') return { problem: 'stopped' };
  if (name === 'TypeError') return { problem: 'connection-lost' };
  return { error: typeof message === 'string' ? message : String(error) };
}

/**
 * Reads a streamed chat completion (docs/tool-results.md §"websearch": `chat.completion.chunk` events
 * ending in `data: [DONE]`) from the first subscription on, and tells subscribers after every
 * chunk. Reading never restarts, so a view that mounts twice (React's StrictMode) or two views
 * of one answer share it. To stop an answer, abort the request that produced the stream.
 */
export function createChatStreamStore(source: ChatStreamSource): ChatStreamStore {
  let state = STREAMING;
  let started = false;
  const listeners = new Set<() => void>();

  function set(next: ChatState) {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  }

  async function read() {
    const parser = createSseParser();
    const decoder = new TextDecoder();
    const apply = (events: readonly string[]) =>
      set(events.reduce((current, data) => applyChatEvent(current, data), state));
    try {
      for await (const chunk of chunksOf(source)) {
        apply(
          parser.push(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })),
        );
        if (state.status !== 'streaming') return;
      }
      apply([...parser.push(decoder.decode()), ...parser.end()]);
      set(endChat(state));
    } catch (error) {
      if (state.status === 'streaming') set({ ...state, status: 'error', ...failure(error) });
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!started) {
        started = true;
        void read();
      }
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
  };
}
