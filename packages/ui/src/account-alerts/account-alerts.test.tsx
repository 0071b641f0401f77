import { createBffClient } from '@plugboard/react/core';
import { createPlugboard } from '@plugboard/server';
import { accountEvent, FakeEventSource, setupBff } from '@plugboard/test-kit';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PlugboardUiProvider } from '../provider/plugboard-ui-provider.tsx';
import { axeViolations } from '../test/axe.ts';
import { renderWithPlugboard } from '../test/render-with-plugboard.tsx';
import { AccountAlerts } from './account-alerts.tsx';

const bff = setupBff({
  plugboard: createPlugboard,
  client: createBffClient,
  baseUrlPerTest: true,
});

beforeEach(() => {
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

function stream(): FakeEventSource {
  return FakeEventSource.open()[0] as FakeEventSource;
}

describe('AccountAlerts', () => {
  test('a broken account gets a polite notice with Reconnect; it goes when the account works again', async () => {
    const { container } = renderWithPlugboard(<AccountAlerts />, {
      baseUrl: bff.baseUrl,
      fetch: bff.fetch,
    });
    const region = screen.getByRole('region', { name: 'Account notices' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => stream().accept());
    act(() => stream().send(accountEvent({ id: 'ca_crm1', status: 'EXPIRED' })));
    expect(screen.getByText('Your CRM connection expired.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Reconnect' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(await axeViolations(container)).toEqual([]);

    act(() =>
      stream().send(accountEvent({ id: 'ca_crm1', status: 'ACTIVE', old_status: 'EXPIRED' })),
    );
    expect(screen.queryByText('Your CRM connection expired.')).toBeNull();
    expect(region.childElementCount).toBe(0);
  });

  test('the notice stays while its account is reconnected (pending), so its Reconnect flow is not cut', () => {
    renderWithPlugboard(<AccountAlerts />, { baseUrl: bff.baseUrl, fetch: bff.fetch });
    act(() => stream().accept());
    act(() => stream().send(accountEvent({ id: 'ca_crm1', status: 'EXPIRED' })));
    const reconnect = screen.getByRole('button', { name: 'Reconnect' });
    for (const status of ['PENDING_AUTH', 'PENDING_VERIFICATION'] as const) {
      act(() => stream().send(accountEvent({ id: 'ca_crm1', status })));
      expect(screen.getByRole('button', { name: 'Reconnect' })).toBe(reconnect);
    }
    act(() => stream().send(accountEvent({ id: 'ca_crm1', status: 'ACTIVE' })));
    expect(screen.queryByText('Your CRM connection expired.')).toBeNull();
  });

  test('dismissible; a token refresh that failed with the account still ACTIVE shows nothing', async () => {
    const user = userEvent.setup();
    renderWithPlugboard(<AccountAlerts />, { baseUrl: bff.baseUrl, fetch: bff.fetch });
    act(() =>
      stream().send(
        accountEvent(
          { id: 'ca_wh', connector: 'warehouse', status: 'ACTIVE', old_status: null },
          { type: 'connected_account.token_refresh_failed' },
        ),
      ),
    );
    act(() => stream().send(accountEvent({ id: 'ca_crm2', status: 'REVOKED' })));
    expect(screen.getByText('Your CRM connection stopped working: Access revoked.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss the CRM notice' }));
    expect(screen.getByRole('region', { name: 'Account notices' }).childElementCount).toBe(0);
  });

  test("an organization's account: a member is told who reconnects it, with no button", async () => {
    renderWithPlugboard(<AccountAlerts />, { baseUrl: bff.baseUrl, fetch: bff.fetch });
    // The test BFF has no organization connector, so GET /connectors never lets the user
    // connect an organization's account: the member's case.
    act(() =>
      stream().send(
        accountEvent({
          id: 'ca_lib',
          connector: 'doclib',
          status: 'EXPIRED',
          shared: { organization_id: 'org_1', organization_name: 'Acme' },
        }),
      ),
    );
    expect(
      screen.getByText(
        'Acme’s Document library connection stopped working. Its administrators can reconnect it.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(bff.requests.some((r) => r.path.endsWith('/connectors'))).toBe(true),
    );
    expect(screen.queryByRole('button', { name: 'Reconnect' })).toBeNull();
  });

  test('localized', () => {
    renderWithPlugboard(
      <PlugboardUiProvider
        localization={{
          accountAlertsLabel: 'Kontohinweise',
          accountAlertExpired: (name) => `Ihre ${name}-Verbindung ist abgelaufen.`,
          reconnect: 'Neu verbinden',
        }}
      >
        <AccountAlerts />
      </PlugboardUiProvider>,
      { baseUrl: bff.baseUrl, fetch: bff.fetch },
    );
    act(() => stream().send(accountEvent({ id: 'ca_crm3', status: 'EXPIRED' })));
    expect(screen.getByRole('region', { name: 'Kontohinweise' })).toBeTruthy();
    expect(screen.getByText('Ihre CRM-Verbindung ist abgelaufen.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Neu verbinden' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});
