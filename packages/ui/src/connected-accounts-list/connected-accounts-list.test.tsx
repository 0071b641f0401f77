import { createBffClient } from '@plugboard/react/core';
import type { AccountListItem, ConnectorId } from '@plugboard/schema';
import { createPlugboard } from '@plugboard/server';
import { setupBff, stubWindowOpen } from '@plugboard/test-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { accountDisplayName } from '../common/account-display-name.ts';
import { DEFAULT_LOCALIZATION } from '../localization/default-strings.ts';
import { type FixtureBffOptions, fixtureAccount } from '../stories/fixture-bff.ts';
import { axeViolations } from '../test/axe.ts';
import { failOnce } from '../test/fail-once.ts';
import { renderWithPlugboard } from '../test/render-with-plugboard.tsx';
import { type FixtureBffServer, serveFixtureBff } from '../test/serve-fixture-bff.ts';
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

/** What the list calls the user's account of `connector`, from the BFF's own list item. */
async function listedName(connector: ConnectorId): Promise<string> {
  const { accounts } = await bff.client.listAccounts();
  const account = accounts.find((item) => item.connector === connector);
  if (!account) throw new Error(`no ${connector} account`);
  return accountDisplayName(DEFAULT_LOCALIZATION, account);
}

describe('ConnectedAccountsList', () => {
  test("shows loading, then each account with connector, the account's name and status", async () => {
    await bff.connectAccount('docsapp');
    await bff.connectAccount('warehouse');
    const { container } = renderList();
    expect(screen.getByRole('status').textContent).toBe('Loading connected accounts…');

    const list = await screen.findByRole('list', { name: 'Connected accounts' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`Docs${await listedName('docsapp')}Active`),
        expect.stringContaining(`Warehouse${await listedName('warehouse')}Active`),
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
    const docs = await listedName('docsapp');
    const trigger = await screen.findByRole('button', {
      name: DEFAULT_LOCALIZATION.disconnectAccount('Docs', docs),
    });

    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Disconnect Docs?' });
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(DEFAULT_LOCALIZATION.disconnectDescription('Docs', docs));
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

    const crm = await listedName('crm');
    await userEvent.click(
      screen.getByRole('button', {
        name: DEFAULT_LOCALIZATION.repairAccount('Reconnect', 'CRM', crm),
      }),
    );
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

describe('ConnectedAccountsList with several accounts of one connector', () => {
  let fixture: FixtureBffServer | undefined;
  afterEach(async () => {
    await fixture?.close();
    fixture = undefined;
  });

  const crm = (more: Partial<AccountListItem>) =>
    fixtureAccount({ connector: 'crm', profile_name: null, ...more });

  async function renderSeveral(options: Partial<FixtureBffOptions> = {}) {
    fixture = await serveFixtureBff({
      accounts: [
        crm({ id: 'ca_crm1', ordinal: 1, is_default: true, profile_name: 'ada@acme.test' }),
        crm({
          id: 'ca_crm2',
          identifier: 'ada@acme.test#k3j4h5g6',
          ordinal: 2,
          is_default: false,
          status: 'EXPIRED',
        }),
        fixtureAccount({ id: 'ca_docs', connector: 'docsapp' }),
      ],
      ...options,
    });
    const view = renderWithPlugboard(<ConnectedAccountsList />, { baseUrl: fixture.baseUrl });
    const list = await screen.findByRole('list', { name: 'Connected accounts' });
    const rows = () => within(list).getAllByRole('listitem');
    return { ...view, rows, fixture };
  }

  test("names each account, never by its identifier, and badges the connector's default", async () => {
    const { container, rows } = await renderSeveral();
    expect(rows().map((row) => row.querySelector('.pb-account__label')?.textContent)).toEqual([
      'ada@acme.test',
      'CRM 2',
      'ada@example.com',
    ]);
    expect(container.textContent).not.toContain('#k3j4h5g6');
    // One connector with two accounts: its default says so; Docs has one, so no badge.
    expect(rows().map((row) => within(row).queryByText('Default') !== null)).toEqual([
      true,
      false,
      false,
    ]);
    expect(screen.getByRole('button', { name: 'Make CRM 2 the default' })).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Make ada@/ })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('Make default moves the badge and tells the BFF', async () => {
    const user = userEvent.setup();
    const { rows, fixture } = await renderSeveral();
    await user.click(screen.getByRole('button', { name: 'Make CRM 2 the default' }));
    await waitFor(() =>
      expect(within(rows()[1] as HTMLElement).queryByText('Default')).not.toBeNull(),
    );
    expect(within(rows()[0] as HTMLElement).queryByText('Default')).toBeNull();
    expect(screen.getByRole('button', { name: 'Make ada@acme.test the default' })).toBeDefined();
    expect(fixture.requests.filter((request) => request.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: '/accounts/ca_crm2', body: { is_default: true } },
    ]);
  });

  test('Rename: the field takes focus; Escape cancels and focus returns to Rename', async () => {
    const user = userEvent.setup();
    const { rows, fixture } = await renderSeveral();
    const rename = () => screen.getByRole('button', { name: 'Rename CRM 2' });

    await user.click(rename());
    const field = screen.getByRole('textbox', { name: 'New name for CRM 2' });
    expect(document.activeElement).toBe(field);
    expect(await axeViolations(rows()[1] as HTMLElement)).toEqual([]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(rename()));
    expect(fixture.requests.some((request) => request.method === 'PATCH')).toBe(false);
  });

  test('Rename: Enter saves the trimmed name and focus returns to Rename', async () => {
    const user = userEvent.setup();
    const { rows, fixture } = await renderSeveral();
    await user.click(screen.getByRole('button', { name: 'Rename CRM 2' }));
    await user.clear(screen.getByRole('textbox', { name: 'New name for CRM 2' }));
    await user.paste('  Personal CRM ');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(rows()[1]?.querySelector('.pb-account__label')?.textContent).toBe('Personal CRM'),
    );
    expect(fixture.requests.filter((request) => request.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: '/accounts/ca_crm2', body: { label: 'Personal CRM' } },
    ]);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Rename Personal CRM' }),
      ),
    );
  });

  test('Rename refuses an empty or too long name in words, before any request', async () => {
    const user = userEvent.setup();
    const { fixture, container } = await renderSeveral();
    await user.click(screen.getByRole('button', { name: 'Rename CRM 2' }));
    const field = screen.getByRole('textbox', { name: 'New name for CRM 2' });
    await user.clear(field);
    await user.keyboard('   {Enter}');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Give the account a name.');
    expect(await axeViolations(container)).toEqual([]);

    // Pasted: typing 61 characters one by one takes seconds on a busy machine.
    await user.click(field);
    await user.paste('x'.repeat(61));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Use at most 60 characters.');
    expect(fixture.requests.some((request) => request.method === 'PATCH')).toBe(false);
  });

  test('Reconnect of the expired second account names it, so the BFF reconnects it in place', async () => {
    const user = userEvent.setup();
    stubWindowOpen();
    const { fixture } = await renderSeveral();
    await user.click(screen.getByRole('button', { name: 'Reconnect: CRM (CRM 2)' }));
    await waitFor(() =>
      expect(fixture.requests.filter((request) => request.path === '/links')).toEqual([
        { method: 'POST', path: '/links', body: { connector: 'crm', account_id: 'ca_crm2' } },
      ]),
    );
  });

  test('offers to add another account of each connector; past the limit it says what to do', async () => {
    const user = userEvent.setup();
    stubWindowOpen();
    const { fixture, container } = await renderSeveral({ accountLimit: 2 });
    const group = screen.getByRole('region', { name: 'Add accounts' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Add another CRM account', 'Add another Docs account']);

    await user.click(within(group).getByRole('button', { name: 'Add another CRM account' }));
    expect((await within(group).findByRole('alert')).textContent).toBe(
      'You have connected as many accounts of this service as the app allows. Disconnect one to add another.',
    );
    expect(await axeViolations(container)).toEqual([]);

    await user.click(within(group).getByRole('button', { name: 'Add another Docs account' }));
    await waitFor(() =>
      expect(fixture.requests.filter((request) => request.path === '/links').at(-1)?.body).toEqual({
        connector: 'docsapp',
        add: true,
      }),
    );
  });
});
