'use client';

import type { AccountsPage, ConnectedAccountSummary } from '@plugboard/schema';
import useSWR, { type KeyedMutator } from 'swr';
import { usePlugboardContext } from '../context/plugboard-context.ts';
import type { PlugboardError } from '../core/plugboard-error.ts';
import { accountsKey } from './swr-keys.ts';

export interface UseConnectedAccountsOptions {
  /** A `next_page_token` or `prev_page_token` from an earlier page; the first page when absent. */
  pageToken?: string;
}

export interface UseConnectedAccountsResult {
  /** The page's accounts; undefined until the first answer. */
  accounts: ConnectedAccountSummary[] | undefined;
  /** How many accounts the user has across all pages. */
  totalSize: number | undefined;
  /** Token of the next page, undefined on the last one. */
  nextPageToken: string | undefined;
  /** Token of the previous page, undefined on the first one. */
  prevPageToken: string | undefined;
  error: PlugboardError | undefined;
  /** True while the first answer is awaited. */
  isLoading: boolean;
  /** True during any request, including background revalidation. */
  isValidating: boolean;
  /** SWR's bound mutate: call `mutate()` to refetch. */
  mutate: KeyedMutator<AccountsPage>;
}

/**
 * The session user's connected accounts (GET /accounts), cached with SWR.
 *
 * @example
 * ```tsx
 * function Accounts() {
 *   const { accounts, isLoading, error } = useConnectedAccounts();
 *   if (isLoading) return <p>Loading…</p>;
 *   if (error) return <p>{error.message}</p>;
 *   return <ul>{accounts?.map((a) => <li key={a.id}>{a.connector}: {a.status}</li>)}</ul>;
 * }
 * ```
 */
export function useConnectedAccounts(
  options: UseConnectedAccountsOptions = {},
): UseConnectedAccountsResult {
  const { client } = usePlugboardContext();
  const { pageToken } = options;
  const { data, error, isLoading, isValidating, mutate } = useSWR<AccountsPage, PlugboardError>(
    accountsKey(client.baseUrl, pageToken),
    () => client.listAccounts(pageToken ? { page_token: pageToken } : {}),
  );
  return {
    accounts: data?.accounts,
    totalSize: data?.total_size,
    nextPageToken: data?.next_page_token || undefined,
    prevPageToken: data?.prev_page_token || undefined,
    error,
    isLoading,
    isValidating,
    mutate,
  };
}
