import { createPlugboard } from '@plugboard/server';
import { setupBff } from '@plugboard/test-kit';
import { waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { createBffClient } from '../core/bff-client.ts';
import { renderHookWithPlugboard } from '../test/render-with-plugboard.tsx';
import { useTools } from './use-tools.ts';

const bff = setupBff({ plugboard: createPlugboard, client: createBffClient });

const toolRequests = () => bff.requests.filter((request) => request.path.endsWith('/tools'));

describe('useTools', () => {
  test('lists the allowed tools with their params schema, once under StrictMode', async () => {
    const { result } = renderHookWithPlugboard(() => useTools(), {
      baseUrl: bff.baseUrl,
      fetch: bff.fetch,
      reactStrictMode: true,
    });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.tools).toBeDefined());
    const search = result.current.tools?.find((tool) => tool.name === 'websearch_web_search');
    expect(search).toMatchObject({ connector: 'websearch', effect: 'read' });
    expect(search?.params_schema).toMatchObject({ type: 'object' });
    // The BFF's default allow-list: tools that only read.
    expect(result.current.tools?.every((tool) => tool.effect === 'read')).toBe(true);
    expect(toolRequests()).toHaveLength(1);
  });

  test("narrows to one connector's tools", async () => {
    const { result } = renderHookWithPlugboard(() => useTools({ connector: 'crm' }), {
      baseUrl: bff.baseUrl,
      fetch: bff.fetch,
    });
    await waitFor(() => expect(result.current.tools?.length).toBeGreaterThan(0));
    expect(new Set(result.current.tools?.map((tool) => tool.connector))).toEqual(new Set(['crm']));
  });
});
