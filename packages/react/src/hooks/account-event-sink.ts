import type { AccountsPage } from '@plugboard/schema';
import type { ScopedMutator } from 'swr';
import type { AccountEventSink } from '../core/account-event-hub.ts';
import { hasAccount, removeAccount } from '../core/accounts-page.ts';
import { accountPermissionsKey, accountsKey, isAccountsKeyOf, toolsKey } from './swr-keys.ts';

type Page = AccountsPage | undefined;

/**
 * How an account event lands in the SWR cache of the BFF at `baseUrl`: the status is patched in
 * the page that lists the account and a deleted account taken out, with no request; what the
 * event does not carry (a new account's identifier, a label or default changed elsewhere, the
 * tools' readiness, the account's permissions) is read again.
 */
export function accountEventSink(mutate: ScopedMutator, baseUrl: string): AccountEventSink {
  const ofThisBff = isAccountsKeyOf(baseUrl);
  const keepLoading = (page: Page) => page === undefined;
  return {
    apply(event) {
      const { id, status } = event.account;
      let listed = false;
      const edit = (page: Page) => {
        if (!page || !hasAccount(page, id)) return page;
        listed = true;
        if (status === null) return removeAccount(page, id);
        return {
          ...page,
          accounts: page.accounts.map((item) => (item.id === id ? { ...item, status } : item)),
        };
      };
      void mutate<Page>(ofThisBff, edit, { revalidate: keepLoading }).then(() => {
        // Only the BFF knows the new account's fields and whether it is shared; it leads page one.
        if (!listed && status !== null) void mutate(accountsKey(baseUrl));
        // A rename or a new default in another tab comes as an update the event says nothing more
        // of; the previous default's flag changes too (docs/internals/several-accounts.md §"Live events").
        else if (listed && event.type === 'connected_account.updated') void mutate(ofThisBff);
      });
      void mutate(toolsKey(baseUrl));
      if (status !== null) void mutate(accountPermissionsKey(baseUrl, id));
    },
    poll() {
      void mutate(ofThisBff);
      void mutate(toolsKey(baseUrl));
    },
  };
}
