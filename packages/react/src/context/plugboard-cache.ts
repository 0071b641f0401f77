'use client';

import { useRef } from 'react';
import type { Cache, ScopedMutator, SWRConfiguration } from 'swr';
import { defaultConfig, initCache, useIsomorphicLayoutEffect } from 'swr/_internal';

/**
 * Plugboard's own SWR cache and settings, one per `<PlugboardProvider>`. Every Plugboard hook
 * hands SWR this whole configuration, so a host's `<SWRConfig>` (above or below the provider)
 * changes nothing of theirs: SWR merges a hook's options over its context's, key by key, except
 * `use` and `fallback`, which it concatenates unless the hook's own are absent; they are set
 * here, to nothing, for that reason.
 */
export interface PlugboardCache {
  config: SWRConfiguration & { cache: Cache; mutate: ScopedMutator };
  /** Edits or revalidates entries of this cache only. */
  mutate: ScopedMutator;
}

/** Options of a host's `<SWRConfig>` that SWR's defaults leave unset; Plugboard's hooks do too. */
const UNSET_BY_DEFAULT = {
  use: undefined,
  fallback: undefined,
  fetcher: undefined,
  fallbackData: undefined,
  suspense: undefined,
  keepPreviousData: undefined,
  revalidateOnMount: undefined,
  refreshInterval: undefined,
  refreshWhenHidden: undefined,
  refreshWhenOffline: undefined,
  errorRetryCount: undefined,
  cacheData: undefined,
} as Partial<SWRConfiguration>;

/** The provider's cache, made on its first render, like `<SWRConfig provider>` makes one. */
export function usePlugboardCache(): PlugboardCache {
  const made = useRef<PlugboardCache & { subscribe(): () => void }>(undefined);
  if (made.current === undefined) {
    const [cache, mutate, subscribeEvents, unsubscribeEvents] = initCache(new Map()) ?? [];
    if (!cache || !mutate) throw new Error('Plugboard: SWR did not make a cache.');
    made.current = {
      config: { ...defaultConfig, ...UNSET_BY_DEFAULT, cache, mutate } as PlugboardCache['config'],
      mutate,
      // Focus and reconnect listeners, on the window, from mount to unmount.
      subscribe() {
        subscribeEvents?.();
        return () => unsubscribeEvents?.();
      },
    };
  }
  const current = made.current;
  // As `<SWRConfig provider>` does, so the events are set up before any hook below revalidates.
  useIsomorphicLayoutEffect(current.subscribe, []);
  return current;
}
