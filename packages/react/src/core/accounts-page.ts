import type { AccountsPage, ConnectedAccountSummary } from '@plugboard/schema';

/*
 * Pure edits of a cached GET /accounts page, so a connect or disconnect updates the list from
 * the BFF's answer without another round trip (docs/internals/overview.md §"The flows", step 5).
 */

export function hasAccount(page: AccountsPage, id: string): boolean {
  return page.accounts.some((account) => account.id === id);
}

/**
 * Updates the account with the same id, keeping what only the list says of it (`shared`,
 * `can_disconnect`).
 */
export function replaceAccount(page: AccountsPage, account: ConnectedAccountSummary): AccountsPage {
  return {
    ...page,
    accounts: page.accounts.map((item) =>
      item.id === account.id ? { ...item, ...account } : item,
    ),
  };
}

export function removeAccount(page: AccountsPage, id: string): AccountsPage {
  if (!hasAccount(page, id)) return page;
  return {
    ...page,
    accounts: page.accounts.filter((account) => account.id !== id),
    total_size: Math.max(0, page.total_size - 1),
  };
}
