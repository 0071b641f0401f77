import type { ConnectMessage } from '@plugboard/schema';
import { createPlugboard } from '@plugboard/server';
import { setupBff } from '@plugboard/test-kit';
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createBffClient } from '../core/bff-client.ts';
import { listenForConnectMessages } from '../core/connect-channel.ts';
import { CONNECT_POPUP_NAME } from '../core/popup.ts';
import { renderHookWithPlugboard } from '../test/render-with-plugboard.tsx';
import { useVerifyCallback } from './use-verify-callback.ts';

const bff = setupBff({ plugboard: createPlugboard, client: createBffClient });

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  window.name = '';
  window.history.replaceState(null, '', '/');
});

const verifyRequests = () => bff.requests.filter((request) => request.path.endsWith('/verify'));

describe('useVerifyCallback', () => {
  test('verifies once under StrictMode, from the page URL, and tells the opener', async () => {
    const heard = vi.fn<(message: ConnectMessage) => void>();
    stops.push(listenForConnectMessages(window, heard));
    window.history.replaceState(null, '', `/connect/callback${await bff.authorize('docsapp')}`);

    const { result } = renderHookWithPlugboard(() => useVerifyCallback(), {
      baseUrl: bff.baseUrl,
      fetch: bff.fetch,
      reactStrictMode: true,
    });
    expect(result.current.status).toBe('verifying');
    await waitFor(() => expect(result.current.status).toBe('success'));

    expect(result.current.account).toMatchObject({ connector: 'docsapp', status: 'ACTIVE' });
    expect(result.current.error).toBeUndefined();
    expect(verifyRequests()).toHaveLength(1);
    await waitFor(() =>
      expect(heard).toHaveBeenCalledExactlyOnceWith({
        type: 'plugboard:connected',
        account: result.current.account,
      }),
    );
  });

  test('reports a refused state, and retry() sends the request again', async () => {
    const params = new URLSearchParams(await bff.authorize('crm'));
    params.set('state', 'forged');
    const { result } = renderHookWithPlugboard(() => useVerifyCallback({ search: `?${params}` }), {
      baseUrl: bff.baseUrl,
      fetch: bff.fetch,
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.code).toBe('INVALID_STATE');

    act(() => result.current.retry());
    expect(result.current.status).toBe('verifying');
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(verifyRequests()).toHaveLength(2);
  });

  test('a page opened without the callback parameters says so, without calling the BFF', async () => {
    const { result } = renderHookWithPlugboard(() => useVerifyCallback({ search: '' }), {
      baseUrl: bff.baseUrl,
      fetch: bff.fetch,
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.code).toBe('INVALID_CALLBACK');
    expect(verifyRequests()).toHaveLength(0);
  });

  test('knows when it runs in the connect popup, where there is no way back to go', async () => {
    window.name = CONNECT_POPUP_NAME;
    const { result } = renderHookWithPlugboard(() => useVerifyCallback({ search: '' }), {
      baseUrl: bff.baseUrl,
      fetch: bff.fetch,
    });
    await waitFor(() => expect(result.current.isPopup).toBe(true));
    expect(result.current.returnTo).toBeUndefined();
  });

  test("the BFF's return_to is never followed to another origin", async () => {
    // The BFF resolves return_to against its own origin, which is not this page's here.
    const { link } = await bff.client.createLink({ connector: 'crm', return_to: '/settings' });
    const search = await bff.consent(link);
    const { result } = renderHookWithPlugboard(() => useVerifyCallback({ search }), {
      baseUrl: bff.baseUrl,
      fetch: bff.fetch,
    });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.returnTo).toBeUndefined();
  });
});
