import { PlugboardProvider } from '@plugboard/react';
import { createBffClient } from '@plugboard/react/core';
import type { ConnectedAccountSummary } from '@plugboard/schema';
import { createPlugboard } from '@plugboard/server';
import { setupBff, stubLocationAssign, stubWindowOpen } from '@plugboard/test-kit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { renderWithPlugboard } from '../test/render-with-plugboard.tsx';
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

function renderButton(fetch = bff.fetch, props: Partial<ConnectButtonProps> = {}) {
  const onConnected = vi.fn<(account: ConnectedAccountSummary) => void>();
  const view = renderWithPlugboard(
    <ConnectButton connector="docsapp" className="hero-cta" onConnected={onConnected} {...props} />,
    { baseUrl: bff.baseUrl, fetch },
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
    await waitFor(() => expect(root()?.getAttribute('data-status')).toBe('waiting'));
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

    await waitFor(() => expect(root()?.getAttribute('data-status')).toBe('connected'));
    expect(screen.getByRole('button', { name: 'Connected' })).toBeDefined();
    expect(statusText()).toBe('Docs is connected as ada@example.com.');
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

  test("a blocked popup with fallback 'link' shows the link to open or copy", async () => {
    const user = userEvent.setup();
    stubWindowOpen({ blocked: true });
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue();
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { container, root, statusText } = renderButton(bff.fetch, { fallback: 'link' });

    await user.click(screen.getByRole('button', { name: 'Connect Docs' }));
    const field = await screen.findByRole('textbox', { name: 'Link to connect Docs' });
    const link = (field as HTMLInputElement).value;
    expect(link.startsWith(bff.emulator.url)).toBe(true);
    expect(root()?.getAttribute('data-status')).toBe('waiting');
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
