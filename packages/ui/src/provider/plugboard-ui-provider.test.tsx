import { createBffClient } from '@plugboard/react/core';
import { createPlugboard } from '@plugboard/server';
import { setupBff } from '@plugboard/test-kit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { Appearance } from '../appearance/appearance.ts';
import { accountDisplayName } from '../common/account-display-name.ts';
import { ConnectButton } from '../connect-button/connect-button.tsx';
import { ConnectedAccountsList } from '../connected-accounts-list/connected-accounts-list.tsx';
import type { LocalizationOverrides } from '../localization/default-strings.ts';
import { mergeLocalization } from '../localization/merge-localization.ts';
import { axeViolations } from '../test/axe.ts';
import { renderWithPlugboard } from '../test/render-with-plugboard.tsx';
import { PlugboardUiProvider } from './plugboard-ui-provider.tsx';

// Each test its own base URL: these components use the host's SWR cache, shared across tests.
const bff = setupBff({
  plugboard: createPlugboard,
  client: createBffClient,
  baseUrlPerTest: true,
});

const appearance: Appearance = {
  theme: 'dark',
  variables: { 'color-primary': '#0f766e', radius: '2px' },
  elements: { button: 'btn', connectButton: 'cta', dialog: 'modal' },
};

const localization: LocalizationOverrides = {
  connectLabel: (name) => `${name} verbinden`,
  connectorNames: { crm: 'Kundenverwaltung' },
  accountStatus: { ACTIVE: 'Aktiv' },
  disconnect: 'Trennen',
  disconnectAccount: (name, account) => `${name} trennen (${account})`,
  disconnectTitle: (name) => `${name} trennen?`,
  cancel: 'Abbrechen',
};

describe('PlugboardUiProvider', () => {
  test('themes, restyles and translates every component below it, its dialogs too', async () => {
    const user = userEvent.setup();
    await bff.connectAccount('crm');
    const { container } = renderWithPlugboard(
      <PlugboardUiProvider appearance={appearance} localization={localization}>
        <ConnectButton connector="crm" className="mine" />
        <ConnectedAccountsList />
      </PlugboardUiProvider>,
      { baseUrl: bff.baseUrl, fetch: bff.fetch },
    );

    const connect = screen.getByRole('button', { name: 'Kundenverwaltung verbinden' });
    expect(connect.classList.contains('btn')).toBe(true);
    const root = container.querySelector('.pb-connect');
    expect(root?.className).toBe('pb-connect cta mine');
    expect(root?.getAttribute('data-theme')).toBe('dark');
    expect((root as HTMLElement).style.getPropertyValue('--pb-color-primary')).toBe('#0f766e');
    expect((root as HTMLElement).style.getPropertyValue('--pb-radius')).toBe('2px');

    expect(await screen.findByText('Aktiv')).toBeDefined();
    // The account goes by the name the BFF's list gives it, in the host's words where it has none.
    const [crm] = (await bff.client.listAccounts()).accounts;
    const name = crm && accountDisplayName(mergeLocalization(localization), crm);
    await user.click(screen.getByRole('button', { name: `Kundenverwaltung trennen (${name})` }));
    // The dialog renders under <body>, outside the themed list, and is themed all the same.
    const dialog = screen.getByRole('dialog', { name: 'Kundenverwaltung trennen?' });
    expect(dialog.getAttribute('data-theme')).toBe('dark');
    expect(dialog.classList.contains('modal')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeDefined();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  test('without one, components use the defaults', () => {
    const { container } = renderWithPlugboard(<ConnectButton connector="crm" />, {
      baseUrl: bff.baseUrl,
      fetch: bff.fetch,
    });
    const root = container.querySelector('.pb-connect');
    expect(root?.hasAttribute('data-theme')).toBe(false);
    expect(root?.hasAttribute('style')).toBe(false);
    expect(screen.getByRole('button', { name: 'Connect CRM' })).toBeDefined();
  });
});
