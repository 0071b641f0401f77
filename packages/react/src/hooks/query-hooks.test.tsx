import { createMemoryMcpTokenStore, createPlugboard } from '@plugboard/server';
import { setupBff } from '@plugboard/test-kit';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { createBffClient } from '../core/bff-client.ts';
import { renderHookWithPlugboard } from '../test/render-with-plugboard.tsx';
import { useAccountActivity } from './use-account-activity.ts';
import { useAccountPermissions } from './use-account-permissions.ts';
import { useConnectedAccounts } from './use-connected-accounts.ts';
import { useConnectors } from './use-connectors.ts';
import { useMcpTokens } from './use-mcp-tokens.ts';
import { useToolReadiness } from './use-tool-readiness.ts';
import { useTools } from './use-tools.ts';

// Every query hook answers the same four names: data, error, isLoading and refetch().
const bff = setupBff({
  plugboard: (options) =>
    createPlugboard({
      ...options,
      mcp: { endpoint: 'https://app.example.com/mcp' },
      stores: { mcpTokens: createMemoryMcpTokenStore() },
    }),
  client: createBffClient,
});

interface QueryResult {
  data: unknown;
  error: unknown;
  isLoading: boolean;
  refetch(): Promise<void>;
}

const requestsTo = (pathEnd: string) =>
  bff.requests.filter((request) => request.method === 'GET' && request.path.endsWith(pathEnd));

const hooks: [string, string, (accountId: string) => QueryResult][] = [
  ['useConnectedAccounts', '/accounts', () => useConnectedAccounts()],
  ['useConnectors', '/connectors', () => useConnectors()],
  ['useTools', '/tools', () => useTools()],
  ['useToolReadiness', '/tools', () => useToolReadiness()],
  ['useAccountPermissions', '/permissions', (id) => useAccountPermissions(id)],
  ['useAccountActivity', '/activity', (id) => useAccountActivity(id)],
  ['useMcpTokens', '/mcp/tokens', () => useMcpTokens()],
];

describe('every query hook', () => {
  test.each(hooks)(
    '%s: refetch() asks the BFF again and resolves once the answer is in',
    async (_, path, hook) => {
      const account = await bff.connectAccount('docsapp');
      const { result } = renderHookWithPlugboard(() => hook(account.id), {
        baseUrl: bff.baseUrl,
        fetch: bff.fetch,
      });
      expect(result.current.isLoading).toBe(true);
      await waitFor(() => expect(result.current.data).toBeDefined());
      expect(result.current.isLoading).toBe(false);
      expect(result.current.error).toBeUndefined();
      const before = requestsTo(path).length;

      let resolved: unknown = 'not yet';
      await act(async () => {
        resolved = await result.current.refetch();
      });
      expect(resolved).toBeUndefined();
      expect(requestsTo(path)).toHaveLength(before + 1);
      expect(result.current.data).toBeDefined();
    },
  );

  test('useAccountActivity: refetch() shows a run made elsewhere', async () => {
    const account = await bff.connectAccount('docsapp');
    const { result } = renderHookWithPlugboard(() => useAccountActivity(account.id), {
      baseUrl: bff.baseUrl,
      fetch: bff.fetch,
    });
    await waitFor(() => expect(result.current.data).toEqual([]));
    await bff.client.executeTool({ tool_name: 'docsapp_data_fetch', params: { query: 'roadmap' } });
    await act(() => result.current.refetch());
    expect(result.current.data).toMatchObject([{ tool: 'docsapp_data_fetch' }]);
  });
});
