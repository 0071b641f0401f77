import { act, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { FetchLike } from '../core/bff-request.ts';
import type { PlugboardError } from '../core/plugboard-error.ts';
import { setupBff } from '../test/bff-harness.ts';
import { renderHookWithPlugboard } from '../test/render-with-plugboard.tsx';
import { useExecuteTool } from './use-execute-tool.ts';

const bff = setupBff();

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
    await bff.connectAccount('docsapp');
    const { result } = renderUserList();
    expect(result.current.status).toBe('idle');
    // Mounting (twice, under StrictMode) runs nothing.
    expect(executeRequests()).toHaveLength(0);

    let answer: Awaited<ReturnType<typeof result.current.execute>>;
    await act(async () => {
      answer = await result.current.execute({ page_size: 10 }, { connector: 'docsapp' });
    });
    expect(result.current.error).toBeUndefined();
    expect(result.current.status).toBe('success');
    expect(result.current.data).toEqual(answer?.data);
    expect(result.current.data).toMatchObject({ object: 'list' });
    expect(result.current.executionId).toBe(answer?.execution_id);
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
