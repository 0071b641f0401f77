'use client';

import type { ConnectorId, ToolInfo, ToolsResponse } from '@plugboard/schema';
import useSWR from 'swr';
import { usePlugboardContext } from '../context/plugboard-context.ts';
import type { PlugboardError } from '../core/plugboard-error.ts';
import { toolsKey } from './swr-keys.ts';

export interface UseToolsOptions {
  /** Only the tools of this connector. */
  connector?: ConnectorId;
}

export interface UseToolsResult {
  /**
   * The tools the host lets the browser run, each with its description, effect (`read`, `write`,
   * `delete`) and the JSON Schema of its params; undefined until the first answer.
   */
  tools: ToolInfo[] | undefined;
  error: PlugboardError | undefined;
  isLoading: boolean;
}

/**
 * The tools the browser may run (GET /tools), cached with SWR: for forms built from each tool's
 * JSON Schema, or to hand a tool-calling model its tool list.
 *
 * @example
 * ```tsx
 * function CrmTools() {
 *   const { tools } = useTools({ connector: 'crm' });
 *   return <ul>{tools?.map((tool) => <li key={tool.name}>{tool.name}: {tool.description}</li>)}</ul>;
 * }
 * ```
 */
export function useTools(options: UseToolsOptions = {}): UseToolsResult {
  const { client } = usePlugboardContext();
  const { connector } = options;
  const { data, error, isLoading } = useSWR<ToolsResponse, PlugboardError>(
    toolsKey(client.baseUrl),
    () => client.listTools(),
  );
  const tools =
    connector === undefined ? data?.tools : data?.tools.filter((t) => t.connector === connector);
  return { tools, error, isLoading };
}
