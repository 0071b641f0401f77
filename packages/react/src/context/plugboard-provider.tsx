'use client';

import type { ConnectedAccountSummary } from '@plugboard/schema';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { createBffClient } from '../core/bff-client.ts';
import type { FetchLike } from '../core/bff-request.ts';
import type { PlugboardError } from '../core/plugboard-error.ts';
import { takeResumedAccount } from '../core/same-tab-resume.ts';
import { useLatestRef } from '../hooks/use-latest-ref.ts';
import { PlugboardContext, type PlugboardContextValue } from './plugboard-context.ts';

export interface PlugboardProviderProps {
  /** Where the host mounted the Plugboard handler. Default `/api/plugboard`. */
  baseUrl?: string;
  /** Replaces the global `fetch` for every BFF request. */
  fetch?: FetchLike;
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
 * Gives Plugboard's hooks and components their BFF client. Accounts are cached with SWR in the
 * surrounding SWR cache, under keys scoped to `baseUrl`.
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
  onConnected,
  onError,
  children,
}: PlugboardProviderProps) {
  const callbacks = useLatestRef({ onConnected, onError });
  const client = useMemo(() => createBffClient({ baseUrl, fetch }), [baseUrl, fetch]);
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

  const value = useMemo<PlugboardContextValue>(
    () => ({
      client,
      resumedAccount,
      notifyConnected: (account) => callbacks.current.onConnected?.(account),
      notifyError: (error) => callbacks.current.onError?.(error),
    }),
    [client, resumedAccount, callbacks],
  );
  return <PlugboardContext.Provider value={value}>{children}</PlugboardContext.Provider>;
}
