'use client';

import type { ConnectorId, ToolsResponse } from '@plugboard/schema';
import useSWR from 'swr';
import { usePlugboardContext } from '../context/plugboard-context.ts';
import type { PlugboardError } from '../core/plugboard-error.ts';
import { toolsKey } from './swr-keys.ts';

/** What {@link useToolsResponse} answers: one list of GET /tools under its own name. */
export type ToolsField<Field extends 'tools' | 'readiness'> = {
  [K in Field]: ToolsResponse[K] | undefined;
} & {
  error: PlugboardError | undefined;
  isLoading: boolean;
  refresh(): Promise<unknown>;
};

/**
 * One list of GET /tools (`tools` or `readiness`), narrowed to a connector when given, from the one
 * SWR entry `useTools` and `useToolReadiness` share: both hooks together make one request.
 */
export function useToolsResponse<Field extends 'tools' | 'readiness'>(
  field: Field,
  connector: ConnectorId | undefined,
): ToolsField<Field> {
  const { client } = usePlugboardContext();
  const { data, error, isLoading, mutate } = useSWR<ToolsResponse, PlugboardError>(
    toolsKey(client.baseUrl),
    () => client.listTools(),
  );
  const all: { connector: ConnectorId }[] | undefined = data?.[field];
  return {
    [field]: connector ? all?.filter((t) => t.connector === connector) : all,
    error,
    isLoading,
    refresh: mutate,
  } as ToolsField<Field>;
}
