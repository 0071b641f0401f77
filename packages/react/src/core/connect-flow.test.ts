import { createPlugboard } from '@plugboard/server';
import { setupBff, stubLocationAssign, stubWindowOpen } from '@plugboard/test-kit';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { accountSummary } from '../test/fixtures.ts';
import { createBffClient } from './bff-client.ts';
import { announceConnectMessage, listenForConnectMessages } from './connect-channel.ts';
import { type ConnectFlowOptions, type ConnectState, startConnectFlow } from './connect-flow.ts';
import { readResumePath } from './same-tab-resume.ts';
import { verifyCallback } from './verify-callback.ts';

const bff = setupBff({ plugboard: createPlugboard, client: createBffClient });
const CLOSE_DETECTION = { timeout: 5000 };

function start(overrides: Partial<ConnectFlowOptions> = {}) {
  const onChange = vi.fn<(state: ConnectState) => void>();
  const flow = startConnectFlow({
    client: bff.client,
    connector: 'docsapp',
    window,
    fallback: 'redirect',
    onChange,
    ...overrides,
  });
  flows.push(flow);
  /** The statuses the flow went through, in order. */
  const statuses = () => onChange.mock.calls.map(([state]) => state.status);
  /** The link handed over while the flow waits for the user, if any. */
  const link = () => onChange.mock.calls.find(([state]) => state.link)?.[0].link ?? '';
  return { flow, onChange, statuses, link };
}

const WAITING = { status: 'pending', isWaiting: true } as const;

