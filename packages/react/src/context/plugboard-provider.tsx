'use client';

import type { ConnectedAccountSummary } from '@plugboard/schema';
import { type ReactNode, useMemo } from 'react';
import { createBffClient } from '../core/bff-client.ts';
import type { FetchLike } from '../core/bff-request.ts';
import type { PlugboardError } from '../core/plugboard-error.ts';
import { useLatestRef } from '../hooks/use-latest-ref.ts';
import { PlugboardContext, type PlugboardContextValue } from './plugboard-context.ts';

export interface PlugboardProviderProps {
  /** Where the host mounted the Plugboard handler. Default `/api/plugboard`. */
  baseUrl?: string;
  /** Replaces the global `fetch` for every BFF request. */
  fetch?: FetchLike;
  /** Called after any connect flow below this provider finishes with an ACTIVE account. */
  onConnected?: (account: ConnectedAccountSummary) => void;
  /** Called when a connect or disconnect below this provider fails. */
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
  const value = useMemo<PlugboardContextValue>(
    () => ({
      client: createBffClient({ baseUrl, fetch }),
      notifyConnected: (account) => callbacks.current.onConnected?.(account),
      notifyError: (error) => callbacks.current.onError?.(error),
    }),
    [baseUrl, fetch, callbacks],
  );
  return <PlugboardContext.Provider value={value}>{children}</PlugboardContext.Provider>;
}
