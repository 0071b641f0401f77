import { createBffClient } from '@plugboard/react/core';
import { createPlugboard } from '@plugboard/server';
import { setupBff, stubLocationAssign, stubWindowOpen } from '@plugboard/test-kit';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ConnectButton } from '../connect-button/connect-button.tsx';
import { fixtureAccount } from '../stories/fixture-bff.ts';
import { axeViolations } from '../test/axe.ts';
import { failOnce } from '../test/fail-once.ts';
import { renderWithPlugboard } from '../test/render-with-plugboard.tsx';
import { serveFixtureBff } from '../test/serve-fixture-bff.ts';
import { VerifyCallback } from './verify-callback.tsx';

// Each test its own base URL: these components use the host's SWR cache, shared across tests.
const bff = setupBff({
  plugboard: createPlugboard,
  client: createBffClient,
  baseUrlPerTest: true,
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.name = '';
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('VerifyCallback', () => {
  test('in this tab: shows progress, then the connected account and the way back', async () => {
    const search = await bff.authorize('warehouse');
    const { container } = renderWithPlugboard(
      <VerifyCallback search={search} returnTo="/settings" />,
      { baseUrl: bff.baseUrl, fetch: bff.fetch },
    );
    expect(screen.getByRole('status').textContent).toBe('Finishing the connection…');

    await screen.findByText('Connected.');
    expect(screen.getByText('Warehouse · ada@example.com')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to the app' }).getAttribute('href')).toBe(
      '/settings',
    );
    expect(container.firstElementChild?.getAttribute('data-status')).toBe('success');
    expect(await axeViolations(container)).toEqual([]);
  });

  test('in the popup: says the window can close, then closes it', async () => {
    window.name = 'plugboard-connect';
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    renderWithPlugboard(<VerifyCallback search={await bff.authorize('crm')} closeDelayMs={10} />, {
      baseUrl: bff.baseUrl,
      fetch: bff.fetch,
    });
    await screen.findByText('Connected. You can close this window.');
    await waitFor(() => expect(close).toHaveBeenCalledOnce());
  });

  test('a refused state shows the message and the way back, no pointless Retry', async () => {
    const params = new URLSearchParams(await bff.authorize('video'));
    params.set('state', 'forged');
    const { container } = renderWithPlugboard(<VerifyCallback search={`?${params}`} />, {
      baseUrl: bff.baseUrl,
      fetch: bff.fetch,
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^Could not finish connecting\..*Start connecting again\./);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the app' })).toBeDefined();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('a dropped connection offers Retry, which finishes the connection', async () => {
    const search = await bff.authorize('docsapp');
    renderWithPlugboard(<VerifyCallback search={search} />, {
      baseUrl: bff.baseUrl,
      fetch: failOnce(bff.fetch, 'POST', '/verify'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await screen.findByText('Connected.');
  });

  test('a cancelled authorization says it was not allowed, with the way back and no Retry', async () => {
    const search = await bff.authorize('crm', 'deny');
    const { container } = renderWithPlugboard(<VerifyCallback search={search} />, {
      baseUrl: bff.baseUrl,
      fetch: bff.fetch,
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^The connection was not allowed\./);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the app' })).toBeDefined();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('in the tab whose popup was blocked: verifies, then goes back to the page it left', async () => {
    // The app page: its popup is blocked, so this tab leaves for the link.
    window.history.replaceState(null, '', '/onboarding?step=2');
    stubWindowOpen({ blocked: true });
    const location = stubLocationAssign();
    const app = renderWithPlugboard(<ConnectButton connector="video" />, {
      baseUrl: bff.baseUrl,
      fetch: bff.fetch,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Connect Video' }));
    await waitFor(() => expect(location).toHaveBeenCalledOnce());
    app.unmount();

    // Back from the third party, on the callback page.
    const search = await bff.consent(location.mock.calls[0]?.[0] ?? '');
    const { container } = renderWithPlugboard(
      <VerifyCallback search={search} closeDelayMs={10} />,
      { baseUrl: bff.baseUrl, fetch: bff.fetch },
    );
    expect(await screen.findByText('Connected. Taking you back…')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to the app' }).getAttribute('href')).toBe(
      '/onboarding?step=2',
    );
    expect(await axeViolations(container)).toEqual([]);
    await waitFor(() => expect(location.replace).toHaveBeenCalledWith('/onboarding?step=2'));
  });
});

describe('VerifyCallback for a further account', () => {
  test('shows who connected it, without the slot its identifier ends in', async () => {
    const fixture = await serveFixtureBff({ accounts: [fixtureAccount()] });
    try {
      // The link the BFF gave was for another Docs account: verify finishes that one.
      await createBffClient({ baseUrl: fixture.baseUrl }).createLink({
        connector: 'docsapp',
        add: true,
      });
      renderWithPlugboard(<VerifyCallback search="?auth_request_id=ar_1&state=st_1" />, {
        baseUrl: fixture.baseUrl,
      });
      await screen.findByText('Connected.');
      expect(screen.getByText('Docs · ada@example.com')).toBeDefined();
    } finally {
      await fixture.close();
    }
  });
});
