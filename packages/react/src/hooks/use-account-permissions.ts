'use client';

import type { AccountPermissions } from '@plugboard/schema';
import useSWR from 'swr';
import { usePlugboardInternals } from '../context/plugboard-context.ts';
import { getAccountPermissions } from '../core/account-routes.ts';
import type { PlugboardError } from '../core/plugboard-error.ts';
import { accountPermissionsKey } from './swr-keys.ts';
import { useRefetch } from './use-refetch.ts';

export interface UseAccountPermissionsResult {
  /** Granted scopes and what each allowed tool of the connector can do; undefined until loaded. */
  data: AccountPermissions | undefined;
  error: PlugboardError | undefined;
  /** True while there is nothing to show yet. */
  isLoading: boolean;
  /** Asks again, e.g. after the user reconnected to grant what was missing. */
  refetch(): Promise<void>;
}

/**
 * What one of the session user's accounts lets the app do (GET /accounts/:id/permissions),
 * cached with SWR. Nothing is asked while `accountId` is undefined.
 *
 * @example
 * ```tsx
 * function CanDelete({ accountId }: { accountId: string }) {
 *   const { data: permissions } = useAccountPermissions(accountId);
 *   const blocked = permissions?.tools.filter((tool) => !tool.runnable) ?? [];
 *   return <p>{blocked.length} tools need more access</p>;
 * }
 * ```
 */
export function useAccountPermissions(accountId: string | undefined): UseAccountPermissionsResult {
  const { client, cache } = usePlugboardInternals();
  const { data, error, isLoading, mutate } = useSWR<AccountPermissions, PlugboardError>(
    accountId ? accountPermissionsKey(client.baseUrl, accountId) : null,
    () => getAccountPermissions(client, accountId as string),
    cache.config,
  );
  const refetch = useRefetch(mutate);
  return { data, error, isLoading, refetch };
}
