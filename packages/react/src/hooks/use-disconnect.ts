'use client';

import { useCallback, useState } from 'react';
import { usePlugboardInternals } from '../context/plugboard-context.ts';
import type { ActionStatus } from '../core/action-status.ts';
import { type PlugboardError, toPlugboardError } from '../core/plugboard-error.ts';
import { useAccountsCache } from './use-accounts-cache.ts';

export interface UseDisconnectResult {
  /**
   * Disconnects the account: it leaves the cached list at once and comes back if the BFF refuses.
   * Never rejects; a failure lands in `error` (and the provider's `onError`).
   */
  disconnect: (id: string) => Promise<void>;
  /** How the latest disconnect stands: `pending` while it runs, then `success` or `error`. */
  status: ActionStatus;
  /** True while any disconnect started by this hook is in flight. */
  isPending: boolean;
  /** Why the latest disconnect failed; cleared by the next one. */
  error: PlugboardError | undefined;
}

/**
 * Disconnects one of the session user's accounts (DELETE /accounts/:id). Upstream this deletes
 * the connected account, which revokes its credentials at the provider (docs/internals/upstream-api.md §3).
 *
 * @example
 * ```tsx
 * function DisconnectButton({ id }: { id: string }) {
 *   const { disconnect, isPending } = useDisconnect();
 *   return <button type="button" onClick={() => disconnect(id)} disabled={isPending}>Disconnect</button>;
 * }
 * ```
 */
export function useDisconnect(): UseDisconnectResult {
  const { client, cache: swr, notifyError } = usePlugboardInternals();
  const cache = useAccountsCache(client.baseUrl, swr.mutate);
  const [pending, setPending] = useState(0);
  const [latest, setLatest] = useState<{ status: ActionStatus; error?: PlugboardError }>({
    status: 'idle',
  });

  const disconnect = useCallback(
    async (id: string) => {
      setPending((count) => count + 1);
      setLatest({ status: 'pending' });
      try {
        await cache.removeWhile(id, client.deleteAccount(id));
        setLatest({ status: 'success' });
      } catch (cause) {
        const failure = toPlugboardError(cause);
        setLatest({ status: 'error', error: failure });
        notifyError(failure);
      } finally {
        setPending((count) => count - 1);
      }
    },
    [client, cache, notifyError],
  );

  return { disconnect, status: latest.status, isPending: pending > 0, error: latest.error };
}
