'use client';

import type { ConnectorId, ToolInfo } from '@plugboard/schema';
import type { PlugboardError } from '../core/plugboard-error.ts';
import { useToolsResponse } from './use-tools-response.ts';

export interface UseToolsOptions {
  /** Only the tools of this connector. */
  connector?: ConnectorId;
}

export interface UseToolsResult {
  /**
   * The tools the host lets the browser run, each with its description, effect (`read`, `write`,
   * `delete`) and the JSON Schema of its params; undefined until the first answer.
   */
  data: ToolInfo[] | undefined;
  error: PlugboardError | undefined;
  /** True while there is nothing to show yet. */
  isLoading: boolean;
  /** Asks GET /tools again; resolves once the answer is in. */
  refetch(): Promise<void>;
}

/**
 * The tools the browser may run (GET /tools), cached with SWR: for forms built from each tool's
 * JSON Schema, or to hand a tool-calling model its tool list.
 *
 * @example
 * ```tsx
 * function CrmTools() {
 *   const { data: tools } = useTools({ connector: 'crm' });
 *   return <ul>{tools?.map((tool) => <li key={tool.name}>{tool.name}: {tool.description}</li>)}</ul>;
 * }
 * ```
 */
export function useTools(options: UseToolsOptions = {}): UseToolsResult {
  return useToolsResponse('tools', options.connector);
}