const flows: Array<{ cancel(): void }> = [];
afterEach(() => {
  for (const flow of flows.splice(0)) flow.cancel();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('startConnectFlow', () => {
  test('opens the popup inside the call, before the link request is answered, then navigates it', async () => {
    const windows = stubWindowOpen();
    const { onChange } = start();
    // Synchronously after the call: the popup exists, the link is not there yet.
    expect(windows.open).toHaveBeenCalledOnce();
    expect(windows.popup.location.href).toBe('about:blank');
    expect(bff.requests).toEqual([{ method: 'POST', path: '/api/plugboard/links', search: '' }]);

    await vi.waitFor(() => expect(onChange).toHaveBeenCalledExactlyOnceWith(WAITING));
    expect(windows.popup.location.href.startsWith(bff.emulator.url)).toBe(true);
  });

  test('completes with the account the callback page verified', async () => {
    const windows = stubWindowOpen();
    const { onChange, statuses } = start();
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(WAITING));

    // The popup's journey: consent at the third party, then the app's callback page.
    const search = await bff.consent(windows.popup.location.href);
    const { account: verified } = await verifyCallback(bff.client, search, window);

    await vi.waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({ status: 'success', account: verified }),
    );
    expect(verified).toMatchObject({ connector: 'docsapp', status: 'ACTIVE' });
    expect(statuses()).toEqual(['pending', 'success']);
  });

  test('a blocked popup falls back to a same-tab redirect that knows its way back', async () => {
    window.history.replaceState(null, '', '/settings?tab=apps#crm');
    const { open } = stubWindowOpen({ blocked: true });
    const assign = stubLocationAssign();
    const { onChange } = start();
    expect(open).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledOnce());
    const link = assign.mock.calls[0]?.[0] ?? '';
    expect(link.startsWith(bff.emulator.url)).toBe(true);
    expect(readResumePath(window)).toBe('/settings?tab=apps#crm');
    // The tab is leaving: there is nothing to show.
    expect(onChange).not.toHaveBeenCalled();

    // The BFF kept the way back too, for a callback page without sessionStorage.
    const answer = await verifyCallback(bff.client, await bff.consent(link), window);
    expect(answer.return_to).toBe(`${new URL(bff.baseUrl).origin}/settings?tab=apps#crm`);
  });

  test("fallback 'link' hands the link over and still completes from another tab", async () => {
    stubWindowOpen({ blocked: true });
    const assign = stubLocationAssign();
    const flow = start({ fallback: 'link' });
    await vi.waitFor(() => expect(flow.statuses()).toEqual(['pending']));
    const link = flow.link();
    expect(link.startsWith(bff.emulator.url)).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    expect(readResumePath(window)).toBeUndefined();

    // The user opened the link in a new tab; its callback page announces over BroadcastChannel.
    const { account } = await verifyCallback(bff.client, await bff.consent(link), window);
    await vi.waitFor(() =>
      expect(flow.onChange).toHaveBeenLastCalledWith({ status: 'success', account }),
    );
  });

  test('inside a frame, or when the browser refuses to leave, the link is handed over', async () => {
    stubWindowOpen({ blocked: true });
    // The host page that frames the app.
    vi.stubGlobal('top', {});
    const framed = start();
    await vi.waitFor(() => expect(framed.link()).not.toBe(''));
    vi.unstubAllGlobals();
    vi.restoreAllMocks();

    stubWindowOpen({ blocked: true });
    const assign = stubLocationAssign();
    assign.mockImplementation(() => {
      throw new DOMException('Navigation is blocked', 'SecurityError');
    });
    const refused = start();
    await vi.waitFor(() => expect(refused.link()).not.toBe(''));
    expect(readResumePath(window)).toBeUndefined();
  });

  test('a popup the browser will not navigate is closed, and the tab redirects instead', async () => {
    const windows = stubWindowOpen();
    const assign = stubLocationAssign();
    start();
    // Before the link arrives, the popup's location becomes unreachable.
    Object.defineProperty(windows.popup, 'location', {
      get() {
        throw new DOMException('Blocked', 'SecurityError');
      },
    });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(windows.popup.closed).toBe(true);
  });

  test('a refused link request closes the popup and reports the BFF error', async () => {
    const windows = stubWindowOpen();
    const client = createBffClient({
      baseUrl: bff.baseUrl,
      fetch: (input, init) => {
        const headers = new Headers(init.headers);
        headers.delete('X-Plugboard');
        return bff.fetch(input, { ...init, headers });
      },
    });
    const { onChange, statuses } = start({ client });
    await vi.waitFor(() => expect(statuses()).toEqual(['error']));
    expect(onChange.mock.calls[0]?.[0].error).toMatchObject({
      code: 'CROSS_SITE_REQUEST',
      status: 403,
    });
    expect(windows.popup.closed).toBe(true);
  });

  test('a closed popup is reported, yet a late answer still completes (COOP can fake "closed")', async () => {
    const windows = stubWindowOpen();
    const { onChange, statuses } = start();
    await vi.waitFor(() => expect(statuses()).toEqual(['pending']));
    windows.popup.close();
    await vi.waitFor(() => expect(statuses()).toEqual(['pending', 'idle']), CLOSE_DETECTION);
    expect(onChange).toHaveBeenLastCalledWith({ status: 'idle', popupClosed: true });

    const account = accountSummary({ connector: 'docsapp' });
    announceConnectMessage({ type: 'plugboard:connected', account }, window);
    await vi.waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({ status: 'success', account }),
    );
    expect(statuses()).toEqual(['pending', 'idle', 'success']);
  });

  test("a failure from the callback page ends the flow with the page's code and message", async () => {
    stubWindowOpen();
    const { onChange, statuses } = start();
    await vi.waitFor(() => expect(statuses()).toEqual(['pending']));
    announceConnectMessage(
      { type: 'plugboard:connect-failed', code: 'INVALID_STATE', message: 'Expired.' },
      window,
    );
    await vi.waitFor(() => expect(statuses()).toEqual(['pending', 'error']));
    expect(onChange.mock.lastCall?.[0].error).toMatchObject({
      code: 'INVALID_STATE',
      message: 'Expired.',
    });
  });

  test('answers about another connector, or after cancel, are ignored', async () => {
    const windows = stubWindowOpen();
    const { flow, statuses } = start();
    const witness = start({ connector: 'crm' });
    await vi.waitFor(() => expect(statuses()).toEqual(['pending']));

    const crm = accountSummary({ id: 'ca_crm', connector: 'crm' });
    announceConnectMessage({ type: 'plugboard:connected', account: crm }, window);
    await vi.waitFor(() =>
      expect(witness.onChange).toHaveBeenLastCalledWith({ status: 'success', account: crm }),
    );
    expect(statuses()).toEqual(['pending']);

    flow.cancel();
    expect(windows.opened[0]?.closed).toBe(true);
    const docs = accountSummary({ connector: 'docsapp' });
    const later = start({ connector: 'docsapp' });
    announceConnectMessage({ type: 'plugboard:connected', account: docs }, window);
    await vi.waitFor(() =>
      expect(later.onChange).toHaveBeenLastCalledWith({ status: 'success', account: docs }),
    );
    expect(statuses()).toEqual(['pending']);
  });

  test('detach stops hearing answers but leaves the popup to finish the connection', async () => {
    const windows = stubWindowOpen();
    const { flow, onChange } = start();
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(WAITING));
    flow.detach();
    expect(windows.popup.closed).toBe(false);

    // The callback page in the popup still verifies and announces; only this flow is deaf to it.
    const witness = vi.fn();
    const stop = listenForConnectMessages(window, witness);
    const search = await bff.consent(windows.popup.location.href);
    const { account } = await verifyCallback(bff.client, search, window);
    expect(account.status).toBe('ACTIVE');
    await vi.waitFor(() => expect(witness).toHaveBeenCalled());
    stop();
    expect(onChange).toHaveBeenCalledExactlyOnceWith(WAITING);
  });
});
