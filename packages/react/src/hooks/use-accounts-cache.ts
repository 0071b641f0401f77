'use client';

import type { AccountsPage, ConnectedAccountSummary } from '@plugboard/schema';
import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { hasAccount, removeAccount, upsertAccount } from '../core/accounts-page.ts';
import { accountsKey, isAccountsKeyOf } from './swr-keys.ts';

type Page = AccountsPage | undefined;

export interface AccountsCache {
  /** Puts the account into the page that holds it, or into the first page when it is new. */
  upsert(account: ConnectedAccountSummary): Promise<void>;
  /** Removes the account from every cached page while `request` runs; restores it if it fails. */
  removeWhile(id: string, request: Promise<void>): Promise<void>;
}

/** Edits of the cached accounts pages of the BFF at `baseUrl`, without refetching. */
export function useAccountsCache(baseUrl: string): AccountsCache {
  const { mutate } = useSWRConfig();

  return useMemo<AccountsCache>(() => {
    const ofThisBff = isAccountsKeyOf(baseUrl);
    // The edit is the fresh state, so nothing is refetched; but SWR drops a request in flight
    // when its key is mutated, so a page still loading is asked for again.
    const noRefetch = { revalidate: (page: Page) => page === undefined };
    return {
      // A new account goes into the first page of the whole list.
      async upsert(account) {
        let placed = false;
        await mutate<Page>(
          ofThisBff,
          (page) => {
            if (!page || !hasAccount(page, account.id)) return page;
            placed = true;
            return upsertAccount(page, account);
          },
          noRefetch,
        );
        if (placed) return;
        await mutate<Page>(
          accountsKey(baseUrl),
          (page) => page && upsertAccount(page, account),
          noRefetch,
        );
      },
      async removeWhile(id, request) {
        // Each edited page remembers its original; a rollback restores only pages nobody has
        // replaced since (a refetch that landed meanwhile is newer truth and stays).
        const originals = new Map<AccountsPage, AccountsPage>();
        await mutate<Page>(
          ofThisBff,
          (page) => {
            if (!page || !hasAccount(page, id)) return page;
            const edited = removeAccount(page, id);
            originals.set(edited, page);
            return edited;
          },
          noRefetch,
        );
        try {
          await request;
        } catch (error) {
          await mutate<Page>(ofThisBff, (page) => (page && originals.get(page)) ?? page, noRefetch);
          throw error;
        }
      },
    };
  }, [mutate, baseUrl]);
}
