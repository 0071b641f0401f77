import type { ToolAccount } from '@plugboard/schema';
import { createPlugboard } from '@plugboard/server';
import { type ChatStreamBff, serveChatStreamBff, setupBff } from '@plugboard/test-kit';
import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createBffClient } from '../core/bff-client.ts';
import type { FetchLike } from '../core/bff-request.ts';
import type { PlugboardError } from '../core/plugboard-error.ts';
import { renderHookWithPlugboard } from '../test/render-with-plugboard.tsx';
import { useExecuteTool } from './use-execute-tool.ts';

const bff = setupBff({ plugboard: createPlugboard, client: createBffClient });

const executeRequests = () =>
  bff.requests.filter((request) => request.path.endsWith('/tools/execute'));

// The emulator simulates the Docs workspace: its user list is a read every host allows by default.
function renderUserList(fetch: FetchLike = bff.fetch) {
  const onError = vi.fn<(error: PlugboardError) => void>();
  const view = renderHookWithPlugboard(() => useExecuteTool({ tool: 'docsapp_user_list' }), {
    baseUrl: bff.baseUrl,
    fetch,
    onError,
    reactStrictMode: true,
  });
  return { ...view, onError };
}

describe('useExecuteTool', () => {
  test("runs the tool with the session user's account and keeps the result", async () => {
    const connected = await bff.connectAccount('docsapp');
    const { result } = renderUserList();
    expect(result.current.status).toBe('idle');
    expect(result.current.isPending).toBe(false);
    // Mounting (twice, under StrictMode) runs nothing.
    expect(executeRequests()).toHaveLength(0);

    let answer: Awaited<ReturnType<typeof result.current.execute>>;
    let running: Promise<unknown> = Promise.resolve();
    act(() => {
      running = result.current.execute({ page_size: 10 }, { connector: 'docsapp' });
    });
    expect(result.current.status).toBe('pending');
    expect(result.current.isPending).toBe(true);
    await act(async () => {
      answer = (await running) as typeof answer;
    });
    expect(result.current.error).toBeUndefined();
    expect(result.current.status).toBe('success');
    expect(result.current.isPending).toBe(false);
    expect(result.current.data).toEqual(answer?.data);
    expect(result.current.data).toMatchObject({ object: 'list' });
    expect(result.current.executionId).toBe(answer?.execution_id);
    // The user's only account, which is their default, and says so.
    expect(result.current.account).toMatchObject({ id: connected.id, is_default: true });
    expect(executeRequests()).toHaveLength(1);
  });

  test('an expired account fails with ACCOUNT_EXPIRED, which reads as reconnect', async () => {
    await bff.connectAccount('docsapp');
    await bff.emulator.control.advanceClock(7 * 24 * 3600);
    const { result, onError } = renderUserList();
    await act(() => result.current.execute({}));
    expect(result.current.status).toBe('error');
    expect(result.current.error).toMatchObject({ code: 'ACCOUNT_EXPIRED', status: 409 });
    expect(result.current.error?.recovery).toBe('reconnect');
    expect(onError).toHaveBeenCalledExactlyOnceWith(result.current.error);
  });

  test('without an account it fails with ACCOUNT_NOT_CONNECTED, which reads as connect', async () => {
    const { result } = renderUserList();
    await expect(result.current.execute({})).resolves.toBeUndefined();
    await waitFor(() => expect(result.current.error?.code).toBe('ACCOUNT_NOT_CONNECTED'));
    expect(result.current.error?.recovery).toBe('connect');

    act(() => result.current.reset());
    expect(result.current).toMatchObject({ status: 'idle', error: undefined, data: undefined });
  });

  test('params the tool refuses come back as VALIDATION_FAILED naming the param', async () => {
    await bff.connectAccount('docsapp');
    const { result } = renderHookWithPlugboard(() => useExecuteTool({ tool: 'docsapp_page_get' }), {
      baseUrl: bff.baseUrl,
      fetch: bff.fetch,
    });
    await act(() => result.current.execute({ page_id: 'not-a-uuid' }));
    expect(result.current.error?.code).toBe('VALIDATION_FAILED');
    expect(result.current.error?.message).toMatch(/page_id/);
    expect(result.current.error?.recovery).toBe('none');
  });

  test('only the latest run lands: an earlier answer arriving later is dropped', async () => {
    await bff.connectAccount('docsapp');
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let calls = 0;
    const holdFirst: FetchLike = async (input, init) => {
      const isFirst = new URL(input).pathname.endsWith('/execute') && ++calls === 1;
      const response = await bff.fetch(input, init);
      if (isFirst) await firstHeld;
      return response;
    };
    const { result } = renderUserList(holdFirst);

    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.execute({ page_size: 1 });
    });
    await act(() => result.current.execute({ page_size: 2 }));
    const latest = result.current.executionId;
    expect(result.current.status).toBe('success');

    releaseFirst();
    await act(async () => {
      await expect(first).resolves.toBeUndefined();
    });
    expect(result.current.executionId).toBe(latest);
  });
});

