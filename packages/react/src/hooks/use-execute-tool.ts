'use client';

import type { ConnectorId, ToolName, ToolParamsInput } from '@plugboard/schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlugboardInternals } from '../context/plugboard-context.ts';
import type { ActionStatus } from '../core/action-status.ts';
import type { ToolAnswer } from '../core/bff-client.ts';
import { type PlugboardError, toPlugboardError } from '../core/plugboard-error.ts';
import { toolRunsKey } from './swr-keys.ts';

export interface UseExecuteToolOptions<Name extends ToolName> {
  /** The tool to run, e.g. `'websearch_web_search'`; it must be on the host's allow-list. */
  tool: Name;
}

export interface ExecuteToolCallOptions {
  /** The tool's connector, checked by the BFF; the account is always the session user's. */
  connector?: ConnectorId;
  /** One of the session user's own accounts on that connector (`ca_…`). */
  accountId?: string;
}

export interface UseExecuteToolResult<Name extends ToolName> {
  /**
   * Runs the tool, stopping the run before it if that one is still going. Resolves with the BFF's
   * answer, or undefined when the run failed (see `error`) or a later run replaced it; never
   * rejects.
   */
  execute: (
    params: ToolParamsInput<Name>,
    options?: ExecuteToolCallOptions,
  ) => Promise<ToolAnswer<Name> | undefined>;
  /** `idle` before the first run; `pending` while one runs; then `success` or `error`. */
  status: ActionStatus;
  /** True while `status` is `pending`. */
  isPending: boolean;
  /**
   * The latest successful run's result (docs/tool-results.md), typed by the tool
   * (`ToolResult<Name>` of `@plugboard/schema/results`), kept while the next one runs. For a
   * streamed chat, the `ReadableStream` of its server-sent events: hand it to `ToolResultView` or
   * `ChatStream` (@plugboard/ui), which read it as it arrives.
   */
  data: ToolAnswer<Name>['data'] | undefined;
  /** The upstream execution id of `data`. */
  executionId: string | undefined;
  /**
   * Why the latest run failed. `error.recovery` says what helps: `reconnect` for an expired
   * account (ACCOUNT_EXPIRED), `connect` for none yet, `retry` after a passing failure.
   */
  error: PlugboardError | undefined;
  /** Back to `idle`, forgetting data and error; stops a run (or a stream) still going. */
  reset: () => void;
}

interface RunState<Name extends ToolName> {
  status: ActionStatus;
  answer?: ToolAnswer<Name> | undefined;
  error?: PlugboardError;
}

/**
 * Runs one tool with the session user's connected account (POST /tools/execute). The BFF checks
 * the allow-list and the params, and picks the account from the session; the browser never
 * chooses whose account acts. Only the latest run's outcome is kept; a new run, `reset()` and
 * unmounting abort the run before, a streamed answer included.
 *
 * @example
 * ```tsx
 * function WebSearch() {
 *   const { execute, isPending, data, error } = useExecuteTool({ tool: 'websearch_web_search' });
 *   if (error?.recovery === 'reconnect') return <ConnectButton connector="websearch" label="Reconnect web search" />;
 *   return (
 *     <>
 *       <button type="button" onClick={() => execute({ q: 'plugboard' })} disabled={isPending}>
 *         Search
 *       </button>
 *       {data && <ToolResultView tool="websearch_web_search" data={data} />}
 *     </>
 *   );
 * }
 * ```
 */
export function useExecuteTool<Name extends ToolName>(
  options: UseExecuteToolOptions<Name>,
): UseExecuteToolResult<Name> {
  const { client, cache, notifyError } = usePlugboardInternals();
  const { mutate } = cache;
  const { tool } = options;
  const [state, setState] = useState<RunState<Name>>({ status: 'idle' });
  // The latest run's controller: only its answer lands, and a stream stops with the view.
  const latestRun = useRef<AbortController>(undefined);
  const stop = useCallback(() => latestRun.current?.abort(), []);
  useEffect(() => stop, [stop]);

  const execute = useCallback(
    async (params: ToolParamsInput<Name>, call: ExecuteToolCallOptions = {}) => {
      stop();
      const run = new AbortController();
      latestRun.current = run;
      setState((previous) => ({ ...previous, status: 'pending', error: undefined }));
      try {
        const request = {
          tool_name: tool,
          params,
          connector: call.connector,
          account_id: call.accountId,
        };
        const answer = await client.executeTool(request, run.signal);
        if (run.signal.aborted) return undefined;
        setState({ status: 'success', answer });
        return answer;
      } catch (cause) {
        if (run.signal.aborted) return undefined;
        const error = toPlugboardError(cause);
        setState((previous) => ({ ...previous, status: 'error', error }));
        notifyError(error);
        return undefined;
      } finally {
        // Failed runs are in the trail too.
        mutate(toolRunsKey(client.baseUrl), {});
      }
    },
    [client, tool, notifyError, stop, mutate],
  );

  const reset = useCallback(() => {
    stop();
    setState({ status: 'idle' });
  }, [stop]);

  return {
    execute,
    status: state.status,
    isPending: state.status === 'pending',
    data: state.answer?.data,
    executionId: state.answer?.execution_id,
    error: state.error,
    reset,
  };
}
