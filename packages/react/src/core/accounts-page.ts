import type { AccountListItem, AccountsPage, ConnectedAccountSummary } from '@plugboard/schema';

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

/**
 * Puts the BFF's answer to PATCH /accounts/:id in place. When it became the default, the other
 * accounts of the same owner and connector stop being it: the previous default's flag is
 * derived, so the list recomputes it (docs/internals/several-accounts.md §"Live events").
 */
export function updateAccount(page: AccountsPage, account: AccountListItem): AccountsPage {
  const owner = account.shared?.organization_id;
  const sibling = (item: AccountListItem) =>
    item.connector === account.connector && item.shared?.organization_id === owner;
  if (!hasAccount(page, account.id) && !(account.is_default && page.accounts.some(sibling)))
    return page;
  return {
    ...page,
    accounts: page.accounts.map((item) => {
      if (item.id === account.id) return account;
      return account.is_default && item.is_default && sibling(item)
        ? { ...item, is_default: false }
        : item;
    }),
  };
}
