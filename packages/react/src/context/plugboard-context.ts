'use client';

import type { ConnectedAccountSummary } from '@plugboard/schema';
import { createContext, useContext } from 'react';
import type { BffClient } from '../core/bff-client.ts';
import type { ConnectFallback } from '../core/connect-flow.ts';
import type { PlugboardError } from '../core/plugboard-error.ts';
import type { PlugboardCache } from './plugboard-cache.ts';

/** What `<PlugboardProvider>` hands to every hook below it; not public (`usePlugboardClient` is). */
export interface PlugboardInternals {
  client: BffClient;
  /** The provider's own SWR cache and settings. */
  cache: PlugboardCache;
  /** The provider's `fallback`, for connect flows that set none of their own. */
  fallback: ConnectFallback | undefined;
  /**
   * The account a same-tab connect flow connected before it came back to this page, once the
   * provider has picked it up; undefined otherwise.
   */
  resumedAccount: ConnectedAccountSummary | undefined;
  /** Forwards to the provider's `onConnected`. */
  notifyConnected(account: ConnectedAccountSummary): void;
  /** Forwards to the provider's `onError`. */
  notifyError(error: PlugboardError): void;
}

export const PlugboardContext = createContext<PlugboardInternals | null>(null);

/** The nearest `<PlugboardProvider>`'s internals; throws an error naming the missing provider. */
export function usePlugboardInternals(): PlugboardInternals {
  const value = useContext(PlugboardContext);
  if (!value) {
    throw new Error(
      'Plugboard hooks need a <PlugboardProvider baseUrl="/api/plugboard"> above them.',
    );
  }
  return value;
}

/**
 * The nearest `<PlugboardProvider>`'s BFF client, for a route no hook covers; throws an error
 * naming the missing provider.
 *
 * @example
 * ```tsx
 * function ExportButton() {
 *   const client = usePlugboardClient();
 *   return <button type="button" onClick={() => client.listTools().then(console.log)}>Tools</button>;
 * }
 * ```
 */
export function usePlugboardClient(): BffClient {
  return usePlugboardInternals().client;
}
