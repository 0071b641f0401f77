import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ActivityBff, serveActivityBff } from '../test/activity-bff.ts';
import { renderHookWithPlugboard } from '../test/render-with-plugboard.tsx';
import { useAccountActivity } from './use-account-activity.ts';
import { useAccountPermissions } from './use-account-permissions.ts';
import { useExecuteTool } from './use-execute-tool.ts';

/*
 * Paging and revalidation against a loopback stand-in of the BFF's account routes
 * (src/test/activity-bff.ts), which holds 25 runs to page through at once; the same hooks on the
 * real BFF and emulator are in use-account-details.bff.test.tsx.
 */

let bff: ActivityBff;
beforeAll(async () => {
  bff = await serveActivityBff(25);
});
afterAll(() => bff.close());

const activityRequests = () => bff.requests.filter((request) => request.includes('/activity'));

describe('useAccountActivity', () => {
  test('reads the newest page first, then older ones until there are no more', async () => {
    bff.requests.length = 0;
    const { result } = renderHookWithPlugboard(() => useAccountActivity('ca_wh1', { limit: 10 }), {
      baseUrl: bff.baseUrl,
      reactStrictMode: true,
    });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.data).toHaveLength(10));
    expect(result.current.data?.[0]?.id).toBe(bff.entries[0]?.id);
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.data).toHaveLength(20));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.data).toHaveLength(25));
    expect(result.current.hasMore).toBe(false);
    expect(result.current.isLoadingMore).toBe(false);
    expect(result.current.data?.map((entry) => entry.id)).toEqual(
      bff.entries.map((entry) => entry.id),
    );
    expect(activityRequests()).toEqual([
      'GET /api/plugboard/accounts/ca_wh1/activity?limit=10',
      'GET /api/plugboard/accounts/ca_wh1/activity?cursor=10&limit=10',
      'GET /api/plugboard/accounts/ca_wh1/activity?cursor=20&limit=10',
    ]);
  });

  test('reads the trail again after a tool run through useExecuteTool', async () => {
    const { result } = renderHookWithPlugboard(
      () => ({
        activity: useAccountActivity('ca_wh1', { limit: 5 }),
        run: useExecuteTool({ tool: 'warehouse_execute_query' }),
      }),
      { baseUrl: bff.baseUrl },
    );
    await waitFor(() => expect(result.current.activity.data).toHaveLength(5));
    const before = result.current.activity.data?.[0]?.id;
    await act(() => result.current.run.execute({ statement: 'SELECT 1' } as never));
    await waitFor(() => expect(result.current.activity.data?.[0]?.id).not.toBe(before));
    expect(result.current.activity.data?.[0]?.id).toBe(bff.entries[0]?.id);
  });

  test('asks nothing without an account, and gives the BFF error as a PlugboardError', async () => {
    bff.requests.length = 0;
    const { result, rerender } = renderHookWithPlugboard(
      (id: string | undefined) => useAccountActivity(id),
      { baseUrl: bff.baseUrl, initialProps: undefined },
    );
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
    rerender('ca_missing');
    await waitFor(() => expect(result.current.error?.code).toBe('NOT_FOUND'));
    expect(result.current.error?.status).toBe(404);
    expect(activityRequests()).toEqual(['GET /api/plugboard/accounts/ca_missing/activity']);
  });
});

describe('useAccountPermissions', () => {
  test('reads what the account lets the app do, once per account', async () => {
    bff.requests.length = 0;
    const { result } = renderHookWithPlugboard(
      () => [useAccountPermissions('ca_video1'), useAccountPermissions('ca_video1')] as const,
      { baseUrl: bff.baseUrl, reactStrictMode: true },
    );
    await waitFor(() => expect(result.current[0].data).toBeDefined());
    expect(result.current[0].data?.scopes).toEqual(['ro']);
    expect(result.current[1].data?.tools.map((tool) => tool.runnable)).toEqual([true, false]);
    expect(bff.requests).toEqual(['GET /api/plugboard/accounts/ca_video1/permissions']);
  });
});
