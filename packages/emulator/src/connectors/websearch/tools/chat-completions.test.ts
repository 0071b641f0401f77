import { beforeAll, describe, expect, it } from 'vitest';
import { exactly, websearchError } from '../../../test/exact-answers.ts';
import {
  chatCompletionChunkSchema,
  chatCompletionSchema,
  webSearchSchema,
} from '../../../test/result-parts.ts';
import { setupToolHarness } from '../../../test/tool-harness.ts';
import { websearchAccount } from '../../../test/websearch-accounts.ts';
import { corpus } from '../corpus/corpus.ts';
import { countTokens } from '../results/tokens.ts';

const t = setupToolHarness();

beforeAll(() => {
  corpus();
}, 60_000);

const question = { role: 'user', content: 'When did the James Webb telescope launch?' } as const;

/** POST /api/v1/execute_tool read as a stream: every chunk of the body as it arrived. */
async function streamChat(accountId: string, params: Record<string, unknown>) {
  const response = await fetch(`${t.harness.emulator.url}/api/v1/execute_tool`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await t.harness.token()}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      connected_account_id: accountId,
      tool_name: 'websearch_chat_completions',
      params: { ...params, stream: true },
    }),
  });
  const reads: string[] = [];
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const chunk = await reader?.read();
    if (chunk === undefined || chunk.done) break;
    reads.push(decoder.decode(chunk.value, { stream: true }));
  }
  return { response, reads, text: reads.join('') };
}

describe('websearch_chat_completions', () => {
  it('answers from search results, citing them, with the plan’s model and token usage', async () => {
    const account = await websearchAccount(t, 'ai');
    const completion = exactly.websearch(
      chatCompletionSchema,
      await t.run(account, 'websearch_chat_completions', {
        messages: [{ role: 'system', content: 'Answer briefly.' }, question],
      }),
    );
    expect(completion.model).toBe('search-chat');
    const choice = completion.choices[0] ?? expect.unreachable('one choice');
    expect(choice.message.content).toContain('Webb launched on 25 December 2021');
    const cited = [...choice.message.content.matchAll(/^\[\d\] .* – (https:\/\/\S+)$/gm)].map(
      (match) => match[1],
    );
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.length).toBeLessThanOrEqual(3);
    const search = exactly.websearch(
      webSearchSchema,
      await t.run(account, 'websearch_web_search', { q: question.content }),
    );
    const found = search.web.results.map((result) => result.url);
    for (const url of cited) expect(found).toContain(url);

    const usage = completion.usage ?? expect.unreachable('token usage');
    expect(usage.completion_tokens).toBe(countTokens(choice.message.content));
    expect(usage.prompt_tokens).toBeGreaterThan(
      countTokens(question.content) + countTokens('Answer briefly.'),
    );
    expect(usage.total_tokens).toBe(usage.prompt_tokens + usage.completion_tokens);
  });

  it('runs the Data for AI plan’s model by default, and refuses models the plan lacks', async () => {
    const top = await websearchAccount(t, 'data_for_ai');
    const pro = exactly.websearch(
      chatCompletionSchema,
      await t.run(top, 'websearch_chat_completions', { messages: [question] }),
    );
    expect(pro.model).toBe('search-chat-pro');
    const chosen = exactly.websearch(
      chatCompletionSchema,
      await t.run(top, 'websearch_chat_completions', {
        messages: [question],
        model: 'search-chat',
      }),
    );
    expect(chosen.model).toBe('search-chat');

    const ai = await websearchAccount(t, 'ai');
    const notInPlan = await t.fail(
      ai,
      'websearch_chat_completions',
      { messages: [question], model: 'search-chat-pro' },
      400,
    );
    expect(websearchError(notInPlan)).toMatchObject({
      code: 'OPTION_NOT_IN_PLAN',
      meta: { option: 'model' },
    });
    const unknown = await t.fail(
      top,
      'websearch_chat_completions',
      { messages: [question], model: 'gpt-0' },
      400,
    );
    expect(websearchError(unknown)).toMatchObject({ status: 422, code: 'VALIDATION' });
  });

  it('answers the last message, which must be the user’s', async () => {
    const account = await websearchAccount(t, 'ai');
    const refused = await t.fail(
      account,
      'websearch_chat_completions',
      { messages: [question, { role: 'assistant', content: 'In 2021.' }] },
      400,
    );
    expect(websearchError(refused).detail).toContain('messages');
  });

  it('streams server-sent chunks over time, ending in [DONE]', async () => {
    const account = await websearchAccount(t, 'ai');
    const { response, reads, text } = await streamChat(account, { messages: [question] });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-execution-id')).toMatch(/^exec_/);
    // Chunks are written apart in time, so the body does not arrive in one piece.
    expect(reads.length).toBeGreaterThan(1);

    expect(text.endsWith('data: [DONE]\n\n')).toBe(true);
    const events = text.split('\n\n').filter((event) => event !== '');
    expect(events.every((event) => event.startsWith('data: '))).toBe(true);
    const chunks = events
      .slice(0, -1)
      .map((event) =>
        exactly.websearch(chatCompletionChunkSchema, JSON.parse(event.slice('data: '.length))),
      );
    const [first] = chunks;
    const last = chunks[chunks.length - 1];
    expect(first?.choices[0]?.delta).toEqual({ role: 'assistant', content: '' });
    expect(last?.choices[0]).toMatchObject({ delta: {}, finish_reason: 'stop' });
    expect(new Set(chunks.map((chunk) => chunk.id)).size).toBe(1);
    const content = chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('');
    expect(content).toContain('Webb launched on 25 December 2021');
    expect(content).toContain('Sources:');
  });

  it('answers a JSON error, not a stream, when the request fails before the first byte', async () => {
    const pro = await websearchAccount(t, 'pro');
    const { response, text } = await streamChat(pro, { messages: [question] });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(text)).toMatchObject({
      code: 7,
      details: [{ error_code: 'UPSTREAM_PERMISSION_DENIED' }, { error_code: 'OPTION_NOT_IN_PLAN' }],
    });
  });
});
