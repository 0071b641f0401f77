import type { AccountListItem } from '@plugboard/schema';
import { createPlugboard } from '@plugboard/server';
import { setupBff, stubWindowOpen } from '@plugboard/test-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createBffClient } from '../core/bff-client.ts';
import { renderWithPlugboard } from '../test/render-with-plugboard.tsx';
import { useConnect } from './use-connect.ts';
import { useConnectedAccounts } from './use-connected-accounts.ts';
import { useUpdateAccount } from './use-update-account.ts';

// The real BFF on the emulator, with a limit of two accounts per connector.
const bff = setupBff({
  plugboard: (options) => createPlugboard({ ...options, accounts: { maxPerConnector: 2 } }),
  client: createBffClient,
});

afterEach(() => vi.unstubAllGlobals());

/** A further CRM account, connected as the browser's "add another" flow does. */
async function addCrmAccount() {
  const { link } = await bff.client.createLink({ connector: 'crm', add: true });
  const params = new URLSearchParams(await bff.consent(link));
  const { account } = await bff.client.verify({
    auth_request_id: params.get('auth_request_id') ?? '',
    state: params.get('state') ?? '',
  });
  return account;
}

function Accounts() {
  const { data: accounts } = useConnectedAccounts();
  const { update, status } = useUpdateAccount();
  const add = useConnect({ connector: 'crm', add: true });
  const second = accounts?.find((account) => account.ordinal === 2);
  const row = (account: AccountListItem) =>
    `${account.ordinal} ${account.label ?? '-'}${account.is_default ? ' (default)' : ''}`;
  return (
    <>
      <ul aria-label="accounts">
        {accounts?.map((account) => (
          <li key={account.id}>{row(account)}</li>
        ))}
      </ul>
      <button type="button" onClick={() => second && update(second.id, { is_default: true })}>
        Make default
      </button>
      <button type="button" onClick={() => second && update(second.id, { label: 'Personal' })}>
        Rename
      </button>
      <button type="button" onClick={() => add.connect()}>
        Add
      </button>
      <output aria-label="status">{status}</output>
      <output aria-label="add error">
        {add.error && `${add.error.code} ${add.error.recovery}`}
      </output>
    </>
  );
}

const rows = () => screen.getAllByRole('listitem').map((item) => item.textContent);
const listed = async () => (await bff.client.listAccounts()).accounts;

describe('useUpdateAccount on the real BFF', () => {
  test('makes the second account the default, then renames it; the BFF keeps both', async () => {
    await bff.connectAccount('crm');
    await addCrmAccount();
    renderWithPlugboard(<Accounts />, { baseUrl: bff.baseUrl, fetch: bff.fetch });
    await waitFor(() => expect(rows()).toEqual(['1 - (default)', '2 -']));

    fireEvent.click(screen.getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(rows()).toEqual(['1 -', '2 - (default)']));
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(rows()).toEqual(['1 -', '2 Personal (default)']));
    const second = (await listed()).find((account) => account.ordinal === 2);
    expect(second).toMatchObject({ label: 'Personal', is_default: true });
  });

  test('past the limit, adding one more fails with ACCOUNT_LIMIT_REACHED, recovered by a disconnect', async () => {
    stubWindowOpen();
    await bff.connectAccount('crm');
    await addCrmAccount();
    renderWithPlugboard(<Accounts />, { baseUrl: bff.baseUrl, fetch: bff.fetch });
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(screen.getByLabelText('add error').textContent).toBe(
        'ACCOUNT_LIMIT_REACHED disconnect',
      ),
    );
    expect(await listed()).toHaveLength(2);
  });
});
