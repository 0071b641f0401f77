import { createPlugboard } from '@plugboard/server';
import { setupBff } from '@plugboard/test-kit';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { createBffClient } from '../core/bff-client.ts';
import { renderHookWithPlugboard } from '../test/render-with-plugboard.tsx';
import { useToolReadiness } from './use-tool-readiness.ts';
import { useTools } from './use-tools.ts';

const bff = setupBff({ plugboard: createPlugboard, client: createBffClient });

const toolRequests = () => bff.requests.filter((request) => request.path.endsWith('/tools'));

describe('useToolReadiness', () => {
  test('says each allowed tool is not connected, then ready once the user connects', async () => {
    const { result } = renderHookWithPlugboard(() => useToolReadiness({ connector: 'docsapp' }), {
      baseUrl: bff.baseUrl,
      fetch: bff.fetch,
      reactStrictMode: true,
    });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.readiness).toBeDefined());
    expect(result.current.readiness?.length).toBeGreaterThan(0);
    expect(result.current.readiness?.every((entry) => entry.connector === 'docsapp')).toBe(true);
    expect(result.current.readiness?.[0]).toMatchObject({ ready: false, reason: 'not_connected' });

    await bff.connectAccount('docsapp');
    await act(() => result.current.refresh());
    expect(result.current.readiness?.every((entry) => entry.ready)).toBe(true);
    expect(result.current.readiness?.[0]).not.toHaveProperty('reason');
  });

  test('shares one GET /tools with useTools', async () => {
    const { result } = renderHookWithPlugboard(
      () => ({ readiness: useToolReadiness(), tools: useTools() }),
      { baseUrl: bff.baseUrl, fetch: bff.fetch },
    );
    await waitFor(() => expect(result.current.readiness.readiness).toBeDefined());
    expect(result.current.readiness.readiness?.map((entry) => entry.tool_name)).toEqual(
      result.current.tools.tools?.map((tool) => tool.name),
    );
    expect(toolRequests()).toHaveLength(1);
  });
});
