'use client';

import type { AccountListItem, AccountsPage, ConnectedAccountSummary } from '@plugboard/schema';
import { useMemo } from 'react';
import type { ScopedMutator } from 'swr';
import { hasAccount, removeAccount, replaceAccount, updateAccount } from '../core/accounts-page.ts';
import { accountsKey, isAccountsKeyOf } from './swr-keys.ts';

type Page = AccountsPage | undefined;

export interface AccountsCache {
  /** Updates the account in the page that holds it, or reads the first page again when it is new. */
  upsert(account: ConnectedAccountSummary): Promise<void>;
  /** Removes the account from every cached page while `request` runs; restores it if it fails. */
  removeWhile(id: string, request: Promise<void>): Promise<void>;
  /**
   * Shows an account as PATCH /accounts/:id answered it in every cached page, then reads the
   * pages again: a search or another tab may see the new label or default differently.
   */
  update(account: AccountListItem): Promise<void>;
}

/**
 * Edits of the cached accounts pages of the BFF at `baseUrl`, without refetching; `mutate` is
 * the provider's cache's.
 */
export function useAccountsCache(baseUrl: string, mutate: ScopedMutator): AccountsCache {
  return useMemo<AccountsCache>(() => {
    const ofThisBff = isAccountsKeyOf(baseUrl);
    // The edit is the fresh state, so nothing is refetched; but SWR drops a request in flight
    // when its key is mutated, so a page still loading is asked for again.
    const revalidate = (page: Page) => page === undefined;
    return {
      // A reconnected account is edited where it is, then every page is read again: only the BFF
      // knows whether a new account is shared with the user's organization, and the name and
      // default it wrote at the verify (a live event may have listed the account before them).
      async upsert(account) {
        let placed = false;
        const replace = (page: Page) => {
          if (!page || !hasAccount(page, account.id)) return page;
          placed = true;
          return replaceAccount(page, account);
        };
        await mutate<Page>(ofThisBff, replace, {
          revalidate: (page: Page) => placed || page === undefined,
        });
        if (!placed) await mutate(accountsKey(baseUrl));
      },
      // SWR shows the edit at once and puts each page back if the request fails, unless the page
      // was edited again meanwhile.
      async removeWhile(id, request) {
        await mutate<Page, void>(ofThisBff, request, {
          optimisticData: (page) => page && removeAccount(page, id),
          populateCache: false,
          rollbackOnError: true,
          revalidate,
        });
      },
      async update(account) {
        await mutate<Page>(ofThisBff, (page) => page && updateAccount(page, account), {
          revalidate: true,
        });
      },
    };
  }, [mutate, baseUrl]);
}
