'use client';

import type { ConnectorId, ToolReadiness } from '@plugboard/schema';
import type { PlugboardError } from '../core/plugboard-error.ts';
import { useToolsResponse } from './use-tools-response.ts';

export interface UseToolReadinessOptions {
  /** Only the tools of this connector. */
  connector?: ConnectorId;
}

export interface UseToolReadinessResult {
  /**
   * For each tool the host allows, whether the session user can run it now, or why not
   * (`not_connected`, `expired`, `pending`, `missing_scope`); undefined until the first answer.
   */
  data: ToolReadiness[] | undefined;
  error: PlugboardError | undefined;
  /** True while there is nothing to show yet. */
  isLoading: boolean;
  /** Asks GET /tools again, e.g. after the user connected or reconnected an account. */
  refetch(): Promise<void>;
}

/**
 * Whether the session user's allowed tools are ready to run (GET /tools `readiness`), cached with
 * SWR under the same entry as `useTools`, so both hooks make one request.
 *
 * @example
 * ```tsx
 * function CrmStatus() {
 *   const { data: readiness } = useToolReadiness({ connector: 'crm' });
 *   const blocked = readiness?.find((tool) => !tool.ready);
 *   return blocked ? <p>Connect your CRM ({blocked.reason})</p> : null;
 * }
 * ```
 */
export function useToolReadiness(options: UseToolReadinessOptions = {}): UseToolReadinessResult {
  return useToolsResponse('readiness', options.connector);
}
