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
  return useToolsResponse('tools', options.connector);
}
