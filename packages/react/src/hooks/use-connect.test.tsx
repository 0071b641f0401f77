import type { ConnectedAccountSummary } from '@plugboard/schema';
import { createPlugboard } from '@plugboard/server';
import { setupBff, stubLocationAssign, stubWindowOpen } from '@plugboard/test-kit';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createBffClient } from '../core/bff-client.ts';
import type { FetchLike } from '../core/bff-request.ts';
import { announceConnectMessage, listenForConnectMessages } from '../core/connect-channel.ts';
import type { ConnectFallback } from '../core/connect-flow.ts';
import { verifyCallback } from '../core/verify-callback.ts';
import { serveAccountsBff } from '../test/accounts-bff.ts';
import { accountListItem, accountSummary } from '../test/fixtures.ts';
import { renderHookWithPlugboard, renderWithPlugboard } from '../test/render-with-plugboard.tsx';
import { type UseConnectOptions, useConnect } from './use-connect.ts';
import { useConnectedAccounts } from './use-connected-accounts.ts';
import { useVerifyCallback } from './use-verify-callback.ts';

const bff = setupBff({ plugboard: createPlugboard, client: createBffClient });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

function ConnectDocs({ options }: { options: UseConnectOptions }) {
  const { connect, cancel, status, isPending, isWaiting, error, account, link } = useConnect({
    connector: 'docsapp',
    ...options,
  });
  const { data: accounts } = useConnectedAccounts();
  return (
    <>
      <button type="button" onClick={() => connect()}>
        Connect
      </button>
      <button type="button" onClick={cancel}>
        Cancel
      </button>
      <output aria-label="status">{isWaiting ? `${status} (waiting)` : status}</output>
      <output aria-label="pending">{String(isPending)}</output>
      <output aria-label="error">{error?.code}</output>
      <output aria-label="account">{account?.id}</output>
      <output aria-label="link">{link}</output>
      <ul aria-label="accounts">
        {accounts?.map((item) => (
          <li key={item.id}>{item.id}</li>
        ))}
      </ul>
    </>
  );
}

const status = () => screen.getByLabelText('status').textContent;

function renderConnect(
  options: {
    fetch?: FetchLike;
    hook?: UseConnectOptions;
    fallback?: ConnectFallback;
    reactStrictMode?: boolean;
  } = {},
) {
  const onConnected = vi.fn<(account: ConnectedAccountSummary) => void>();
  const onProviderConnected = vi.fn<(account: ConnectedAccountSummary) => void>();
  const onProviderError = vi.fn();
  const view = renderWithPlugboard(<ConnectDocs options={{ onConnected, ...options.hook }} />, {
    baseUrl: bff.baseUrl,
    fetch: options.fetch ?? bff.fetch,
    fallback: options.fallback,
    onConnected: onProviderConnected,
    onError: onProviderError,
    reactStrictMode: options.reactStrictMode,
  });
  return { ...view, onConnected, onProviderConnected, onProviderError };
}

const requestsTo = (pathEnd: string) =>
  bff.requests.filter((request) => request.path.endsWith(pathEnd));

async function clickConnectAndWait() {
  fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
  await waitFor(() => expect(status()).toBe('pending (waiting)'));
}

