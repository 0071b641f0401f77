'use client';

import { useConnectedAccounts } from '@plugboard/react';
import { accountDisplayName } from '../common/account-display-name.ts';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';

/**
 * What the accounts list calls the account `accountId`, so a panel names the account it is about
 * (never its identifier); undefined until the list is in, or when the account is not on its
 * first page.
 */
export function useAccountName(accountId: string): string | undefined {
  const { strings } = usePlugboardUi();
  const { data: accounts } = useConnectedAccounts();
  const account = accounts?.find((item) => item.id === accountId);
  return account && accountDisplayName(strings, account);
}
