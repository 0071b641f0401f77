import { createPlugboard } from '@plugboard/server';
import { setupBff } from '@plugboard/test-kit';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { createBffClient } from '../core/bff-client.ts';
import type { FetchLike } from '../core/bff-request.ts';
import { renderWithPlugboard } from '../test/render-with-plugboard.tsx';
import { useConnectedAccounts } from './use-connected-accounts.ts';
import { useDisconnect } from './use-disconnect.ts';

const bff = setupBff({ plugboard: createPlugboard, client: createBffClient });

function Accounts() {
  const { accounts } = useConnectedAccounts();
  const { disconnect, isPending, error } = useDisconnect();
  return (
    <>
      <ul>
        {accounts?.map((account) => (
          <li key={account.id}>
            <button type="button" onClick={() => disconnect(account.id)}>
              {account.connector}
            </button>
          </li>
        ))}
      </ul>
      <output aria-label="pending">{String(isPending)}</output>
      <output aria-label="error">{error?.code}</output>
    </>
  );
}

/**
 * Holds every DELETE until released, so the test can look at the list while one is in flight;
 * records the methods the page sent.
 */
function holdDeletes(send: FetchLike) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const methods: string[] = [];
  const fetch: FetchLike = async (input, init) => {
    methods.push(init.method ?? 'GET');
    if (init.method === 'DELETE') await released;
    return send(input, init);
  };
  return { fetch, release, methods };
}

const listed = () => screen.queryAllByRole('button').map((button) => button.textContent);

async function renderAccounts(fetch: FetchLike) {
  await bff.connectAccount('docsapp');
  await bff.connectAccount('crm');
  const onError = vi.fn();
  renderWithPlugboard(<Accounts />, { baseUrl: bff.baseUrl, fetch, onError });
  await waitFor(() => expect(listed().sort()).toEqual(['crm', 'docsapp']));
  return { onError };
}

describe('useDisconnect', () => {
  test('removes the account at once, before the BFF answers, and keeps it removed', async () => {
    const held = holdDeletes(bff.fetch);
    await renderAccounts(held.fetch);

    fireEvent.click(screen.getByRole('button', { name: 'crm' }));
    await waitFor(() => expect(listed()).toEqual(['docsapp']));
    expect(screen.getByLabelText('pending').textContent).toBe('true');
    expect((await bff.client.listAccounts()).total_size).toBe(2);

    held.release();
    await waitFor(() => expect(screen.getByLabelText('pending').textContent).toBe('false'));
    expect(listed()).toEqual(['docsapp']);
    expect((await bff.client.listAccounts()).accounts.map((a) => a.connector)).toEqual(['docsapp']);
    // The list was edited in place: one GET for the first load, none after the DELETE.
    expect(held.methods).toEqual(['GET', 'DELETE']);
  });

  test('puts the account back when the BFF refuses, and reports why', async () => {
    // A request without X-Plugboard is refused by the real BFF with 403.
    const withoutHeader: FetchLike = (input, init) => {
      const headers = new Headers(init.headers);
      headers.delete('X-Plugboard');
      return bff.fetch(input, { ...init, headers });
    };
    const held = holdDeletes(withoutHeader);
    const { onError } = await renderAccounts(held.fetch);

    fireEvent.click(screen.getByRole('button', { name: 'docsapp' }));
    await waitFor(() => expect(listed()).toEqual(['crm']));
    held.release();

    await waitFor(() =>
      expect(screen.getByLabelText('error').textContent).toBe('CROSS_SITE_REQUEST'),
    );
    expect(listed().sort()).toEqual(['crm', 'docsapp']);
    expect(screen.getByLabelText('pending').textContent).toBe('false');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 403 }));
  });
});
