import type { McpToolScope } from '@plugboard/schema';
import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { PlugboardError } from '../core/plugboard-error.ts';
import { type McpTokensBff, serveMcpTokensBff } from '../test/mcp-tokens-bff.ts';
import { renderHookWithPlugboard } from '../test/render-with-plugboard.tsx';
import { useMcpTokens } from './use-mcp-tokens.ts';

/*
 * The cache discipline of useMcpTokens against a loopback stand-in of the token routes
 * (src/test/mcp-tokens-bff.ts), which can refuse a revoke; the same hook on the real BFF is in
 * use-mcp-tokens.bff.test.tsx.
 */

let bff: McpTokensBff;
beforeAll(async () => {
  bff = await serveMcpTokensBff();
});
afterAll(() => bff.close());

describe('useMcpTokens', () => {
  test('lists, creates at the top with its secret once, and revokes, without reading again', async () => {
    const { result } = renderHookWithPlugboard(() => useMcpTokens(), {
      baseUrl: bff.baseUrl,
      reactStrictMode: true,
    });
    await waitFor(() => expect(result.current.data).toEqual([]));
    expect(result.current.endpoint).toBe(`${new URL(bff.baseUrl).origin}/mcp`);
    bff.requests.length = 0;
    expect([result.current.status, result.current.isPending]).toEqual(['idle', false]);

    let secret = '';
    let creating: Promise<{ secret: string }> = Promise.resolve({ secret });
    act(() => {
      creating = result.current.create({ name: 'Laptop', client: 'cursor' });
    });
    expect([result.current.status, result.current.isPending]).toEqual(['pending', true]);
    await act(async () => {
      secret = (await creating).secret;
    });
    expect([result.current.status, result.current.isPending]).toEqual(['success', false]);
    await act(async () => {
      await result.current.create({ name: 'Desk', client: 'vscode', expires_in_days: 7 });
    });
    expect(secret).toMatch(/^pbm_/);
    expect(result.current.data?.map((token) => token.name)).toEqual(['Desk', 'Laptop']);
    expect(JSON.stringify(result.current.data)).not.toContain(secret);

    const laptop = result.current.data?.[1]?.id as string;
    await act(() => result.current.revoke(laptop));
    expect(result.current.data?.map((token) => token.name)).toEqual(['Desk']);
    expect(bff.tokens.map((token) => token.name)).toEqual(['Desk']);
    expect(bff.requests).toEqual([
      'POST /api/plugboard/mcp/tokens',
      'POST /api/plugboard/mcp/tokens',
      `DELETE /api/plugboard/mcp/tokens/${laptop}`,
    ]);
  });

  test('a refused revoke puts the token back and rejects with the BFF’s error', async () => {
    const onError = vi.fn();
    const { result } = renderHookWithPlugboard(() => useMcpTokens(), {
      baseUrl: bff.baseUrl,
      onError,
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    await act(async () => {
      await result.current.create({ name: 'Kept', client: 'claude-code' });
    });
    const kept = result.current.data?.[0]?.id as string;
    bff.refuse.add(kept);

    let failure: unknown;
    await act(async () => {
      failure = await result.current.revoke(kept).catch((error: unknown) => error);
    });
    expect(failure).toBeInstanceOf(PlugboardError);
    expect((failure as PlugboardError).status).toBe(403);
    expect(onError).toHaveBeenCalledWith(failure);
    expect([result.current.status, result.current.isPending]).toEqual(['error', false]);
    expect(result.current.data?.[0]?.id).toBe(kept);
  });

  test('creates a token with a tool scope and changes it in place, without reading again', async () => {
    const { result } = renderHookWithPlugboard(() => useMcpTokens(), { baseUrl: bff.baseUrl });
    await waitFor(() => expect(result.current.data).toBeDefined());
    await act(async () => {
      await result.current.create({
        name: 'Scoped',
        tool_scope: { mode: 'listed', connectors: ['crm'] },
      });
    });
    const scoped = result.current.data?.[0];
    expect(scoped?.tool_scope).toEqual({ mode: 'listed', connectors: ['crm'] });
    bff.requests.length = 0;
    const crmPeople: McpToolScope = {
      mode: 'listed',
      connectors: ['crm'],
      tools: ['crm_list_people'],
    };
    await act(async () => {
      const token = await result.current.update(scoped?.id as string, { tool_scope: crmPeople });
      expect(token.tool_scope).toEqual(crmPeople);
    });
    expect(result.current.data?.[0]).toEqual({ ...scoped, tool_scope: crmPeople });
    expect(bff.requests).toEqual([`PATCH /api/plugboard/mcp/tokens/${scoped?.id}`]);
  });

  test('a refused update rejects with the BFF’s error and leaves the list as it was', async () => {
    const onError = vi.fn();
    const { result } = renderHookWithPlugboard(() => useMcpTokens(), {
      baseUrl: bff.baseUrl,
      onError,
    });
    await waitFor(() => expect(result.current.data).toBeDefined());
    await act(async () => {
      await result.current.create({ name: 'Fixed', client: 'cursor' });
    });
    const before = result.current.data;
    const fixed = before?.[0]?.id as string;
    bff.refuse.add(fixed);
    let failure: unknown;
    await act(async () => {
      failure = await result.current
        .update(fixed, { tool_scope: { mode: 'listed', connectors: ['video'] } })
        .catch((error: unknown) => error);
    });
    expect(failure).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(onError).toHaveBeenCalledWith(failure);
    expect(result.current.data).toEqual(before);
  });

  test('a refused create rejects with the BFF’s validation error and adds nothing', async () => {
    const { result } = renderHookWithPlugboard(() => useMcpTokens(), { baseUrl: bff.baseUrl });
    await waitFor(() => expect(result.current.data).toBeDefined());
    const before = result.current.data;
    let failure: unknown;
    await act(async () => {
      failure = await result.current
        .create({ name: 'x', client: 'cursor', expires_in_days: 0 })
        .catch((error: unknown) => error);
    });
    expect(failure).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
    expect(result.current.data).toEqual(before);
  });
});
