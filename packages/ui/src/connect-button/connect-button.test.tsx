import { type ConnectFallback, PlugboardProvider } from '@plugboard/react';
import { createBffClient } from '@plugboard/react/core';
import type { ConnectedAccountSummary } from '@plugboard/schema';
import { createPlugboard } from '@plugboard/server';
import { setupBff, stubLocationAssign, stubWindowOpen } from '@plugboard/test-kit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { accountDisplayName } from '../common/account-display-name.ts';
import { DEFAULT_LOCALIZATION } from '../localization/default-strings.ts';
import {
  FIXTURE_ORGANIZATION,
  type FixtureBffOptions,
  fixtureAccount,
} from '../stories/fixture-bff.ts';
import { axeViolations } from '../test/axe.ts';
import { renderWithPlugboard } from '../test/render-with-plugboard.tsx';
import { type FixtureBffServer, serveFixtureBff } from '../test/serve-fixture-bff.ts';
import { VerifyCallback } from '../verify-callback/verify-callback.tsx';
import { ConnectButton, type ConnectButtonProps } from './connect-button.tsx';

// Each test its own base URL: these components use the host's SWR cache, shared across tests.
const bff = setupBff({
  plugboard: createPlugboard,
  client: createBffClient,
  baseUrlPerTest: true,
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderButton(
  fetch = bff.fetch,
  props: Partial<ConnectButtonProps> = {},
  provider: { fallback?: ConnectFallback } = {},
) {
  const onConnected = vi.fn<(account: ConnectedAccountSummary) => void>();
  const view = renderWithPlugboard(
    <ConnectButton connector="docsapp" className="hero-cta" onConnected={onConnected} {...props} />,
    { baseUrl: bff.baseUrl, fetch, ...provider },
  );
  const root = () => view.container.querySelector('.pb-connect');
  const statusText = () => within(view.container).getByRole('status').textContent;
  return { ...view, root, statusText, onConnected };
}

describe('ConnectButton', () => {
  test('idle: an enabled button named for the connector, and accessible', async () => {
    const { container, root } = renderButton();
    const button = screen.getByRole('button', { name: 'Connect Docs' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(root()?.className).toBe('pb-connect hero-cta');
    expect(root()?.getAttribute('data-status')).toBe('idle');
    expect(await axeViolations(container)).toEqual([]);
  });

  test('walks through waiting to connected as the callback page finishes the flow', async () => {
    const user = userEvent.setup();
    const windows = stubWindowOpen();
    const { container, root, statusText, onConnected } = renderButton();

    await user.click(screen.getByRole('button', { name: 'Connect Docs' }));
    expect(windows.open).toHaveBeenCalledOnce();
    await waitFor(() => expect(root()?.getAttribute('data-waiting')).toBe('true'));
    expect(root()?.getAttribute('data-status')).toBe('pending');
    const busy = screen.getByRole('button', { name: 'Waiting for Docs…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(statusText()).toBe('Finish connecting in the Docs window.');
    expect(await axeViolations(container)).toEqual([]);

    // The popup: consent at the third party, then the app's callback page.
    const search = await bff.consent(windows.popup.location.href);
    render(
      <PlugboardProvider baseUrl={bff.baseUrl} fetch={bff.fetch}>
        <VerifyCallback search={search} />
      </PlugboardProvider>,
    );

    await waitFor(() => expect(root()?.getAttribute('data-status')).toBe('success'));
    expect(screen.getByRole('button', { name: 'Connected' })).toBeDefined();
    // Named as the list names it, once the list holds the new account.
    const [listed] = (await bff.client.listAccounts()).accounts;
    const name = listed && accountDisplayName(DEFAULT_LOCALIZATION, listed);
    await waitFor(() =>
      expect(statusText()).toBe(DEFAULT_LOCALIZATION.connectConnectedStatus('Docs', name ?? '')),
    );
    expect(name).not.toContain('#');
    expect(onConnected).toHaveBeenCalledWith(expect.objectContaining({ status: 'ACTIVE' }));
  });

  test('Cancel abandons the flow and closes the popup', async () => {
    const user = userEvent.setup();
    const windows = stubWindowOpen();
    const { root } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Connect Docs' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(root()?.getAttribute('data-status')).toBe('idle');
    expect(windows.popup.closed).toBe(true);
  });

  test('a refused link request shows the reason and offers another try', async () => {
    const user = userEvent.setup();
    stubWindowOpen();
    // Without X-Plugboard the real BFF refuses the request as cross-site.
    const { container, root, statusText } = renderButton((input, init) => {
      const headers = new Headers(init.headers);
      headers.delete('X-Plugboard');
      return bff.fetch(input, { ...init, headers });
    });
    await user.click(screen.getByRole('button', { name: 'Connect Docs' }));
    await waitFor(() => expect(root()?.getAttribute('data-status')).toBe('error'));
    expect(statusText()).toMatch(/^Could not connect Docs: State-changing requests need/);
    expect(screen.getByRole('button', { name: 'Try again' }).hasAttribute('disabled')).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  test("a blocked popup with the provider's fallback 'link' shows the link to open or copy", async () => {
    const user = userEvent.setup();
    stubWindowOpen({ blocked: true });
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue();
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { container, root, statusText } = renderButton(bff.fetch, {}, { fallback: 'link' });

    await user.click(screen.getByRole('button', { name: 'Connect Docs' }));
    const field = await screen.findByRole('textbox', { name: 'Link to connect Docs' });
    const link = (field as HTMLInputElement).value;
    expect(link.startsWith(bff.emulator.url)).toBe(true);
    expect(root()?.getAttribute('data-waiting')).toBe('true');
    expect(statusText()).toMatch(/^Your browser kept the Docs window from opening/);
    const open = screen.getByRole('link', { name: 'Open link' });
    expect([open.getAttribute('href'), open.getAttribute('target')]).toEqual([link, '_blank']);
    expect(open.getAttribute('rel')).toMatch(/noopener/);
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledExactlyOnceWith(link);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeDefined();
  });

  test('a blocked popup by default takes this tab to the link, to come back here', async () => {
    const user = userEvent.setup();
    stubWindowOpen({ blocked: true });
    const location = stubLocationAssign();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Connect Docs' }));
    await waitFor(() => expect(location).toHaveBeenCalledOnce());
    expect(location.mock.calls[0]?.[0].startsWith(bff.emulator.url)).toBe(true);
  });
});

describe('ConnectButton once the user has an account of the connector', () => {
  let fixture: FixtureBffServer | undefined;
  afterEach(async () => {
    await fixture?.close();
    fixture = undefined;
  });

  async function renderWith(options: FixtureBffOptions) {
    fixture = await serveFixtureBff(options);
    const view = renderWithPlugboard(<ConnectButton connector="docsapp" />, {
      baseUrl: fixture.baseUrl,
    });
    const statusText = () => within(view.container).getByRole('status').textContent;
    const accountsText = () => view.container.querySelector('.pb-connect__accounts')?.textContent;
    return { ...view, statusText, accountsText, fixture };
  }

  test('says which account is connected, by name, and offers to add another', async () => {
    const user = userEvent.setup();
    stubWindowOpen();
    const { container, statusText, accountsText, fixture } = await renderWith({
      accounts: [fixtureAccount({ identifier: 'ada@example.com', profile_name: 'Ada Lovelace' })],
    });
    const add = await screen.findByRole('button', { name: 'Add another Docs account' });
    expect(accountsText()).toBe('Docs is connected as Ada Lovelace.');
    // Said once the button has focus, not announced as the list loads.
    expect(statusText()).toBe('');
    expect(add.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    expect(await axeViolations(container)).toEqual([]);

    await user.click(add);
    await waitFor(() =>
      expect(fixture.requests.filter((request) => request.path === '/links')).toEqual([
        { method: 'POST', path: '/links', body: { connector: 'docsapp', add: true } },
      ]),
    );
  });

  test('with several, names the default; a nameless account goes by "Docs 2", never its identifier', async () => {
    const { accountsText, container } = await renderWith({
      accounts: [
        fixtureAccount({ id: 'ca_docs1', is_default: false }),
        fixtureAccount({
          id: 'ca_docs2',
          identifier: 'ada@example.com#k3j4h5g6',
          profile_name: null,
          ordinal: 2,
          is_default: true,
        }),
      ],
    });
    await screen.findByRole('button', { name: 'Add another Docs account' });
    expect(accountsText()).toBe('2 Docs accounts are connected; Docs 2 is the default.');
    expect(container.textContent).not.toContain('#');
  });

  test('past the limit, the localized message says to disconnect one first', async () => {
    const user = userEvent.setup();
    stubWindowOpen();
    const { container, statusText } = await renderWith({
      accounts: [fixtureAccount()],
      accountLimit: 1,
    });
    await user.click(await screen.findByRole('button', { name: 'Add another Docs account' }));
    await waitFor(() =>
      expect(statusText()).toBe(
        'Could not connect Docs: You have connected as many accounts of this service as the app allows. Disconnect one to add another.',
      ),
    );
    expect(container.querySelector('.pb-connect')?.getAttribute('data-status')).toBe('error');
    expect(screen.getByRole('button', { name: 'Add another Docs account' })).toBeDefined();
    expect(await axeViolations(container)).toEqual([]);
  });

  test("an organization's shared account is not the user's own: the button connects theirs", async () => {
    await renderWith({
      accounts: [
        fixtureAccount({
          identifier: 'organization:org_fixture',
          shared: FIXTURE_ORGANIZATION,
          can_disconnect: false,
        }),
      ],
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Connect Docs' })).toBeDefined());
  });
});
