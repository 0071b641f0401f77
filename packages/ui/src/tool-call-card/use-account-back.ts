'use client';

import { useConnectedAccounts } from '@plugboard/react';
import type { ConnectorId } from '@plugboard/schema';
import { useEffect, useRef, useState } from 'react';

/**
 * Whether an ACTIVE account on `connector` appeared in the accounts list after the list was first
 * read: the account came back elsewhere (another tab, an administrator, the service), as account
 * events patch the cached list, or a later read of it shows. What the first read shows already
 * does not count: a card of an old conversation must not act on its own when the page loads.
 */
export function useAccountBack(connector: ConnectorId): boolean {
  const { data: accounts } = useConnectedAccounts();
  const active =
    accounts === undefined
      ? undefined
      : accounts.some((account) => account.connector === connector && account.status === 'ACTIVE');
  const first = useRef<boolean | undefined>(undefined);
  const [back, setBack] = useState(false);
  useEffect(() => {
    if (active === undefined) return;
    if (first.current === undefined) first.current = active;
    else if (active && !first.current) setBack(true);
  }, [active]);
  return back;
}
