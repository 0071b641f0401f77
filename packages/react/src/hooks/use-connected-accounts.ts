'use client';

import type { AccountListItem, AccountsPage } from '@plugboard/schema';
import useSWR from 'swr';
import { usePlugboardInternals } from '../context/plugboard-context.ts';
import type { PlugboardError } from '../core/plugboard-error.ts';
import { accountsKey } from './swr-keys.ts';
import { useRefetch } from './use-refetch.ts';

/** docs/internals/upstream-api.md §8: a search text needs at least 3 characters. */
const MIN_SEARCH_LENGTH = 3;

export interface UseConnectedAccountsOptions {
  /** A `next_page_token` or `prev_page_token` from an earlier page; the first page when absent. */
  pageToken?: string;
  /**
   * Text to find in the accounts' identifier, provider or connector. Trimmed; shorter than 3
   * characters it is not sent and the whole list is shown.
   */
  query?: string;
}

export interface UseConnectedAccountsResult {
  /**
   * The page's accounts; undefined until the first answer. While another page or search loads,
   * the previous one stays here (`isValidating` is true), so a list does not flash empty.
   */
  data: AccountListItem[] | undefined;
  /** How many accounts the user has across all pages (of the search, when there is one). */
  totalSize: number | undefined;
  /** Token of the next page, undefined on the last one. */
  nextPageToken: string | undefined;
  /** Token of the previous page, undefined on the first one. */
  prevPageToken: string | undefined;
  /** The search text that was sent, after trimming; undefined when none was. */
  query: string | undefined;
  error: PlugboardError | undefined;
  /** True while there is nothing to show yet. */
  isLoading: boolean;
  /** True during any request, including background revalidation. */
  isValidating: boolean;
  /** Asks for this page again; resolves once it is in. */
  refetch(): Promise<void>;
}

/**
 * The session user's connected accounts (GET /accounts), cached with SWR, one page at a time,
 * optionally searched.
 *
 * @example
 * ```tsx
 * function Accounts({ search }: { search: string }) {
 *   const { data: accounts, isLoading, error } = useConnectedAccounts({ query: search });
 *   if (isLoading) return <p>Loading…</p>;
 *   if (error) return <p>{error.message}</p>;
 *   return <ul>{accounts?.map((a) => <li key={a.id}>{a.connector}: {a.status}</li>)}</ul>;
 * }
 * ```
 */
export function useConnectedAccounts(
  options: UseConnectedAccountsOptions = {},
): UseConnectedAccountsResult {
  const { client, cache } = usePlugboardInternals();
  const { pageToken } = options;
  const trimmed = options.query?.trim() ?? '';
  const query = trimmed.length >= MIN_SEARCH_LENGTH ? trimmed : undefined;
  const { data, error, isValidating, mutate } = useSWR<AccountsPage, PlugboardError>(
    accountsKey(client.baseUrl, pageToken, query),
    () => client.listAccounts({ page_token: pageToken, query }),
    { ...cache.config, keepPreviousData: true },
  );
  const refetch = useRefetch(mutate);
  return {
    data: data?.accounts,
    totalSize: data?.total_size,
    nextPageToken: data?.next_page_token || undefined,
    prevPageToken: data?.prev_page_token || undefined,
    query,
    error,
    isLoading: !data && !error,
    isValidating,
    refetch,
  };
}
