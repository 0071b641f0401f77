import { PlugboardProvider } from '@plugboard/react';
import { createBffClient } from '@plugboard/react/core';
import type { ConnectedAccountSummary } from '@plugboard/schema';
import { createPlugboard } from '@plugboard/server';
import { setupBff, stubWindowOpen } from '@plugboard/test-kit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fixtureAccount } from '../stories/fixture-bff.ts';
import { axeViolations } from '../test/axe.ts';
import { failOnce } from '../test/fail-once.ts';
import { renderWithPlugboard } from '../test/render-with-plugboard.tsx';
import { type FixtureBffServer, serveFixtureBff } from '../test/serve-fixture-bff.ts';
import { VerifyCallback } from '../verify-callback/verify-callback.tsx';
import { ConnectorPicker, type ConnectorPickerProps } from './connector-picker.tsx';

// Each test its own base URL: these components use the host's SWR cache, shared across tests.
const bff = setupBff({
  plugboard: createPlugboard,
  client: createBffClient,
  baseUrlPerTest: true,
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderPicker(props: Partial<ConnectorPickerProps> = {}, fetch = bff.fetch) {
  const onConnected = vi.fn<(account: ConnectedAccountSummary) => void>();
  const view = renderWithPlugboard(<ConnectorPicker onConnected={onConnected} {...props} />, {
    baseUrl: bff.baseUrl,
    fetch,
  });
  return { ...view, onConnected };
}

/** A host that owns the dialog's open state, starting open. */
function ControllingHost({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConnectorPicker
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        setOpen(next);
      }}
    />
  );
}

const search = () => screen.getByRole('combobox', { name: 'Search services' });
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((option) => option.id);
const activeOption = () =>
  document.getElementById(search().getAttribute('aria-activedescendant') ?? '');

async function openPicker() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Connect an account' }));
  await screen.findAllByRole('option');
  return user;
}