describe('useConnect', () => {
  test('opens the popup in the click, before the link request even starts', async () => {
    const order: string[] = [];
    const windows = stubWindowOpen();
    const openWindow = windows.open.getMockImplementation();
    windows.open.mockImplementation((...args) => {
      order.push('window.open');
      return openWindow?.(...args) ?? null;
    });
    const recordingFetch: FetchLike = async (input, init) => {
      order.push(`fetch ${init.method} ${new URL(input).pathname}`);
      const response = await bff.fetch(input, init);
      order.push(`answer ${new URL(input).pathname}`);
      return response;
    };
    renderConnect({ fetch: recordingFetch });
    await waitFor(() => expect(order).toContain('answer /api/plugboard/accounts'));
    order.length = 0;

    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(status()).toBe('pending');
    expect(screen.getByLabelText('pending').textContent).toBe('true');
    await waitFor(() => expect(status()).toBe('pending (waiting)'));
    expect(order).toEqual([
      'window.open',
      'fetch POST /api/plugboard/links',
      'answer /api/plugboard/links',
    ]);
    expect(windows.popup.location.href.startsWith(bff.emulator.url)).toBe(true);
  });

  test('completes on a postMessage from the callback page, and the list asks once for the new account', async () => {
    const windows = stubWindowOpen();
    const { onConnected, onProviderConnected } = renderConnect();
    await waitFor(() => expect(bff.requests).toHaveLength(1));
    await clickConnectAndWait();

    const params = new URLSearchParams(await bff.consent(windows.popup.location.href));
    const { account } = await bff.client.verify({
      auth_request_id: params.get('auth_request_id') ?? '',
      state: params.get('state') ?? '',
    });
    // What the browser delivers when the callback page calls opener.postMessage(message, origin).
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'plugboard:connected', account },
          origin: window.location.origin,
        }),
      );
    });

    await waitFor(() => expect(status()).toBe('success'));
    expect(screen.getByLabelText('account').textContent).toBe(account.id);
    // Only the BFF knows whether a new account is shared by the organization: one more GET.
    expect((await screen.findByRole('listitem')).textContent).toBe(account.id);
    expect(onConnected).toHaveBeenCalledExactlyOnceWith(account);
    expect(onProviderConnected).toHaveBeenCalledExactlyOnceWith(account);
    expect(bff.requests.filter((request) => request.path.endsWith('/accounts'))).toHaveLength(2);
  });

  test('completes over BroadcastChannel when COOP cut the opener', async () => {
    const windows = stubWindowOpen();
    const { onConnected } = renderConnect();
    await clickConnectAndWait();
    const search = await bff.consent(windows.popup.location.href);
    // The callback page, whose window.opener is null here, announces over the other carriers.
    const { account } = await verifyCallback(bff.client, search, window);
    await waitFor(() => expect(status()).toBe('success'));
    expect(onConnected).toHaveBeenCalledExactlyOnceWith(account);
  });

  test('a blocked popup: this tab goes to the link and comes back where it was, connected once', async () => {
    window.history.replaceState(null, '', '/settings/integrations?tab=apps');
    stubWindowOpen({ blocked: true });
    const location = stubLocationAssign();
    const app = renderConnect({ reactStrictMode: true });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(location).toHaveBeenCalledOnce());
    expect(status()).toBe('pending');
    app.unmount();

    // The tab at the third party, then at the app's callback page.
    const search = await bff.consent(location.mock.calls[0]?.[0] ?? '');
    const callback = renderHookWithPlugboard(() => useVerifyCallback({ search }), {
      baseUrl: bff.baseUrl,
      fetch: bff.fetch,
      reactStrictMode: true,
    });
    await waitFor(() => expect(callback.result.current.status).toBe('success'));
    expect(callback.result.current.returnTo).toBe('/settings/integrations?tab=apps');
    act(() => callback.result.current.returnToApp());
    expect(location.replace).toHaveBeenCalledExactlyOnceWith('/settings/integrations?tab=apps');
    callback.unmount();

    // The app loads again: its connect control shows the account, the provider hears it once.
    const back = renderConnect({ reactStrictMode: true });
    const account = callback.result.current.account;
    await waitFor(() => expect(status()).toBe('success'));
    expect(screen.getByLabelText('account').textContent).toBe(account?.id);
    await waitFor(() => expect(screen.getByRole('listitem').textContent).toBe(account?.id));
    expect(back.onProviderConnected).toHaveBeenCalledExactlyOnceWith(account);
    expect(back.onConnected).not.toHaveBeenCalled();
  });

  test("fallback 'link' keeps this tab and hands over the link; another tab completes it", async () => {
    stubWindowOpen({ blocked: true });
    const location = stubLocationAssign();
    const { onConnected } = renderConnect({ hook: { fallback: 'link' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(status()).toBe('pending (waiting)'));
    const link = screen.getByLabelText('link').textContent ?? '';
    expect(link.startsWith(bff.emulator.url)).toBe(true);
    expect(location).not.toHaveBeenCalled();

    const { account } = await verifyCallback(bff.client, await bff.consent(link), window);
    await waitFor(() => expect(status()).toBe('success'));
    expect(screen.getByLabelText('link').textContent).toBe('');
    expect(onConnected).toHaveBeenCalledExactlyOnceWith(account);
  });

  test("the provider's fallback serves every flow below it; a hook's own fallback wins", async () => {
    stubWindowOpen({ blocked: true });
    const location = stubLocationAssign();
    const linked = renderConnect({ fallback: 'link' });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(status()).toBe('pending (waiting)'));
    expect(screen.getByLabelText('link').textContent?.startsWith(bff.emulator.url)).toBe(true);
    expect(location).not.toHaveBeenCalled();
    linked.unmount();

    renderConnect({ fallback: 'link', hook: { fallback: 'redirect' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(location).toHaveBeenCalledOnce());
    expect(screen.getByLabelText('link').textContent).toBe('');
  });

  test('under StrictMode one click opens one popup, asks for one link and reports once', async () => {
    const windows = stubWindowOpen();
    const { onConnected, onProviderConnected } = renderConnect({ reactStrictMode: true });
    await clickConnectAndWait();
    expect(windows.open).toHaveBeenCalledOnce();
    expect(requestsTo('/links')).toHaveLength(1);
    expect(requestsTo('/accounts')).toHaveLength(1);

    const { account } = await verifyCallback(
      bff.client,
      await bff.consent(windows.popup.location.href),
      window,
    );
    await waitFor(() => expect(status()).toBe('success'));
    expect(onConnected).toHaveBeenCalledExactlyOnceWith(account);
    expect(onProviderConnected).toHaveBeenCalledExactlyOnceWith(account);
  });

  test('an EXPIRED account is reconnected in place, never duplicated', async () => {
    const expired = await bff.connectAccount('docsapp');
    await bff.emulator.control.advanceClock(7 * 24 * 3600);
    const windows = stubWindowOpen();
    renderConnect();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    await clickConnectAndWait();

    const search = await bff.consent(windows.popup.location.href);
    const { account } = await verifyCallback(bff.client, search, window);
    expect(account).toMatchObject({ id: expired.id, status: 'ACTIVE' });
    await waitFor(() => expect(status()).toBe('success'));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([expired.id]);
    expect((await bff.client.listAccounts()).total_size).toBe(1);
  });

  test('connect() with no connector, here or in the options, says what is missing', () => {
    const { result } = renderHookWithPlugboard(() => useConnect(), {
      baseUrl: bff.baseUrl,
      fetch: bff.fetch,
    });
    expect(() => result.current.connect()).toThrow(/pass a connector/);
  });

  test('a failure from the callback page is the status error, reported to the provider', async () => {
    stubWindowOpen();
    const { onProviderError } = renderConnect();
    await clickConnectAndWait();
    act(() =>
      announceConnectMessage(
        { type: 'plugboard:connect-failed', code: 'VERIFY_FAILED', message: 'Link used.' },
        window,
      ),
    );
    await waitFor(() => expect(status()).toBe('error'));
    expect(screen.getByLabelText('error').textContent).toBe('VERIFY_FAILED');
    expect(onProviderError).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'VERIFY_FAILED', message: 'Link used.' }),
    );
  });

  test('closing the popup returns to idle; cancel closes it', async () => {
    const windows = stubWindowOpen();
    renderConnect();
    await clickConnectAndWait();
    windows.popup.close();
    await waitFor(() => expect(status()).toBe('idle'), { timeout: 5000 });

    await clickConnectAndWait();
    expect(windows.opened).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(status()).toBe('idle');
    expect(windows.popup.closed).toBe(true);
  });

  test('unmounting stops listening but leaves the user consenting in the popup', async () => {
    const windows = stubWindowOpen();
    const { unmount, onConnected, onProviderConnected } = renderConnect();
    await clickConnectAndWait();
    unmount();
    expect(windows.popup.closed).toBe(false);

    const witness = vi.fn();
    const stop = listenForConnectMessages(window, witness);
    const message = { type: 'plugboard:connected', account: accountSummary() } as const;
    announceConnectMessage(message, window);
    await waitFor(() => expect(witness).toHaveBeenCalledWith(message));
    stop();
    expect(onConnected).not.toHaveBeenCalled();
    expect(onProviderConnected).not.toHaveBeenCalled();
  });
});

