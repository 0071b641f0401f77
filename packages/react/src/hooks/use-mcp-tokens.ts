'use client';

import type {
  CreateMcpTokenRequest,
  CreateMcpTokenResponse,
  McpToken,
  McpTokensResponse,
  UpdateMcpTokenRequest,
} from '@plugboard/schema';
import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { usePlugboardInternals } from '../context/plugboard-context.ts';
import type { ActionStatus } from '../core/action-status.ts';
import {
  createMcpToken,
  listMcpTokens,
  revokeMcpToken,
  updateMcpToken,
} from '../core/mcp-token-routes.ts';
import { type PlugboardError, toPlugboardError } from '../core/plugboard-error.ts';
import { mcpTokensKey } from './swr-keys.ts';
import { useRefetch } from './use-refetch.ts';

type Cached = McpTokensResponse | undefined;

export interface UseMcpTokensResult {
  /** The absolute URL of the MCP endpoint, for a client's configuration; undefined until loaded. */
  endpoint: string | undefined;
  /** The session user's live tokens, newest first; undefined until loaded. */
  data: McpToken[] | undefined;
  /** Why the list could not load. */
  error: PlugboardError | undefined;
  /** True while there is nothing to show yet. */
  isLoading: boolean;
  /** Asks for the list again (last use changes while clients call the endpoint). */
  refetch(): Promise<void>;
  /**
   * How the latest `create`, `update` or `revoke` stands: `pending` while it runs, then `success`
   * or `error` (its error is what that call rejected with).
   */
  status: ActionStatus;
  /** True while any `create`, `update` or `revoke` started here is in flight. */
  isPending: boolean;
  /**
   * Creates a token (seeing what `tool_scope` names; discovery by default) and puts it first in
   * the list. Resolves with its secret, which nothing keeps: show it now. Rejects with the
   * PlugboardError (also sent to the provider's `onError`).
   */
  create(request: CreateMcpTokenRequest): Promise<CreateMcpTokenResponse>;
  /**
   * Changes what a token's client sees, and the cached list with it once the BFF agrees. Resolves
   * with the token as it now is; rejects with the PlugboardError (also sent to `onError`), the
   * list unchanged.
   */
  update(id: string, request: UpdateMcpTokenRequest): Promise<McpToken>;
  /**
   * Revokes a token: it leaves the list at once and comes back if the BFF refuses, which rejects
   * with the PlugboardError (also sent to the provider's `onError`).
   */
  revoke(id: string): Promise<void>;
}

/**
 * The session user's personal MCP tokens (GET /mcp/tokens, cached with SWR), with create, update
 * (a token's tool scope) and revoke that keep the cached list current without asking again.
 *
 * @example
 * ```tsx
 * function Tokens() {
 *   const { data: tokens, create, revoke } = useMcpTokens();
 *   const [secret, setSecret] = useState<string>();
 *   return (
 *     <>
 *       <button type="button" onClick={async () => setSecret((await create({ name: 'Laptop', client: 'cursor' })).secret)}>
 *         New token
 *       </button>
 *       {secret && <code>{secret}</code>}
 *       {tokens?.map((token) => (
 *         <button type="button" key={token.id} onClick={() => revoke(token.id)}>Revoke {token.name}</button>
 *       ))}
 *     </>
 *   );
 * }
 * ```
 */
export function useMcpTokens(): UseMcpTokensResult {
  const { client, cache, notifyError } = usePlugboardInternals();
  const key = mcpTokensKey(client.baseUrl);
  const { data, error, isLoading, mutate } = useSWR<McpTokensResponse, PlugboardError>(
    key,
    () => listMcpTokens(client),
    cache.config,
  );
  const refetch = useRefetch(mutate);
  const { mutate: mutateKey } = cache;
  const [pending, setPending] = useState(0);
  const [status, setStatus] = useState<ActionStatus>('idle');

  /** Runs one token action, keeping `status` and `isPending` with it. */
  const track = useCallback(
    async <Result>(action: () => Promise<Result>): Promise<Result> => {
      setPending((count) => count + 1);
      setStatus('pending');
      try {
        const result = await action();
        setStatus('success');
        return result;
      } catch (cause) {
        const failure = toPlugboardError(cause);
        setStatus('error');
        notifyError(failure);
        throw failure;
      } finally {
        setPending((count) => count - 1);
      }
    },
    [notifyError],
  );

  const create = useCallback(
    (request: CreateMcpTokenRequest) =>
      track(async () => {
        const created = await createMcpToken(client, request);
        // A list still loading is asked for again: SWR drops a request in flight on mutate.
        await mutate(
          (cached: Cached) => cached && { ...cached, tokens: [created.token, ...cached.tokens] },
          { revalidate: (cached: Cached) => cached === undefined },
        );
        return created;
      }),
    [client, mutate, track],
  );

  const update = useCallback(
    (id: string, request: UpdateMcpTokenRequest) =>
      track(async () => {
        const { token } = await updateMcpToken(client, id, request);
        await mutate(
          (cached: Cached) =>
            cached && {
              ...cached,
              tokens: cached.tokens.map((each) => (each.id === token.id ? token : each)),
            },
          { revalidate: (cached: Cached) => cached === undefined },
        );
        return token;
      }),
    [client, mutate, track],
  );

  const revoke = useCallback(
    (id: string) =>
      track(async () => {
        // SWR shows the edit at once and puts the list back if the request fails.
        await mutateKey<Cached, void>(key, revokeMcpToken(client, id), {
          optimisticData: (cached) =>
            cached && { ...cached, tokens: cached.tokens.filter((token) => token.id !== id) },
          populateCache: false,
          rollbackOnError: true,
          revalidate: false,
        });
      }),
    [client, key, mutateKey, track],
  );

  return {
    endpoint: data?.endpoint,
    data: data?.tokens,
    error,
    isLoading,
    refetch,
    status,
    isPending: pending > 0,
    create,
    update,
    revoke,
  };
}
