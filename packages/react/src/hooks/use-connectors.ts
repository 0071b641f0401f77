'use client';

import type { ConnectorsResponse, OfferedConnector } from '@plugboard/schema';
import useSWR from 'swr';
import { usePlugboardInternals } from '../context/plugboard-context.ts';
import type { PlugboardError } from '../core/plugboard-error.ts';
import { connectorsKey } from './swr-keys.ts';
import { useRefetch } from './use-refetch.ts';

export interface UseConnectorsResult {
  /**
   * The connectors the app offers, with display names and the tools the browser may run with
   * each; undefined until the first answer.
   */
  data: OfferedConnector[] | undefined;
  error: PlugboardError | undefined;
  /** True while there is nothing to show yet. */
  isLoading: boolean;
  /** Asks again, e.g. after an error; resolves once the answer is in. */
  refetch(): Promise<void>;
}

/**
 * The connectors the host app offers (GET /connectors), cached with SWR.
 *
 * @example
 * ```tsx
 * function Catalog() {
 *   const { data: connectors } = useConnectors();
 *   return <ul>{connectors?.map((c) => <li key={c.id}>{c.name}: {c.description}</li>)}</ul>;
 * }
 * ```
 */
export function useConnectors(): UseConnectorsResult {
  const { client, cache } = usePlugboardInternals();
  const { data, error, isLoading, mutate } = useSWR<ConnectorsResponse, PlugboardError>(
    connectorsKey(client.baseUrl),
    () => client.listConnectors(),
    cache.config,
  );
  const refetch = useRefetch(mutate);
  return { data: data?.connectors, error, isLoading, refetch };
}
