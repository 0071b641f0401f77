'use client';

import type { AccountActivityEntry, AccountActivityPage } from '@plugboard/schema';
import { useEffect, useRef } from 'react';
import useSWR, { type SWRHook } from 'swr';
import { infinite, type SWRInfiniteHook } from 'swr/infinite';
import { usePlugboardInternals } from '../context/plugboard-context.ts';
import { listAccountActivity } from '../core/account-routes.ts';
import type { PlugboardError } from '../core/plugboard-error.ts';
import { toolRunsKey } from './swr-keys.ts';
import { useRefetch } from './use-refetch.ts';

/*
 * `useSWRInfinite` adds its middleware to the options' `use`, which SWR then concatenates with a
 * host's `<SWRConfig use>`; applied here, the host's middleware never wraps Plugboard's pages.
 */
const useSWRPages = infinite(useSWR as SWRHook) as unknown as SWRInfiniteHook;

export interface UseAccountActivityOptions {
  /** Entries per page, 1 to 50; the BFF's default (20) when absent. */
  limit?: number;
}

export interface UseAccountActivityResult {
  /** Every entry of the pages read so far, newest first; undefined until the first page. */
  data: AccountActivityEntry[] | undefined;
  error: PlugboardError | undefined;
  /** True while there is nothing to show yet. */
  isLoading: boolean;
  /** True while an older page loads after `loadMore()`. */
  isLoadingMore: boolean;
  /** Whether an older page exists. */
  hasMore: boolean;
  /** Reads the next, older page. */
  loadMore(): void;
  /** Reads every page read so far again; resolves once they are in. */
  refetch(): Promise<void>;
}

type PageKey = readonly [url: string, accountId: string, limit: number | undefined, cursor: string];

/**
 * The tools the BFF ran with one of the session user's accounts (GET /accounts/:id/activity),
 * newest first, a page at a time, cached with SWR. It reads them again after every tool run
 * through `useExecuteTool` below the same provider, and nothing while `accountId` is undefined.
 *
 * @example
 * ```tsx
 * function Trail({ accountId }: { accountId: string }) {
 *   const { data: entries, hasMore, loadMore } = useAccountActivity(accountId);
 *   return (
 *     <>
 *       <ul>{entries?.map((entry) => <li key={entry.id}>{entry.tool}: {entry.outcome}</li>)}</ul>
 *       {hasMore && <button type="button" onClick={loadMore}>Show more</button>}
 *     </>
 *   );
 * }
 * ```
 */
export function useAccountActivity(
  accountId: string | undefined,
  options: UseAccountActivityOptions = {},
): UseAccountActivityResult {
  const { client, cache } = usePlugboardInternals();
  const { limit } = options;
  const { data, error, isLoading, size, setSize, mutate } = useSWRPages<
    AccountActivityPage,
    PlugboardError
  >(
    (index, previous: AccountActivityPage | null): PageKey | null =>
      !accountId || (index > 0 && !previous?.next_cursor)
        ? null
        : [`${client.baseUrl}/accounts/activity`, accountId, limit, previous?.next_cursor ?? ''],
    ([, id, pageLimit, cursor]: PageKey) =>
      listAccountActivity(client, id, { cursor: cursor || undefined, limit: pageLimit }),
    // Reading an older page leaves the newer ones as they are; a tool run reads them all again.
    { ...cache.config, revalidateFirstPage: false },
  );
  const refetch = useRefetch(mutate);

  // useExecuteTool marks every run in this entry; a change after mount is a run to show.
  const { data: latestRun } = useSWR<object>(toolRunsKey(client.baseUrl), null, cache.config);
  const seenRun = useRef(latestRun);
  useEffect(() => {
    if (latestRun === seenRun.current) return;
    seenRun.current = latestRun;
    mutate();
  }, [latestRun, mutate]);

  const lastPage = data?.[data.length - 1];
  return {
    data: data?.flatMap((page) => page.entries),
    error,
    isLoading,
    isLoadingMore: !error && data !== undefined && size > data.length,
    hasMore: Boolean(lastPage?.next_cursor),
    loadMore: () => void setSize(size + 1),
    refetch,
  };
}
