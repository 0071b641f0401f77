import { createPlugboard } from '@plugboard/server';
import { setupBff } from '@plugboard/test-kit';
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { createBffClient } from '../core/bff-client.ts';
import { renderHookWithPlugboard } from '../test/render-with-plugboard.tsx';
import { useConnectedAccounts } from './use-connected-accounts.ts';

const bff = setupBff({ plugboard: createPlugboard, client: createBffClient });

describe('useConnectedAccounts', () => {
  test("loads the session user's accounts", async () => {
    const docs = await bff.connectAccount('docsapp');
    const crm = await bff.connectAccount('crm');
    const { result } = renderHookWithPlugboard(() => useConnectedAccounts(), {
      baseUrl: bff.baseUrl,
      fetch: bff.fetch,
    });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.accounts?.map((account) => account.id).sort()).toEqual(
      [docs.id, crm.id].sort(),
    );
    expect(result.current.totalSize).toBe(2);
    expect(result.current.nextPageToken).toBeUndefined();
    expect(result.current.prevPageToken).toBeUndefined();
    expect(result.current.error).toBeUndefined();
  });

  test('one request under StrictMode', async () => {
    const { result } = renderHookWithPlugboard(() => useConnectedAccounts(), {
      baseUrl: bff.baseUrl,
      fetch: bff.fetch,
      reactStrictMode: true,
    });
    await waitFor(() => expect(result.current.accounts).toEqual([]));
    expect(bff.requests).toEqual([{ method: 'GET', path: '/api/plugboard/accounts', search: '' }]);
  });

  test('searches from 3 characters on, trimmed, keeping the last page on screen meanwhile', async () => {
    const docs = await bff.connectAccount('docsapp');
    await bff.connectAccount('crm');
    const { result, rerender } = renderHookWithPlugboard(
      ({ query }: { query: string }) => useConnectedAccounts({ query }),
      { baseUrl: bff.baseUrl, fetch: bff.fetch, initialProps: { query: 'do' } },
    );
    await waitFor(() => expect(result.current.accounts).toHaveLength(2));
    expect(result.current.query).toBeUndefined();

    rerender({ query: '  DOCS ' });
    // The previous answer stays on screen while the search loads: no flash of a loading state.
    expect(result.current.isLoading).toBe(false);
    expect(result.current.accounts).toHaveLength(2);
    expect(result.current.query).toBe('DOCS');
    await waitFor(() => expect(result.current.accounts?.map((a) => a.id)).toEqual([docs.id]));
    expect(result.current.totalSize).toBe(1);
    const listings = bff.requests.filter((request) => request.path.endsWith('/accounts'));
    expect(listings.map((request) => request.search)).toEqual(['', '?query=DOCS']);
  });

  test('mutate() refetches', async () => {
    const { result } = renderHookWithPlugboard(() => useConnectedAccounts(), {
      baseUrl: bff.baseUrl,
      fetch: bff.fetch,
    });
    await waitFor(() => expect(result.current.accounts).toEqual([]));
    const video = await bff.connectAccount('video');
    await result.current.mutate();
    await waitFor(() => expect(result.current.accounts?.map((a) => a.id)).toEqual([video.id]));
  });

  test('a BFF error arrives as a PlugboardError', async () => {
    const { result } = renderHookWithPlugboard(() => useConnectedAccounts(), {
      baseUrl: `${bff.baseUrl}/not-mounted-here`,
      fetch: bff.fetch,
    });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error).toMatchObject({ name: 'PlugboardError', status: 404 });
    expect(result.current.accounts).toBeUndefined();
  });

  test('outside a provider it names the missing <PlugboardProvider>', () => {
    expect(() => renderHook(() => useConnectedAccounts())).toThrow(/<PlugboardProvider baseUrl=/);
  });
});
