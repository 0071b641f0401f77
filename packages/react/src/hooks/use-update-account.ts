'use client';

import type { AccountListItem, UpdateAccountRequest } from '@plugboard/schema';
import { useCallback, useState } from 'react';
import { usePlugboardInternals } from '../context/plugboard-context.ts';
import type { ActionStatus } from '../core/action-status.ts';
import { type PlugboardError, toPlugboardError } from '../core/plugboard-error.ts';
import { useAccountsCache } from './use-accounts-cache.ts';

export interface UseUpdateAccountResult {
  /**
   * Renames the account (`label`, 1 to 60 characters once trimmed), makes it the default of its
   * connector (`is_default: true`), or both. Resolves to the account as the list shows it now,
   * or to undefined when the BFF refused; never rejects: a failure lands in `error` (and the
   * provider's `onError`).
   */
  update: (id: string, changes: UpdateAccountRequest) => Promise<AccountListItem | undefined>;
  /** How the latest update stands: `pending` while it runs, then `success` or `error`. */
  status: ActionStatus;
  /** True while any update started by this hook is in flight. */
  isPending: boolean;
  /** Why the latest update failed; cleared by the next one. */
  error: PlugboardError | undefined;
}

/**
 * Renames one of the session user's accounts or makes it their default for its connector
 * (PATCH /accounts/:id). The cached accounts list shows the answer at once, the previous default
 * losing its flag, and is read again so every page agrees with the BFF.
 *
 * @example
 * ```tsx
 * function MakeDefault({ id }: { id: string }) {
 *   const { update, isPending } = useUpdateAccount();
 *   return (
 *     <button type="button" onClick={() => update(id, { is_default: true })} disabled={isPending}>
 *       Make default
 *     </button>
 *   );
 * }
 * ```
 */
export function useUpdateAccount(): UseUpdateAccountResult {
  const { client, cache: swr, notifyError } = usePlugboardInternals();
  const cache = useAccountsCache(client.baseUrl, swr.mutate);
  const [pending, setPending] = useState(0);
  const [latest, setLatest] = useState<{ status: ActionStatus; error?: PlugboardError }>({
    status: 'idle',
  });

  const update = useCallback(
    async (id: string, changes: UpdateAccountRequest) => {
      setPending((count) => count + 1);
      setLatest({ status: 'pending' });
      try {
        const account = await client.updateAccount(id, changes);
        await cache.update(account);
        setLatest({ status: 'success' });
        return account;
      } catch (cause) {
        const failure = toPlugboardError(cause);
        setLatest({ status: 'error', error: failure });
        notifyError(failure);
        return undefined;
      } finally {
        setPending((count) => count - 1);
      }
    },
    [client, cache, notifyError],
  );

  return { update, status: latest.status, isPending: pending > 0, error: latest.error };
}
