'use client';

import type { ConnectedAccountSummary } from '@plugboard/schema';
import { createContext, useContext } from 'react';
import type { BffClient } from '../core/bff-client.ts';
import type { PlugboardError } from '../core/plugboard-error.ts';

/** What `<PlugboardProvider>` hands to every hook below it. */
export interface PlugboardContextValue {
  client: BffClient;
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

export const PlugboardContext = createContext<PlugboardContextValue | null>(null);

/**
 * The nearest `<PlugboardProvider>`'s value; throws an error naming the missing provider.
 *
 * @example
 * ```tsx
 * function BaseUrl() {
 *   const { client } = usePlugboardContext();
 *   return <code>{client.baseUrl}</code>;
 * }
 * ```
 */
export function usePlugboardContext(): PlugboardContextValue {
  const value = useContext(PlugboardContext);
  if (!value) {
    throw new Error(
      'Plugboard hooks need a <PlugboardProvider baseUrl="/api/plugboard"> above them.',
    );
  }
  return value;
}
