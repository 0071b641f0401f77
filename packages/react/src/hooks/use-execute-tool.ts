'use client';

import type {
  ConnectorId,
  ToolExecutionResponse,
  ToolName,
  ToolParamsInput,
} from '@plugboard/schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlugboardContext } from '../context/plugboard-context.ts';
import { type PlugboardError, toPlugboardError } from '../core/plugboard-error.ts';

/** `idle` before the first run; `running`; then `success` or `error` for the latest run. */
export type ExecuteToolStatus = 'idle' | 'running' | 'success' | 'error';

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
   * Runs the tool. Resolves with the BFF's answer, or undefined when the run failed (see `error`)
   * or a later run replaced it; never rejects.
   */
  execute: (
    params: ToolParamsInput<Name>,
    options?: ExecuteToolCallOptions,
  ) => Promise<ToolExecutionResponse | undefined>;
  status: ExecuteToolStatus;
  /** The latest successful run's result (result-shapes.md), kept while the next one runs. */
  data: ToolExecutionResponse['data'] | undefined;
  /** The upstream execution id of `data`. */
  executionId: string | undefined;
  /**
   * Why the latest run failed. `error.recovery` says what helps: `reconnect` for an expired
   * account (ACCOUNT_EXPIRED), `connect` for none yet, `retry` after a passing failure.
   */
  error: PlugboardError | undefined;
  /** Back to `idle`, forgetting data and error. */
  reset: () => void;
}

interface RunState {
  status: ExecuteToolStatus;
  answer?: ToolExecutionResponse;
  error?: PlugboardError;
}

const IDLE: RunState = { status: 'idle' };

/**
 * Runs one tool with the session user's connected account (POST /tools/execute). The BFF checks
 * the allow-list and the params, and picks the account from the session; the browser never
 * chooses whose account acts. Only the latest run's outcome is kept.
 *
 * @example
 * ```tsx
 * function WebSearch() {
 *   const { execute, status, data, error } = useExecuteTool({ tool: 'websearch_web_search' });
 *   if (error?.recovery === 'reconnect') return <ConnectButton connector="websearch" label="Reconnect web search" />;
 *   return (
 *     <>
 *       <button type="button" onClick={() => execute({ q: 'plugboard' })} disabled={status === 'running'}>
 *         Search
 *       </button>
 *       {data && <pre>{JSON.stringify(data, null, 2)}</pre>}
 *     </>
 *   );
 * }
 * ```
 */
export function useExecuteTool<Name extends ToolName>(
  options: UseExecuteToolOptions<Name>,
): UseExecuteToolResult<Name> {
  const { client, notifyError } = usePlugboardContext();
  const { tool } = options;
  const [state, setState] = useState<RunState>(IDLE);
  // Each run takes a number; an answer that is not the latest run's is dropped.
  const latestRun = useRef(0);

  useEffect(
    () => () => {
      latestRun.current += 1;
    },
    [],
  );

  const execute = useCallback(
    async (params: ToolParamsInput<Name>, call: ExecuteToolCallOptions = {}) => {
      const run = ++latestRun.current;
      setState((previous) => ({ ...previous, status: 'running', error: undefined }));
      try {
        const answer = await client.executeTool({
          tool_name: tool,
          params,
          ...(call.connector ? { connector: call.connector } : {}),
          ...(call.accountId ? { account_id: call.accountId } : {}),
        });
        if (run !== latestRun.current) return undefined;
        setState({ status: 'success', answer });
        return answer;
      } catch (cause) {
        if (run !== latestRun.current) return undefined;
        const error = toPlugboardError(cause);
        setState((previous) => ({ ...previous, status: 'error', error }));
        notifyError(error);
        return undefined;
      }
    },
    [client, tool, notifyError],
  );

  const reset = useCallback(() => {
    latestRun.current += 1;
    setState(IDLE);
  }, []);

  return {
    execute,
    status: state.status,
    data: state.answer?.data,
    executionId: state.answer?.execution_id,
    error: state.error,
    reset,
  };
}
