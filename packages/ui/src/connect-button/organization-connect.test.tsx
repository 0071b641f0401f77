import { createBffClient } from '@plugboard/react/core';
import type { AuthorizationRequiredOutput } from '@plugboard/schema';
import { createPlugboard } from '@plugboard/server';
import { setupBff, stubWindowOpen } from '@plugboard/test-kit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ConnectorPicker } from '../connector-picker/connector-picker.tsx';
import { axeViolations } from '../test/axe.ts';
import { renderWithPlugboard } from '../test/render-with-plugboard.tsx';
import { ToolCallCard } from '../tool-call-card/tool-call-card.tsx';
import { ConnectButton } from './connect-button.tsx';

/*
 * An organization's warehouse, which only its administrators connect: a member is never offered a
 * Connect button that can only fail, anywhere the kit offers one. The real BFF decides who is an
 * administrator (`canManageOrganizationAccounts`); each test sets it.
 */

let admin = false;

const bff = setupBff({
  plugboard: (options) =>
    createPlugboard({
      ...options,
      resolveUser: () => ({
        identifier: 'ada@example.com',
        organizationId: 'org_acme',
        organizationName: 'Acme',
      }),
      accounts: {
        ownership: { warehouse: 'organization' },
        canManageOrganizationAccounts: () => admin,
      },
    }),
  client: createBffClient,
  baseUrlPerTest: true,
});

beforeEach(async () => {
  admin = false;
  // The emulator holds accounts only for organizations that exist.
  await bff.emulator.control.seed({
    data: { organizations: [{ id: 'org_acme', display_name: 'Acme' }] },
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const render = (ui: React.ReactNode) =>
  renderWithPlugboard(ui, { baseUrl: bff.baseUrl, fetch: bff.fetch });

/** The organization's warehouse, connected by an administrator. */
async function connectAsAdmin() {
  admin = true;
  await bff.connectAccount('warehouse');
  admin = false;
}

const PENDING = 'Acme’s administrators connect it; not connected yet.';
const CONNECTED = 'Connected by Acme’s administrators.';

describe('ConnectButton for an organization’s connector', () => {
  test('a member, not connected yet: no button, who connects it', async () => {
    const { container } = render(<ConnectButton connector="warehouse" />);
    expect(await screen.findByText(PENDING)).toBeDefined();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('.pb-connect')?.getAttribute('data-status')).toBe(
      'organization',
    );
    expect(bff.requests.some((request) => request.path.endsWith('/links'))).toBe(false);
    expect(await axeViolations(container)).toEqual([]);
  });

  test('a member, connected by the administrators: says so, still no button', async () => {
    await connectAsAdmin();
    const { container } = render(<ConnectButton connector="warehouse" />);
    expect(await screen.findByText(CONNECTED)).toBeDefined();
    expect(screen.queryByRole('button')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('an administrator gets the button, and the keyboard connects', async () => {
    admin = true;
    const user = userEvent.setup();
    const windows = stubWindowOpen();
    render(<ConnectButton connector="warehouse" />);
    // The connectors' answer is in: the button stays for the one who may connect.
    await waitFor(() =>
      expect(bff.requests.some((request) => request.path.endsWith('/connectors'))).toBe(true),
    );
    const button = await screen.findByRole('button', { name: 'Connect Warehouse' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText(PENDING)).toBeNull();
    button.focus();
    await user.keyboard('{Enter}');
    expect(windows.open).toHaveBeenCalledOnce();
  });

  test('the user’s own connector keeps its button for a member', async () => {
    render(<ConnectButton connector="crm" />);
    await waitFor(() =>
      expect(bff.requests.some((request) => request.path.endsWith('/connectors'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByRole('button', { name: 'Connect CRM' })).toBeDefined();
  });
});

describe('ConnectorPicker for an organization’s connector', () => {
  test('a member: listed with who connects it, not pickable by click or Enter', async () => {
    const user = userEvent.setup();
    const windows = stubWindowOpen();
    render(<ConnectorPicker connectors={['warehouse', 'crm']} />);
    await user.click(screen.getByRole('button', { name: 'Connect an account' }));
    const listbox = await screen.findByRole('listbox');
    const warehouse = await within(listbox).findByRole('option', { name: /Warehouse/ });
    await waitFor(() => expect(warehouse.getAttribute('aria-disabled')).toBe('true'));
    expect(within(warehouse).getByText(PENDING)).toBeDefined();

    await user.click(warehouse);
    // Warehouse is the first option, active: Enter on it does nothing either.
    screen.getByRole('combobox', { name: 'Search services' }).focus();
    await user.keyboard('{Enter}');
    expect(windows.open).not.toHaveBeenCalled();
    expect(await axeViolations(document.body)).toEqual([]);

    // CRM is the user's own: the arrow key and Enter connect it.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(windows.open).toHaveBeenCalledOnce();
  });

  test('a member, connected by the administrators: the option says so', async () => {
    await connectAsAdmin();
    const user = userEvent.setup();
    render(<ConnectorPicker connectors={['warehouse']} />);
    await user.click(screen.getByRole('button', { name: 'Connect an account' }));
    const option = await screen.findByRole('option', { name: /Warehouse/ });
    await waitFor(() => expect(within(option).getByText(CONNECTED)).toBeDefined());
  });

  test('an administrator may pick it', async () => {
    admin = true;
    const user = userEvent.setup();
    render(<ConnectorPicker connectors={['warehouse']} />);
    await user.click(screen.getByRole('button', { name: 'Connect an account' }));
    const option = await screen.findByRole('option', { name: /Warehouse/ });
    await waitFor(() =>
      expect(bff.requests.some((request) => request.path.endsWith('/accounts'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(option.getAttribute('aria-disabled')).toBeNull();
    expect(within(option).queryByText(PENDING)).toBeNull();
  });
});

describe('ToolCallCard for an organization’s connector', () => {
  const output: AuthorizationRequiredOutput = {
    status: 'authorization_required',
    tool_name: 'warehouse_run_query',
    connector: 'warehouse',
    reason: 'not_connected',
    message: 'The organization has no warehouse connection.',
  };

  test('a member: who connects it instead of a Connect button', async () => {
    const { container } = render(
      <ToolCallCard toolName="warehouse_run_query" state="output" output={output} />,
    );
    expect(await screen.findByText(PENDING)).toBeDefined();
    expect(screen.queryByRole('button')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('an administrator: the Connect button', async () => {
    admin = true;
    render(<ToolCallCard toolName="warehouse_run_query" state="output" output={output} />);
    await waitFor(() =>
      expect(bff.requests.some((request) => request.path.endsWith('/connectors'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.getByRole('button', { name: 'Connect Warehouse to continue' })).toBeDefined();
  });
});