describe('ConnectorPicker', () => {
  test("opens a titled dialog listing the offered services with the user's account status", async () => {
    await bff.connectAccount('crm');
    renderPicker({ connectors: ['docsapp', 'crm', 'warehouse'] });
    await openPicker();

    const dialog = screen.getByRole('dialog', { name: 'Connect an account' });
    expect(dialog.getAttribute('aria-describedby')).not.toBeNull();
    expect(document.activeElement).toBe(search());
    const options = within(dialog).getAllByRole('option');
    // The accounts arrive after the services.
    await waitFor(() => expect(options[1]?.textContent).toMatch(/Active$/));
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringMatching(/^DDocs/),
      expect.stringMatching(/^CCRM.*Active$/),
      expect.stringMatching(/^WWarehouse/),
    ]);
    expect(await axeViolations(dialog)).toEqual([]);
  });

  test('locks the page behind it with no <style> element, which a strict CSP refuses', async () => {
    renderPicker();
    await openPicker();
    expect(document.documentElement.style.overflowY).toBe('hidden');
    expect(document.querySelectorAll('style')).toHaveLength(0);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.documentElement.style.overflowY).toBe(''));
  });

  test('typing filters, the arrow keys, Home and End move, Enter connects in a popup', async () => {
    const windows = stubWindowOpen();
    const { onConnected } = renderPicker();
    const user = await openPicker();
    expect(optionNames()).toHaveLength(6);

    await user.type(search(), 'a');
    const withA = optionNames().length;
    expect(activeOption()?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(activeOption()).toBe(screen.getAllByRole('option').at(-1));
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toBe(screen.getAllByRole('option')[0]);
    await user.keyboard('{ArrowUp}{Home}');
    expect(activeOption()).toBe(screen.getAllByRole('option')[0]);
    expect(withA).toBeGreaterThan(1);

    await user.clear(search());
    await user.type(search(), 'wareh');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      expect.stringMatching(/^WWarehouse/),
    ]);
    await user.keyboard('{Enter}');
    expect(windows.open).toHaveBeenCalledOnce();
    const status = () =>
      within(screen.getByRole('dialog')).getAllByRole('status').at(-1)?.textContent;
    await waitFor(() => expect(status()).toBe('Finish connecting in the Warehouse window.'));
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);

    // The popup: consent at the third party, then the app's callback page.
    const callbackSearch = await bff.consent(windows.popup.location.href);
    render(
      <PlugboardProvider baseUrl={bff.baseUrl} fetch={bff.fetch}>
        <VerifyCallback search={callbackSearch} />
      </PlugboardProvider>,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConnected).toHaveBeenCalledWith(
      expect.objectContaining({ connector: 'warehouse', status: 'ACTIVE' }),
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Connect an account' }));
  });

  test('a search with no match says so', async () => {
    renderPicker();
    const user = await openPicker();
    await user.type(search(), 'mainframe');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByText('No service matches “mainframe”.')).toBeDefined();
    expect(search().getAttribute('aria-expanded')).toBe('false');
  });

  test("with fallback 'link' a blocked popup shows the link to open or copy, in the dialog", async () => {
    stubWindowOpen({ blocked: true });
    renderPicker({ fallback: 'link' });
    const user = await openPicker();
    await user.click(screen.getByRole('option', { name: /Video/ }));

    const dialog = screen.getByRole('dialog');
    const field = await within(dialog).findByRole('textbox', { name: 'Link to connect Video' });
    const link = (field as HTMLInputElement).value;
    expect(link.startsWith(bff.emulator.url)).toBe(true);
    expect(within(dialog).getByRole('link', { name: 'Open link' }).getAttribute('href')).toBe(link);
    expect(within(dialog).getAllByRole('status').at(-1)?.textContent).toMatch(
      /kept the Video window from opening/,
    );
    expect(await axeViolations(dialog)).toEqual([]);
  });

  test('a failed load of the services offers Retry, which loads them', async () => {
    renderPicker({}, failOnce(bff.fetch, 'GET', '/connectors'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Connect an account' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Could not load the services/);
    expect(await axeViolations(screen.getByRole('dialog'))).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('option')).toHaveLength(6);
  });

  test('open can be controlled by the host', async () => {
    const onOpenChange = vi.fn<(open: boolean) => void>();
    renderWithPlugboard(<ControllingHost onOpenChange={onOpenChange} />, {
      baseUrl: bff.baseUrl,
      fetch: bff.fetch,
    });
    expect(screen.getByRole('dialog')).toBeDefined();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });
});

describe('ConnectorPicker with an account of the service already', () => {
  let fixture: FixtureBffServer | undefined;
  afterEach(async () => {
    await fixture?.close();
    fixture = undefined;
  });

  test('the service offers to add another; picking it asks for a further account', async () => {
    stubWindowOpen();
    fixture = await serveFixtureBff({
      accounts: [fixtureAccount({ id: 'ca_crm1', connector: 'crm' })],
    });
    renderWithPlugboard(<ConnectorPicker connectors={['docsapp', 'crm']} />, {
      baseUrl: fixture.baseUrl,
    });
    const user = await openPicker();
    const crm = await screen.findByText('Add another CRM account');
    expect(screen.queryByText('Add another Docs account')).toBeNull();
    expect(await axeViolations(document.body)).toEqual([]);

    await user.click(crm);
    await waitFor(() =>
      expect(fixture?.requests.filter((request) => request.path === '/links')).toEqual([
        { method: 'POST', path: '/links', body: { connector: 'crm', add: true } },
      ]),
    );
  });

  test('past the limit, the dialog stays open and says to disconnect one first', async () => {
    stubWindowOpen();
    fixture = await serveFixtureBff({
      accounts: [fixtureAccount({ id: 'ca_crm1', connector: 'crm' })],
      accountLimit: 1,
    });
    renderWithPlugboard(<ConnectorPicker connectors={['crm']} />, { baseUrl: fixture.baseUrl });
    const user = await openPicker();
    await screen.findByText('Add another CRM account');
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Connect an account' });
    await waitFor(() =>
      expect(dialog.querySelector('.pb-connect__status')?.textContent).toBe(
        'Could not connect CRM: You have connected as many accounts of this service as the app allows. Disconnect one to add another.',
      ),
    );
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
