import { createPlugboard } from '@plugboard/server';
import { setupBff } from '@plugboard/test-kit';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { createBffClient } from '../core/bff-client.ts';
import { renderHookWithPlugboard } from '../test/render-with-plugboard.tsx';
import { useAccountActivity } from './use-account-activity.ts';
import { useAccountPermissions } from './use-account-permissions.ts';
import { useExecuteTool } from './use-execute-tool.ts';

// The account hooks against the real BFF and the emulator (issue 16's routes).
const bff = setupBff({ plugboard: createPlugboard, client: createBffClient });

describe('the account details hooks on the real BFF', () => {
  test('a run through useExecuteTool shows in the account’s activity, as the user’s', async () => {
    const account = await bff.connectAccount('docsapp');
    const { result } = renderHookWithPlugboard(
      () => ({
        activity: useAccountActivity(account.id),
        run: useExecuteTool({ tool: 'docsapp_data_fetch' }),
      }),
      { baseUrl: bff.baseUrl, fetch: bff.fetch },
    );
    await waitFor(() => expect(result.current.activity.entries).toEqual([]));
    expect(result.current.activity.hasMore).toBe(false);

    await act(() => result.current.run.execute({ query: 'roadmap' }));
    expect(result.current.run.status).toBe('success');
    await waitFor(() => expect(result.current.activity.entries).toHaveLength(1));
    expect(result.current.activity.entries?.[0]).toMatchObject({
      tool: 'docsapp_data_fetch',
      effect: 'read',
      outcome: 'success',
      actor: { you: true },
    });
  });

  test('permissions name the account’s connector and what each allowed tool can do', async () => {
    const account = await bff.connectAccount('docsapp');
    const { result } = renderHookWithPlugboard(() => useAccountPermissions(account.id), {
      baseUrl: bff.baseUrl,
      fetch: bff.fetch,
    });
    await waitFor(() => expect(result.current.permissions).toBeDefined());
    expect(result.current.permissions?.account_id).toBe(account.id);
    expect(result.current.permissions?.connector).toBe('docsapp');
    expect(result.current.permissions?.tools.length).toBeGreaterThan(0);
    expect(
      result.current.permissions?.tools.every((tool) => tool.tool.startsWith('docsapp_')),
    ).toBe(true);
  });

  test('another user’s or a made-up account is NOT_FOUND', async () => {
    const { result } = renderHookWithPlugboard(() => useAccountActivity('ca_nobody'), {
      baseUrl: bff.baseUrl,
      fetch: bff.fetch,
    });
    await waitFor(() => expect(result.current.error).toBeDefined());
    expect(result.current.error?.status).toBe(404);
  });
});