describe('useExecuteTool on one of several accounts (docs/internals/several-accounts.md)', () => {
  /**
   * Ada's first CRM account and a second one, added and renamed "Personal", each as a run on it
   * names it. Each account has a CRM workspace of its own in the emulator.
   */
  async function twoCrmAccounts(): Promise<{ work: ToolAccount; personal: ToolAccount }> {
    const first = await bff.connectAccount('crm');
    const second = await bff.connectAccount('crm', { add: true });
    const client = createBffClient({ baseUrl: bff.baseUrl, fetch: bff.fetch });
    await client.updateAccount(second.id, { label: 'Personal' });
    const ranOn = async (id: string) =>
      (await client.executeTool({ tool_name: 'crm_list_people', params: {}, account: id })).account;
    return { work: await ranOn(first.id), personal: await ranOn(second.id) };
  }

  const renderPeople = () =>
    renderHookWithPlugboard(() => useExecuteTool({ tool: 'crm_list_people' }), {
      baseUrl: bff.baseUrl,
      fetch: bff.fetch,
    });

  /** The people a CRM list answer holds, by full name. */
  const peopleIn = (data: unknown) =>
    (data as { data: Array<{ values: { name: Array<{ full_name: string }> } }> }).data.map(
      (person) => person.values.name[0]?.full_name,
    );

  test('without an account the default runs, and the answer names it', async () => {
    const { work } = await twoCrmAccounts();
    expect(work).toMatchObject({ is_default: true, shared_by: null });
    const { result } = renderPeople();
    expect(result.current.account).toBeUndefined();
    let answer: Awaited<ReturnType<typeof result.current.execute>>;
    await act(async () => {
      answer = await result.current.execute({}, { connector: 'crm' });
    });
    expect(answer?.account).toEqual(work);
    expect(result.current.account).toEqual(work);
  });

  test('`account` names one by label or by id, and that one runs on its own data', async () => {
    const { work, personal } = await twoCrmAccounts();
    expect(personal).toMatchObject({ name: 'Personal', is_default: false });
    const { result } = renderPeople();
    await act(() => result.current.execute({}, { account: 'personal' }));
    expect(result.current.account).toEqual(personal);
    const personalPeople = peopleIn(result.current.data);

    await act(() => result.current.execute({}, { account: work.id }));
    expect(result.current.account).toEqual(work);
    const workPeople = peopleIn(result.current.data);
    expect(personalPeople.length).toBeGreaterThan(0);
    expect(workPeople.filter((name) => personalPeople.includes(name))).toEqual([]);
    act(() => result.current.reset());
    expect(result.current.account).toBeUndefined();
  });

  test('a name that fits several is ACCOUNT_CHOICE_REQUIRED; one that fits none UNKNOWN_ACCOUNT', async () => {
    const { work, personal } = await twoCrmAccounts();
    // A letter both names hold: a part of a name, as a model might pass it.
    const shared = [...personal.name.toLowerCase()].find((letter) =>
      work.name.toLowerCase().includes(letter),
    );
    expect(shared).toBeDefined();
    const { result } = renderPeople();
    await act(() => result.current.execute({}, { account: shared }));
    expect(result.current.error).toMatchObject({ code: 'ACCOUNT_CHOICE_REQUIRED', status: 409 });
    // The accounts to choose from come with the error: a picker's options.
    expect(result.current.error?.accounts).toEqual([work, personal]);
    expect(result.current.account).toBeUndefined();
    await act(() => result.current.execute({}, { account: 'Holiday' }));
    expect(result.current.error).toMatchObject({ code: 'UNKNOWN_ACCOUNT', status: 400 });
    expect(result.current.error?.message).toMatch(/Holiday/);
    expect(result.current.error?.accounts).toEqual([work, personal]);
  });
});

