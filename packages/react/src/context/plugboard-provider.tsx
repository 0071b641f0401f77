'use client';

import type { ConnectedAccountSummary } from '@plugboard/schema';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { createBffClient } from '../core/bff-client.ts';
import type { FetchLike } from '../core/bff-request.ts';
import type { ConnectFallback } from '../core/connect-flow.ts';
import type { PlugboardError } from '../core/plugboard-error.ts';
import { takeResumedAccount } from '../core/same-tab-resume.ts';
import { useLatestRef } from '../hooks/use-latest-ref.ts';
import { usePlugboardCache } from './plugboard-cache.ts';
import { PlugboardContext, type PlugboardInternals } from './plugboard-context.ts';

export interface PlugboardProviderProps {
  /** Where the host mounted the Plugboard handler. Default `/api/plugboard`. */
  baseUrl?: string;
  /** Replaces the global `fetch` for every BFF request. */
  fetch?: FetchLike;
  /**
   * What every connect flow below this provider does when no popup can be used: `'redirect'`
   * (default) takes this tab to the authorization page and back; `'link'` keeps the tab and hands
   * over the link to open or copy. A hook or component's own `fallback` overrides it.
   */
  fallback?: ConnectFallback;
  /**
   * Called after any connect flow below this provider finishes with an ACTIVE account; for a flow
   * that ran in this tab (popup blocked), once, when the app loads again.
   */
  onConnected?: (account: ConnectedAccountSummary) => void;
  /** Called when a connect, disconnect or tool run below this provider fails. */
  onError?: (error: PlugboardError) => void;
  children?: ReactNode;
}

/**
 * Gives Plugboard's hooks and components their BFF client and app-wide settings. Their answers
 * are cached with SWR in a cache of this provider's own, with settings of its own: a host's
 * `<SWRConfig>` changes neither.
 *
 * @example
 * ```tsx
 * <PlugboardProvider baseUrl="/api/plugboard" onConnected={(account) => toast(`${account.connector} connected`)}>
 *   <App />
 * </PlugboardProvider>
 * ```
 */
export function PlugboardProvider({
  baseUrl,
  fetch,
  fallback,
  onConnected,
  onError,
  children,
}: PlugboardProviderProps) {
  const callbacks = useLatestRef({ onConnected, onError });
  const client = useMemo(() => createBffClient({ baseUrl, fetch }), [baseUrl, fetch]);
  const cache = usePlugboardCache();
  const [resumedAccount, setResumedAccount] = useState<ConnectedAccountSummary | undefined>();

  // A same-tab flow came back to this page (same-tab-resume.ts); the page's first GET /accounts
  // already lists the account. Taking it removes it, so StrictMode's second run finds nothing and
  // onConnected fires once.
  useEffect(() => {
    const account = takeResumedAccount(window);
    if (!account) return;
    setResumedAccount(account);
    callbacks.current.onConnected?.(account);
  }, [callbacks]);

  const value = useMemo<PlugboardInternals>(
    () => ({
      client,
      cache,
      fallback,
      resumedAccount,
      notifyConnected: (account) => callbacks.current.onConnected?.(account),
      notifyError: (error) => callbacks.current.onError?.(error),
    }),
    [client, cache, fallback, resumedAccount, callbacks],
  );
  return <PlugboardContext.Provider value={value}>{children}</PlugboardContext.Provider>;
}
