'use client';

import type {
  CreateMcpTokenRequest,
  CreateMcpTokenResponse,
  McpToken,
  McpTokensResponse,
  UpdateMcpTokenRequest,
} from '@plugboard/schema';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { usePlugboardContext } from '../context/plugboard-context.ts';
import {
  createMcpToken,
  listMcpTokens,
  revokeMcpToken,
  updateMcpToken,
} from '../core/mcp-token-routes.ts';
import { type PlugboardError, toPlugboardError } from '../core/plugboard-error.ts';
import { mcpTokensKey } from './swr-keys.ts';

type Cached = McpTokensResponse | undefined;

export interface UseMcpTokensResult {
  /** The absolute URL of the MCP endpoint, for a client's configuration; undefined until loaded. */
  endpoint: string | undefined;
  /** The session user's live tokens, newest first; undefined until loaded. */
  tokens: McpToken[] | undefined;
  /** Why the list could not load. */
  error: PlugboardError | undefined;
  isLoading: boolean;
  /** Asks for the list again (last use changes while clients call the endpoint). */
  refresh(): Promise<unknown>;
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
 *   const { tokens, create, revoke } = useMcpTokens();
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
  const { client, notifyError } = usePlugboardContext();
  const key = mcpTokensKey(client.baseUrl);
  const { data, error, isLoading, mutate } = useSWR<McpTokensResponse, PlugboardError>(key, () =>
    listMcpTokens(client),
  );
  const { mutate: mutateKey } = useSWRConfig();

  const fail = useCallback(
    (cause: unknown): never => {
      const failure = toPlugboardError(cause);
      notifyError(failure);
      throw failure;
    },
    [notifyError],
  );

  const create = useCallback(
    async (request: CreateMcpTokenRequest) => {
      const created = await createMcpToken(client, request).catch(fail);
      // A list still loading is asked for again: SWR drops a request in flight on mutate.
      await mutate(
        (cached: Cached) => cached && { ...cached, tokens: [created.token, ...cached.tokens] },
        { revalidate: (cached: Cached) => cached === undefined },
      );
      return created;
    },
    [client, mutate, fail],
  );

  const update = useCallback(
    async (id: string, request: UpdateMcpTokenRequest) => {
      const { token } = await updateMcpToken(client, id, request).catch(fail);
      await mutate(
        (cached: Cached) =>
          cached && {
            ...cached,
            tokens: cached.tokens.map((each) => (each.id === token.id ? token : each)),
          },
        { revalidate: (cached: Cached) => cached === undefined },
      );
      return token;
    },
    [client, mutate, fail],
  );

  const revoke = useCallback(
    async (id: string) => {
      // SWR shows the edit at once and puts the list back if the request fails.
      await mutateKey<Cached, void>(key, revokeMcpToken(client, id), {
        optimisticData: (cached) =>
          cached && { ...cached, tokens: cached.tokens.filter((token) => token.id !== id) },
        populateCache: false,
        rollbackOnError: true,
        revalidate: false,
      }).catch(fail);
    },
    [client, key, mutateKey, fail],
  );

  return {
    endpoint: data?.endpoint,
    tokens: data?.tokens,
    error,
    isLoading,
    refresh: () => mutate(),
    create,
    update,
    revoke,
  };
}
