'use client';

import type { ConnectorId, ToolAccount, ToolName, ToolParamsInput } from '@plugboard/schema';
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
  /**
   * Which of the session user's own accounts on the tool's connector runs it: an id (`ca_…`) or
   * a label (`'Work CRM'`). Without it the connector's default account runs. The BFF resolves
   * it among the user's accounts only; a name that fits several answers ACCOUNT_CHOICE_REQUIRED,
   * one that fits none UNKNOWN_ACCOUNT.
   */
  account?: string;
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
   * The account `data` came from (its id, name, whether it is the default, and the organization
   * sharing it); undefined for a streamed answer, which carries only its events.
   */
  account: ToolAccount | undefined;
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
 * Runs one tool with one of the session user's connected accounts (POST /tools/execute): the one
 * `execute`'s `account` option names, else the connector's default. The BFF checks the allow-list
 * and the params, and resolves the account among the session user's own; the browser never
 * chooses whose account acts. The answer says which account ran. Only the latest run's outcome is kept; a new run, `reset()` and
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
 *
 * // One of several CRM accounts, by its label; `account.name` says which one ran.
 * function PersonalContacts() {
 *   const { execute, data, account } = useExecuteTool({ tool: 'crm_list_people' });
 *   return (
 *     <>
 *       <button type="button" onClick={() => execute({ limit: 10 }, { account: 'Personal' })}>
 *         List people
 *       </button>
 *       {data && <p>{data.data.length} people in {account?.name}</p>}
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
          account: call.account,
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
    account: state.answer && 'account' in state.answer ? state.answer.account : undefined,
    error: state.error,
    reset,
  };
}
