import { expect, test } from 'vitest';
import { applyChatEvent, endChat, STREAMING } from './chat-state.ts';

const chunk = (content: string | null, finish: string | null = null) =>
  JSON.stringify({
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    model: 'search-chat',
    choices: [{ index: 0, delta: { content }, finish_reason: finish }],
  });

test('deltas append, the finish reason is kept, [DONE] ends the answer', () => {
  let state = STREAMING;
  for (const data of [chunk('Hel'), chunk('lo'), chunk(null, 'stop'), '[DONE]']) {
    state = applyChatEvent(state, data);
  }
  expect(state).toEqual({
    text: 'Hello',
    status: 'done',
    finishReason: 'stop',
    model: 'search-chat',
  });
  expect(applyChatEvent(state, chunk('ignored'))).toBe(state);
});

test('garbled or foreign events stop the answer with an error, keeping its text', () => {
  const started = applyChatEvent(STREAMING, chunk('Par'));
  expect(applyChatEvent(started, '{"choi')).toMatchObject({ text: 'Par', status: 'error' });
  expect(applyChatEvent(started, '{"error":{"message":"Rate limit exceeded"}}')).toMatchObject({
    status: 'error',
    error: 'Rate limit exceeded',
  });
  expect(applyChatEvent(started, '{"hello":1}')).toMatchObject({ status: 'error' });
});

test('a stream that ends without [DONE] is complete only if the model said it finished', () => {
  expect(endChat(applyChatEvent(STREAMING, chunk('Hi', 'stop'))).status).toBe('done');
  expect(endChat(applyChatEvent(STREAMING, chunk('Hi'))).status).toBe('error');
});
