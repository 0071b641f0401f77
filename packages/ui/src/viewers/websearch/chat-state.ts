import { arrayOf, isString, nullable, optional, shape } from '../common/guards.ts';

/**
 * What went wrong with a streamed answer, when the viewer saw it itself: `garbled` (an event that
 * is not JSON), `not-a-chunk` (JSON of another shape), `cut-off` (the stream ended before the
 * model finished), `stopped` (the request was aborted), `connection-lost`. The view says each in
 * the reader's language.
 */
export type ChatProblem = 'garbled' | 'not-a-chunk' | 'cut-off' | 'stopped' | 'connection-lost';

/** Where a chat answer stands while its chunks arrive. */
export interface ChatState {
  /** The answer so far. */
  text: string;
  status: 'streaming' | 'done' | 'error';
  /** Why the model stopped (`stop`, `length`), once it says. */
  finishReason?: string | undefined;
  model?: string | undefined;
  /** When status is `error`: the service's or the stream's own message, if it gave one. */
  error?: string | undefined;
  /** When status is `error` without a message: what the viewer saw go wrong. */
  problem?: ChatProblem | undefined;
}

export const STREAMING: ChatState = { text: '', status: 'streaming' };

const isChunk = shape({
  model: optional(isString),
  choices: arrayOf(
    shape({
      delta: optional(shape({ content: optional(nullable(isString)) })),
      finish_reason: optional(nullable(isString)),
    }),
  ),
});
const isStreamedError = shape({ error: shape({ message: isString }) });

/**
 * The state after one event of a streamed chat completion (docs/tool-results.md §"websearch"): a
 * `chat.completion.chunk` appends its delta, `[DONE]` ends the answer, anything else is an error
 * that keeps the text received so far.
 */
export function applyChatEvent(state: ChatState, data: string): ChatState {
  if (state.status !== 'streaming') return state;
  if (data.trim() === '[DONE]') return { ...state, status: 'done' };
  let chunk: unknown;
  try {
    chunk = JSON.parse(data);
  } catch {
    return { ...state, status: 'error', problem: 'garbled' };
  }
  if (isStreamedError(chunk)) return { ...state, status: 'error', error: chunk.error.message };
  if (!isChunk(chunk)) {
    return { ...state, status: 'error', problem: 'not-a-chunk' };
  }
  const [choice] = chunk.choices;
  return {
    ...state,
    text: state.text + (choice?.delta?.content ?? ''),
    finishReason: choice?.finish_reason ?? state.finishReason,
    model: chunk.model ?? state.model,
  };
}

/** The state once the stream has ended: an answer cut off before `[DONE]` or a finish reason is an error. */
export function endChat(state: ChatState): ChatState {
  if (state.status !== 'streaming') return state;
  return state.finishReason
    ? { ...state, status: 'done' }
    : { ...state, status: 'error', problem: 'cut-off' };
}