describe('useConnect for one of several accounts', () => {
  /** The bodies of POST /links the page sent to the real BFF. */
  function recordLinks() {
    const bodies: unknown[] = [];
    const fetch: FetchLike = (input, init) => {
      if (new URL(input).pathname.endsWith('/links')) bodies.push(JSON.parse(String(init.body)));
      return bff.fetch(input, init);
    };
    return { fetch, bodies };
  }

  test('add asks the BFF for a further account, never naming an identifier', async () => {
    stubWindowOpen();
    const links = recordLinks();
    renderConnect({ fetch: links.fetch, hook: { add: true } });
    await clickConnectAndWait();
    expect(links.bodies).toEqual([{ connector: 'docsapp', add: true }]);
  });

  test('accountId reconnects that account in place: it is sent as account_id', async () => {
    stubWindowOpen();
    const account = await bff.connectAccount('docsapp');
    const links = recordLinks();
    renderConnect({ fetch: links.fetch, hook: { accountId: account.id } });
    await clickConnectAndWait();
    expect(links.bodies).toEqual([{ connector: 'docsapp', account_id: account.id }]);
  });

  test('past the limit the flow fails with ACCOUNT_LIMIT_REACHED, recovered by a disconnect', async () => {
    const windows = stubWindowOpen();
    const limited = await serveAccountsBff(
      [accountListItem({ id: 'ca_docs1' }), accountListItem({ id: 'ca_docs2', ordinal: 2 })],
      { limit: 2 },
    );
    try {
      const onError = vi.fn();
      renderWithPlugboard(<ConnectDocs options={{ add: true, onError }} />, {
        baseUrl: limited.baseUrl,
      });
      fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
      await waitFor(() => expect(status()).toBe('error'));
      expect(screen.getByLabelText('error').textContent).toBe('ACCOUNT_LIMIT_REACHED');
      expect(onError).toHaveBeenCalledWith(
        expect.objectContaining({ status: 409, recovery: 'disconnect' }),
      );
      expect(windows.popup.closed).toBe(true);
    } finally {
      await limited.close();
    }
  });
});
