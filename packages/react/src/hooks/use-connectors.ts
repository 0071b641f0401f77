'use client';

import type { ConnectorsResponse, OfferedConnector } from '@plugboard/schema';
import useSWR, { type KeyedMutator } from 'swr';
import { usePlugboardContext } from '../context/plugboard-context.ts';
import type { PlugboardError } from '../core/plugboard-error.ts';
import { connectorsKey } from './swr-keys.ts';

export interface UseConnectorsResult {
  /**
   * The connectors the app offers, with display names and the tools the browser may run with
   * each; undefined until the first answer.
   */
  connectors: OfferedConnector[] | undefined;
  error: PlugboardError | undefined;
  isLoading: boolean;
  /** SWR's bound mutate: call `mutate()` to refetch, e.g. after an error. */
  mutate: KeyedMutator<ConnectorsResponse>;
}

/**
 * The connectors the host app offers (GET /connectors), cached with SWR.
 *
 * @example
 * ```tsx
 * function Catalog() {
 *   const { connectors } = useConnectors();
 *   return <ul>{connectors?.map((c) => <li key={c.id}>{c.name}: {c.description}</li>)}</ul>;
 * }
 * ```
 */
export function useConnectors(): UseConnectorsResult {
  const { client } = usePlugboardContext();
  const { data, error, isLoading, mutate } = useSWR<ConnectorsResponse, PlugboardError>(
    connectorsKey(client.baseUrl),
    () => client.listConnectors(),
  );
  return { connectors: data?.connectors, error, isLoading, mutate };
}
