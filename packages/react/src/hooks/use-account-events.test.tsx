import { createPlugboard } from '@plugboard/server';
import { accountEvent, FakeEventSource, setupBff } from '@plugboard/test-kit';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createBffClient } from '../core/bff-client.ts';
import { renderHookWithPlugboard } from '../test/render-with-plugboard.tsx';
import { useAccountEvents } from './use-account-events.ts';
import { useConnectedAccounts } from './use-connected-accounts.ts';
import { useToolReadiness } from './use-tool-readiness.ts';

const bff = setupBff({ plugboard: createPlugboard, client: createBffClient });

function renderLive(options: { reactStrictMode?: boolean } = {}) {
  const listener = vi.fn();
  const view = renderHookWithPlugboard(
    () => ({
      list: useConnectedAccounts(),
      readiness: useToolReadiness({ connector: 'crm' }),
      live: useAccountEvents(listener),
      // A second listener under the same provider shares the one stream.
      other: useAccountEvents(),
    }),
    { baseUrl: bff.baseUrl, fetch: bff.fetch, ...options },
  );
  return { ...view, listener };
}

function stream(): FakeEventSource {
  const [source, ...more] = FakeEventSource.open();
  expect(more).toEqual([]);
  return source as FakeEventSource;
}

const count = (path: string) =>
  bff.requests.filter((request) => request.path.endsWith(path)).length;

describe('useAccountEvents', () => {
  beforeEach(() => {
    FakeEventSource.reset();
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  test('an event patches the cached list and reads readiness again, with no list request', async () => {
    const crm = await bff.connectAccount('crm');
    const { result, listener } = renderLive();
    await waitFor(() => expect(result.current.list.data?.[0]?.status).toBe('ACTIVE'));
    await waitFor(() => expect(result.current.readiness.data?.[0]?.ready).toBe(true));
    expect(stream().url).toBe(`${bff.baseUrl}/events`);
    act(() => stream().accept());
    expect(result.current.live.status).toBe('live');
    const listings = count('/accounts');
    const toolReads = count('/tools');

    const expired = accountEvent({ id: crm.id, status: 'EXPIRED', old_status: 'ACTIVE' });
    act(() => stream().send(expired));
    await waitFor(() => expect(result.current.list.data?.[0]?.status).toBe('EXPIRED'));
    expect(result.current.live.lastEvent).toEqual(expired);
    expect(result.current.other.lastEvent).toEqual(expired);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(expired);
    await waitFor(() => expect(count('/tools')).toBe(toolReads + 1));
    expect(count('/accounts')).toBe(listings);
  });

  test('an update of a listed account (a rename or a new default elsewhere) reads the list again', async () => {
    const crm = await bff.connectAccount('crm');
    const { result } = renderLive();
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
    act(() => stream().accept());
    const listings = count('/accounts');

    act(() =>
      stream().send(
        accountEvent(
          { id: crm.id, status: 'ACTIVE', old_status: null },
          { type: 'connected_account.updated' },
        ),
      ),
    );
    await waitFor(() => expect(count('/accounts')).toBe(listings + 1));
  });

  test('a deleted account leaves the list; an unknown one makes it read again', async () => {
    const crm = await bff.connectAccount('crm');
    const { result } = renderLive();
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
    act(() => stream().accept());

    act(() =>
      stream().send(
        accountEvent(
          { id: crm.id, status: null, old_status: null },
          { type: 'connected_account.deleted' },
        ),
      ),
    );
    await waitFor(() => expect(result.current.list.data).toEqual([]));
    expect(result.current.list.totalSize).toBe(0);

    const listings = count('/accounts');
    const docs = await bff.connectAccount('docsapp');
    act(() =>
      stream().send(
        accountEvent(
          { id: docs.id, connector: 'docsapp', status: 'ACTIVE', old_status: null },
          { type: 'connected_account.created' },
        ),
      ),
    );
    // The stream said CRM was deleted (the emulator still has it): the list is read again.
    await waitFor(() => expect(result.current.list.data?.map((a) => a.id)).toContain(docs.id));
    expect(count('/accounts')).toBe(listings + 1);
  });

  test('an event older than one already applied to the account changes nothing', async () => {
    const crm = await bff.connectAccount('crm');
    const { result, listener } = renderLive();
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
    act(() => stream().accept());
    const now = Date.now();
    act(() =>
      stream().send(accountEvent({ id: crm.id }, { occurred_at: new Date(now).toISOString() })),
    );
    act(() =>
      stream().send(
        accountEvent(
          { id: crm.id, status: 'ACTIVE', old_status: 'EXPIRED' },
          { occurred_at: new Date(now - 1_000).toISOString() },
        ),
      ),
    );
    await waitFor(() => expect(result.current.list.data?.[0]?.status).toBe('EXPIRED'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  test('while the stream is down, the list is read again; once back, no more', async () => {
    await bff.connectAccount('crm');
    const { result } = renderLive();
    await waitFor(() => expect(result.current.list.data).toHaveLength(1));
    act(() => stream().fail({ retrying: false }));
    expect(result.current.live.status).toBe('down');
    const listings = count('/accounts');
    // The first poll comes after 2 s and opens a new stream.
    await waitFor(() => expect(count('/accounts')).toBe(listings + 1), { timeout: 5_000 });
    act(() => stream().accept());
    expect(result.current.live.status).toBe('live');
    await waitFor(() => expect(count('/accounts')).toBe(listings + 2));
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    expect(count('/accounts')).toBe(listings + 2);
  });

  test('one stream per provider, closed on unmount, also under StrictMode', async () => {
    const { unmount } = renderLive({ reactStrictMode: true });
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));
    unmount();
    expect(FakeEventSource.open()).toEqual([]);

    const first = renderLive();
    const second = renderLive();
    expect(FakeEventSource.open()).toHaveLength(2);
    first.unmount();
    second.unmount();
    expect(FakeEventSource.open()).toEqual([]);
  });
});