describe('useExecuteTool with a streamed chat (docs/internals/chat-stream.md §3)', () => {
  let server: ChatStreamBff;
  beforeAll(async () => {
    server = await serveChatStreamBff();
  });
  afterAll(() => server.close());

  const question = {
    messages: [{ role: 'user' as const, content: 'What does Plugboard do?' }],
    stream: true,
  };

  function renderChat() {
    const onError = vi.fn<(error: PlugboardError) => void>();
    const view = renderHookWithPlugboard(
      () => useExecuteTool({ tool: 'websearch_chat_completions' }),
      { baseUrl: server.baseUrl, onError, reactStrictMode: true },
    );
    return { ...view, onError };
  }

  /** Reads until the text so far matches `pattern`; the stream must not end first. */
  async function readUntil(reader: ReadableStreamDefaultReader<string>, pattern: RegExp) {
    let text = '';
    while (!pattern.test(text)) {
      const { done, value } = await reader.read();
      if (done) throw new Error(`The stream ended before ${pattern}: ${text}`);
      text += value;
    }
    return text;
  }

  function eventsOf(data: unknown): ReadableStreamDefaultReader<string> {
    if (!(data instanceof ReadableStream)) throw new Error(`Expected a stream, got ${data}`);
    return data.pipeThrough(new TextDecoderStream()).getReader();
  }

  test('hands the events over unread, as they arrive, with the execution id', async () => {
    const { result } = renderChat();
    let answered: Awaited<ReturnType<typeof result.current.execute>>;
    await act(async () => {
      answered = await result.current.execute(question);
    });
    const answer = await server.nextAnswer();
    expect(answer.request).toEqual({ tool_name: 'websearch_chat_completions', params: question });
    expect(result.current).toMatchObject({ status: 'success', executionId: answer.executionId });
    expect(answered?.data).toBe(result.current.data);
    expect(result.current.account).toBeUndefined();

    // Each chunk is read before the next is even written: nothing waits for the whole answer.
    const events = eventsOf(result.current.data);
    await readUntil(events, /"role":"assistant"/);
    answer.write('It connects ');
    await readUntil(events, /"content":"It connects "/);
    answer.write('accounts.');
    await readUntil(events, /"content":"accounts\."/);
    answer.finish();
    const rest = await readUntil(events, /data: \[DONE\]\n\n$/);
    expect(rest).toMatch(/"finish_reason":"stop"/);
    expect((await events.read()).done).toBe(true);
  });

  test('unmounting aborts the request, and the BFF sees the answer cancelled', async () => {
    const { result, unmount } = renderChat();
    await act(() => result.current.execute(question));
    const answer = await server.nextAnswer();
    answer.write('Half an ans');
    unmount();
    await answer.cancelled;
  });

  test('a new run and reset() stop the streamed answer before them', async () => {
    const { result } = renderChat();
    await act(() => result.current.execute(question));
    const first = await server.nextAnswer();
    await act(() => result.current.execute(question));
    await first.cancelled;
    const second = await server.nextAnswer();
    expect(result.current.executionId).toBe(second.executionId);
    act(() => result.current.reset());
    await second.cancelled;
    expect(result.current).toMatchObject({ status: 'idle', data: undefined });
  });

  test('a refusal before the first byte is the usual error, Retry-After included', async () => {
    server.refuseNext(429, 'RATE_LIMITED', 'The plan allows 1 chat a second.', {
      'retry-after': '2',
    });
    const { result, onError } = renderChat();
    await act(() => result.current.execute(question));
    expect(result.current.status).toBe('error');
    expect(result.current.error).toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      retryAfter: 2,
    });
    expect(result.current.error?.recovery).toBe('retry');
    expect(result.current.data).toBeUndefined();
    expect(onError).toHaveBeenCalledExactlyOnceWith(result.current.error);
  });

  test('a stream cut off mid-answer errors for its reader', async () => {
    const { result } = renderChat();
    await act(() => result.current.execute(question));
    const answer = await server.nextAnswer();
    const events = eventsOf(result.current.data);
    await readUntil(events, /"role":"assistant"/);
    answer.drop();
    await expect(readUntil(events, /\[DONE\]/)).rejects.toThrow();
  });
});
