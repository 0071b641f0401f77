import type { ConnectedAccountSummary } from '@plugboard/schema';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { setupBff } from '../test/bff-harness.ts';
import { stubLocationAssign, stubWindowOpen } from '../test/fake-popup.ts';
import { accountSummary } from '../test/fixtures.ts';
import { createBffClient } from './bff-client.ts';
import { announceConnectMessage } from './connect-channel.ts';
import { type ConnectFlowOptions, startConnectFlow } from './connect-flow.ts';
import type { PlugboardError } from './plugboard-error.ts';
import { verifyCallback } from './verify-callback.ts';

const bff = setupBff();
const CLOSE_DETECTION = { timeout: 5000 };

function callbacks() {
  return {
    onWaiting: vi.fn<() => void>(),
    onPopupClosed: vi.fn<() => void>(),
    onConnected: vi.fn<(account: ConnectedAccountSummary) => void>(),
    onError: vi.fn<(error: PlugboardError) => void>(),
  };
}

function start(overrides: Partial<ConnectFlowOptions> = {}) {
  const spies = callbacks();
  const flow = startConnectFlow({
    client: bff.client,
    connector: 'docsapp',
    window,
    ...spies,
    ...overrides,
  });
  flows.push(flow);
  return { flow, ...spies };
}

const flows: Array<{ cancel(): void }> = [];
afterEach(() => {
  for (const flow of flows.splice(0)) flow.cancel();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('startConnectFlow', () => {
  test('opens the popup inside the call, before the link request is answered, then navigates it', async () => {
    const windows = stubWindowOpen();
    const { onWaiting } = start();
    // Synchronously after the call: the popup exists, the link is not there yet.
    expect(windows.open).toHaveBeenCalledOnce();
    expect(windows.popup.location.href).toBe('about:blank');
    expect(bff.requests).toEqual([{ method: 'POST', path: '/api/plugboard/links' }]);

    await vi.waitFor(() => expect(onWaiting).toHaveBeenCalledOnce());
    expect(windows.popup.location.href.startsWith(bff.emulator.url)).toBe(true);
  });

  test('completes with the account the callback page verified', async () => {
    const windows = stubWindowOpen();
    const { onWaiting, onConnected, onError } = start();
    await vi.waitFor(() => expect(onWaiting).toHaveBeenCalled());

    // The popup's journey: consent at the third party, then the app's callback page.
    const search = await bff.consent(windows.popup.location.href);
    const verified = await verifyCallback(bff.client, search, window);

    await vi.waitFor(() => expect(onConnected).toHaveBeenCalledExactlyOnceWith(verified));
    expect(verified).toMatchObject({ connector: 'docsapp', status: 'ACTIVE' });
    expect(onError).not.toHaveBeenCalled();
  });

  test('a blocked popup falls back to a same-tab redirect to the link', async () => {
    const { open } = stubWindowOpen({ blocked: true });
    const assign = stubLocationAssign();
    const { onWaiting } = start();
    expect(open).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(assign.mock.calls[0]?.[0].startsWith(bff.emulator.url)).toBe(true);
    expect(onWaiting).not.toHaveBeenCalled();
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
    const { onError, onWaiting } = start({ client });
    await vi.waitFor(() => expect(onError).toHaveBeenCalledOnce());
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ code: 'CROSS_SITE_REQUEST', status: 403 });
    expect(windows.popup.closed).toBe(true);
    expect(onWaiting).not.toHaveBeenCalled();
  });

  test('a closed popup is reported, yet a late answer still completes (COOP can fake "closed")', async () => {
    const windows = stubWindowOpen();
    const { onWaiting, onPopupClosed, onConnected } = start();
    await vi.waitFor(() => expect(onWaiting).toHaveBeenCalled());
    windows.popup.close();
    await vi.waitFor(() => expect(onPopupClosed).toHaveBeenCalledOnce(), CLOSE_DETECTION);

    const account = accountSummary({ connector: 'docsapp' });
    announceConnectMessage({ type: 'plugboard:connected', account }, window);
    await vi.waitFor(() => expect(onConnected).toHaveBeenCalledExactlyOnceWith(account));
  });

  test("a failure from the callback page ends the flow with the page's code and message", async () => {
    stubWindowOpen();
    const { onWaiting, onError } = start();
    await vi.waitFor(() => expect(onWaiting).toHaveBeenCalled());
    announceConnectMessage(
      { type: 'plugboard:connect-failed', code: 'INVALID_STATE', message: 'Expired.' },
      window,
    );
    await vi.waitFor(() => expect(onError).toHaveBeenCalledOnce());
    expect(onError.mock.calls[0]?.[0]).toMatchObject({
      code: 'INVALID_STATE',
      message: 'Expired.',
    });
  });

  test('answers about another connector, or after cancel, are ignored', async () => {
    const windows = stubWindowOpen();
    const { flow, onWaiting, onConnected } = start();
    const witness = start({ connector: 'crm' });
    await vi.waitFor(() => expect(onWaiting).toHaveBeenCalled());

    const crm = accountSummary({ id: 'ca_crm', connector: 'crm' });
    announceConnectMessage({ type: 'plugboard:connected', account: crm }, window);
    await vi.waitFor(() => expect(witness.onConnected).toHaveBeenCalledWith(crm));
    expect(onConnected).not.toHaveBeenCalled();

    flow.cancel();
    expect(windows.opened[0]?.closed).toBe(true);
    const docs = accountSummary({ connector: 'docsapp' });
    const later = start({ connector: 'docsapp' });
    announceConnectMessage({ type: 'plugboard:connected', account: docs }, window);
    await vi.waitFor(() => expect(later.onConnected).toHaveBeenCalledWith(docs));
    expect(onConnected).not.toHaveBeenCalled();
  });
});
