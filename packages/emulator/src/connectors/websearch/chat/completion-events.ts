import { setTimeout as delay } from 'node:timers/promises';

/** A chat completion as websearch_chat_completions answers it (docs/tool-results.md). */
export interface ChatCompletion {
  id: string;
  object: 'chat.completion';
  created: number;
  model: string;
  choices: {
    index: number;
    message: { role: 'assistant'; content: string };
    finish_reason: 'stop';
  }[];
  usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
}

/** The pause between two chunks: a reader sees the answer arrive piece by piece. */
const CHUNK_INTERVAL_MS = 10;
/** Words per content chunk. */
const WORDS_PER_CHUNK = 2;

/**
 * `completion` as server-sent `chat.completion.chunk` events, produced over time
 * (docs/internals/chat-stream.md §1): the assistant role first, then the content a few words at a time, a last
 * chunk with `finish_reason: "stop"` and an empty delta, then `data: [DONE]`.
 */
export async function* completionEvents(completion: ChatCompletion): AsyncGenerator<string> {
  const { id, created, model } = completion;
  const event = (delta: Record<string, string>, finishReason: 'stop' | null) =>
    `data: ${JSON.stringify({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      choices: [{ index: 0, delta, finish_reason: finishReason }],
    })}\n\n`;
  const content = completion.choices[0]?.message.content ?? '';
  const words = content.match(/\S+\s*|\s+/g) ?? [];

  yield event({ role: 'assistant', content: '' }, null);
  for (let start = 0; start < words.length; start += WORDS_PER_CHUNK) {
    await delay(CHUNK_INTERVAL_MS);
    yield event({ content: words.slice(start, start + WORDS_PER_CHUNK).join('') }, null);
  }
  await delay(CHUNK_INTERVAL_MS);
  yield event({}, 'stop');
  yield 'data: [DONE]\n\n';
}
