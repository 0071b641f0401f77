import { createBffClient } from '@plugboard/react/core';
import { createPlugboard } from '@plugboard/server';
import { setupBff, stubWindowOpen } from '@plugboard/test-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { failOnce } from '../test/fail-once.ts';
import { renderWithPlugboard } from '../test/render-with-plugboard.tsx';
import {
  ConnectedAccountsList,
  type ConnectedAccountsListProps,
} from './connected-accounts-list.tsx';

// Each test its own base URL: these components use the host's SWR cache, shared across tests.
const bff = setupBff({
  plugboard: createPlugboard,
  client: createBffClient,
  baseUrlPerTest: true,
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderList(fetch = bff.fetch, props: Partial<ConnectedAccountsListProps> = {}) {
  return renderWithPlugboard(<ConnectedAccountsList className="settings-list" {...props} />, {
    baseUrl: bff.baseUrl,
    fetch,
  });
}

describe('ConnectedAccountsList', () => {
  test('shows loading, then each account with connector, identifier and status', async () => {
    await bff.connectAccount('docsapp');
    await bff.connectAccount('warehouse');
    const { container } = renderList();
    expect(screen.getByRole('status').textContent).toBe('Loading connected accounts…');

    const list = await screen.findByRole('list', { name: 'Connected accounts' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Docsada@example.comActive'),
        expect.stringContaining('Warehouseada@example.comActive'),
      ]),
    );
    const root = container.firstElementChild;
    expect(root?.className).toBe('pb-accounts settings-list');
    expect(root?.getAttribute('data-state')).toBe('ready');
    expect(await axeViolations(container)).toEqual([]);
  });

  test('says so when there is no account', async () => {
    const { container } = renderList();
    await screen.findByText('No connected accounts yet.');
    expect(container.firstElementChild?.getAttribute('data-state')).toBe('empty');
    expect(await axeViolations(container)).toEqual([]);
  });

  test('a failed load offers Retry, which loads the list', async () => {
    await bff.connectAccount('crm');
    const { container } = renderList(failOnce(bff.fetch, 'GET', '/accounts'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Could not load/);
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('CRM');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('Disconnect asks first: Cancel keeps the account, confirming removes it upstream', async () => {
    const user = userEvent.setup();
    await bff.connectAccount('docsapp');
    await bff.connectAccount('video');
    const { container } = renderList();
    const trigger = await screen.findByRole('button', {
      name: 'Disconnect Docs (ada@example.com)',
    });

    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Disconnect Docs?' });
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toMatch(/credentials of ada@example.com are revoked at Docs/);
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(await axeViolations(dialog)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    await user.click(trigger);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Disconnect' }),
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByText('Docs')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(container.firstElementChild));
    await waitFor(async () =>
      expect((await bff.client.listAccounts()).accounts.map((a) => a.connector)).toEqual(['video']),
    );
  });

  test('an expired account shows Expired and reconnects through a new popup flow', async () => {
    const windows = stubWindowOpen();
    await bff.connectAccount('crm');
    // Past the account token's lifetime on the emulator clock, the account is EXPIRED.
    await bff.emulator.control.advanceClock(7 * 24 * 3600);
    const { container } = renderList();
    await screen.findByText('Expired');
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Reconnect: CRM (ada@example.com)' }));
    expect(windows.open).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(windows.popup.location.href.startsWith(bff.emulator.url)).toBe(true),
    );
  });

  test('searchable: a short text hints at the minimum, a longer one narrows the list', async () => {
    const user = userEvent.setup();
    await bff.connectAccount('crm');
    await bff.connectAccount('video');
    const { container } = renderList(bff.fetch, { searchable: true });
    await screen.findByText('CRM');
    const box = screen.getByRole('searchbox', { name: 'Search connected accounts' });
    const hint = () => document.getElementById(box.getAttribute('aria-describedby') ?? '');

    await user.type(box, 'vi');
    expect(hint()?.textContent).toBe('Type at least 3 characters to search.');
    await user.type(box, 'd');
    expect(hint()?.textContent).toBe('');
    // The list stays on screen, and the box keeps focus, while the search loads.
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(document.activeElement).toBe(box);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('Video')).toBeDefined();
    const listings = bff.requests.filter(
      (request) => request.method === 'GET' && request.path.endsWith('/accounts'),
    );
    expect(listings.map((request) => request.search)).toEqual(['', '?query=vid']);
    expect(await axeViolations(container)).toEqual([]);

    await user.clear(box);
    await user.type(box, 'nobody@');
    expect(await screen.findByText('No connected account matches “nobody@”.')).toBeDefined();
    expect(container.firstElementChild?.getAttribute('data-state')).toBe('no-match');
  });
});
