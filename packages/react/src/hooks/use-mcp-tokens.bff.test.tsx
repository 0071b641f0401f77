import { createMemoryMcpTokenStore, createPlugboard } from '@plugboard/server';
import { setupBff } from '@plugboard/test-kit';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { createBffClient } from '../core/bff-client.ts';
import { renderHookWithPlugboard } from '../test/render-with-plugboard.tsx';
import { useMcpTokens } from './use-mcp-tokens.ts';

// useMcpTokens against the real BFF's personal token routes and the emulator.
const ENDPOINT = 'https://app.example.com/mcp';
const bff = setupBff({
  plugboard: (options) =>
    createPlugboard({
      ...options,
      mcp: { endpoint: ENDPOINT },
      stores: { mcpTokens: createMemoryMcpTokenStore() },
    }),
  client: createBffClient,
});

describe('useMcpTokens on the real BFF', () => {
  test('creates a token shown once, lists it without its secret, and revokes it', async () => {
    const { result } = renderHookWithPlugboard(() => useMcpTokens(), {
      baseUrl: bff.baseUrl,
      fetch: bff.fetch,
    });
    await waitFor(() => expect(result.current.tokens).toEqual([]));
    expect(result.current.endpoint).toBe(ENDPOINT);

    let secret = '';
    await act(async () => {
      const created = await result.current.create({ name: 'Laptop', client: 'claude-code' });
      secret = created.secret;
      expect(created.token.hint).toBe(secret.slice(-4));
    });
    expect(result.current.tokens?.map((token) => token.name)).toEqual(['Laptop']);

    // What the BFF lists afterwards is what the cache holds, never with the secret.
    await act(() => result.current.refresh());
    expect(result.current.tokens?.map((token) => token.name)).toEqual(['Laptop']);
    expect(JSON.stringify(result.current.tokens)).not.toContain(secret);

    const id = result.current.tokens?.[0]?.id as string;
    await act(() => result.current.revoke(id));
    expect(result.current.tokens).toEqual([]);
    await act(() => result.current.refresh());
    expect(result.current.tokens).toEqual([]);
  });

  test('a token made for chosen connectors changes scope, and a tool the app refuses is a 400', async () => {
    const { result } = renderHookWithPlugboard(() => useMcpTokens(), {
      baseUrl: bff.baseUrl,
      fetch: bff.fetch,
    });
    await waitFor(() => expect(result.current.tokens).toBeDefined());
    await act(async () => {
      await result.current.create({
        name: 'CRM only',
        tool_scope: { mode: 'listed', connectors: ['crm'] },
      });
    });
    const id = result.current.tokens?.[0]?.id as string;
    await act(async () => {
      await result.current.update(id, { tool_scope: { mode: 'discover' } });
    });
    await act(() => result.current.refresh());
    expect(result.current.tokens?.[0]?.tool_scope).toEqual({ mode: 'discover' });
    let failure: unknown;
    await act(async () => {
      failure = await result.current
        .update(id, {
          tool_scope: { mode: 'listed', connectors: ['crm'], tools: ['crm_delete_person'] },
        })
        .catch((error: unknown) => error);
    });
    expect(failure).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
    expect((failure as Error).message).toContain('crm_delete_person');
    await act(() => result.current.revoke(id));
  });

  test('an out-of-range expiry is the BFF’s VALIDATION_FAILED, and nothing is created', async () => {
    const { result } = renderHookWithPlugboard(() => useMcpTokens(), {
      baseUrl: bff.baseUrl,
      fetch: bff.fetch,
    });
    await waitFor(() => expect(result.current.tokens).toBeDefined());
    let failure: unknown;
    await act(async () => {
      failure = await result.current
        .create({ name: 'Forever', client: 'cursor', expires_in_days: 400 })
        .catch((error: unknown) => error);
    });
    expect(failure).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
    await act(() => result.current.refresh());
    expect(result.current.tokens).toEqual([]);
  });
});
