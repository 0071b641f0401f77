'use client';

import type { ConnectorId, ToolsResponse } from '@plugboard/schema';
import useSWR from 'swr';
import { usePlugboardInternals } from '../context/plugboard-context.ts';
import type { PlugboardError } from '../core/plugboard-error.ts';
import { toolsKey } from './swr-keys.ts';
import { useRefetch } from './use-refetch.ts';

/** What {@link useToolsResponse} answers: one list of GET /tools as `data`. */
export interface ToolsList<Field extends 'tools' | 'readiness'> {
  data: ToolsResponse[Field] | undefined;
  error: PlugboardError | undefined;
  isLoading: boolean;
  refetch(): Promise<void>;
}

/**
 * One list of GET /tools (`tools` or `readiness`), narrowed to a connector when given, from the one
 * SWR entry `useTools` and `useToolReadiness` share: both hooks together make one request.
 */
export function useToolsResponse<Field extends 'tools' | 'readiness'>(
  field: Field,
  connector: ConnectorId | undefined,
): ToolsList<Field> {
  const { client, cache } = usePlugboardInternals();
  const { data, error, isLoading, mutate } = useSWR<ToolsResponse, PlugboardError>(
    toolsKey(client.baseUrl),
    () => client.listTools(),
    cache.config,
  );
  const refetch = useRefetch(mutate);
  const all: { connector: ConnectorId }[] | undefined = data?.[field];
  return {
    data: (connector ? all?.filter((t) => t.connector === connector) : all) as
      | ToolsResponse[Field]
      | undefined,
    error,
    isLoading,
    refetch,
  };
}
