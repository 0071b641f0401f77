import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type AccountsBff, serveAccountsBff } from '../test/accounts-bff.ts';
import { accountListItem } from '../test/fixtures.ts';
import { renderWithPlugboard } from '../test/render-with-plugboard.tsx';
import { useConnectedAccounts } from './use-connected-accounts.ts';
import { useUpdateAccount } from './use-update-account.ts';

let bff: AccountsBff;

beforeEach(async () => {
  bff = await serveAccountsBff([
    accountListItem({ id: 'ca_crm1', connector: 'crm', ordinal: 1, is_default: true }),
    accountListItem({ id: 'ca_crm2', connector: 'crm', ordinal: 2, is_default: false }),
  ]);
});
afterEach(() => bff.close());

function Accounts({ label }: { label: string }) {
  const { data: accounts } = useConnectedAccounts();
  const { update, status, isPending, error } = useUpdateAccount();
  const [, second] = accounts ?? [];
  return (
    <>
      <ul aria-label="accounts">
        {accounts?.map((account) => (
          <li key={account.id}>
            {`${account.id} ${account.label ?? '-'}${account.is_default ? ' (default)' : ''}`}
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => second && update(second.id, { is_default: true })}>
        Make default
      </button>
      <button type="button" onClick={() => second && update(second.id, { label })}>
        Rename
      </button>
      <output aria-label="status">{status}</output>
      <output aria-label="pending">{String(isPending)}</output>
      <output aria-label="error">{error?.code}</output>
    </>
  );
}

const rows = () => screen.getAllByRole('listitem').map((item) => item.textContent);
const status = () => screen.getByLabelText('status').textContent;

async function renderAccounts(label = 'Work CRM') {
  const onError = vi.fn();
  renderWithPlugboard(<Accounts label={label} />, { baseUrl: bff.baseUrl, onError });
  await waitFor(() => expect(rows()).toHaveLength(2));
  return { onError };
}

describe('useUpdateAccount', () => {
  test('making an account the default moves the flag in the list and sends is_default only', async () => {
    await renderAccounts();
    expect(rows()).toEqual(['ca_crm1 - (default)', 'ca_crm2 -']);

    fireEvent.click(screen.getByRole('button', { name: 'Make default' }));
    expect(screen.getByLabelText('pending').textContent).toBe('true');
    await waitFor(() => expect(status()).toBe('success'));
    expect(rows()).toEqual(['ca_crm1 -', 'ca_crm2 - (default)']);
    expect(screen.getByLabelText('pending').textContent).toBe('false');
    expect(bff.requests.find((request) => request.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/accounts/ca_crm2',
      body: { is_default: true },
    });
  });

  test('a rename shows the new label and reads the list again', async () => {
    await renderAccounts();
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(rows()).toEqual(['ca_crm1 - (default)', 'ca_crm2 Work CRM']));
    await waitFor(() =>
      expect(bff.requests.map((request) => request.method)).toEqual(['GET', 'PATCH', 'GET']),
    );
  });

  test("a label the BFF refuses lands in error and the provider's onError; the list stays", async () => {
    const { onError } = await renderAccounts('x'.repeat(61));
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(status()).toBe('error'));
    expect(screen.getByLabelText('error').textContent).toBe('VALIDATION_FAILED');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
    expect(rows()).toEqual(['ca_crm1 - (default)', 'ca_crm2 -']);
  });
});
