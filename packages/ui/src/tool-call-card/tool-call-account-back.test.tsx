import { createBffClient } from '@plugboard/react/core';
import { useAccountEvents } from '@plugboard/react/events';
import type { AuthorizationRequiredOutput, ToolSuccessOutput } from '@plugboard/schema';
import { createPlugboard } from '@plugboard/server';
import { accountEvent, FakeEventSource, setupBff } from '@plugboard/test-kit';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { axeViolations } from '../test/axe.ts';
import { renderWithPlugboard } from '../test/render-with-plugboard.tsx';
import { ToolCallCard } from './tool-call-card.tsx';

/*
 * A card waiting for an account the user has not connected, with the host's live accounts (useAccountEvents) under
 * the same provider: the real hub and the real BFF; only the browser's EventSource is a fake the
 * test pushes events through, as the BFF's GET /events would.
 */

const bff = setupBff({
  plugboard: createPlugboard,
  client: createBffClient,
  baseUrlPerTest: true,
});

function LiveAccounts() {
  useAccountEvents();
  return null;
}

const notConnected = (tool: string): AuthorizationRequiredOutput => ({
  status: 'authorization_required',
  tool_name: tool,
  connector: 'crm',
  reason: 'not_connected',
  message: 'The user has no CRM connection.',
});

const executions = () => bff.requests.filter((request) => request.path.endsWith('/tools/execute'));

async function renderWaiting(tool: string, input: unknown) {
  const onResolved = vi.fn<(output: ToolSuccessOutput) => void>();
  const view = renderWithPlugboard(
    <>
      <LiveAccounts />
      <ToolCallCard
        toolName={tool}
        input={input}
        state="output"
        output={notConnected(tool)}
        onResolved={onResolved}
      />
    </>,
    { baseUrl: bff.baseUrl, fetch: bff.fetch },
  );
  const root = () => view.container.querySelector('.pb-tool-call') as HTMLElement;
  const status = () => within(root()).getAllByRole('status')[0]?.textContent;
  const [source] = FakeEventSource.open();
  act(() => source?.accept());
  // The card has read the list (no CRM account) and the tools' effects before the account comes back.
  await waitFor(() =>
    expect(bff.requests.some((request) => request.path.endsWith('/accounts'))).toBe(true),
  );
  await waitFor(() =>
    expect(bff.requests.some((request) => request.path.endsWith('/tools'))).toBe(true),
  );
  await new Promise((resolve) => setTimeout(resolve, 100));
  // Connected in another tab: the BFF's stream tells this one.
  const comeBack = async () => {
    const crm = await bff.connectAccount('crm');
    act(() =>
      source?.send(
        accountEvent(
          { id: crm.id, status: 'ACTIVE', old_status: null },
          { type: 'connected_account.created' },
        ),
      ),
    );
  };
  return { ...view, root, status, onResolved, comeBack };
}

describe('ToolCallCard when the account comes back elsewhere', () => {
  beforeEach(() => {
    FakeEventSource.reset();
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => vi.unstubAllGlobals());

  test('a read runs again by itself, once, and hands its output on', async () => {
    const { root, onResolved, comeBack } = await renderWaiting('crm_list_people', { limit: 5 });
    expect(screen.getByRole('button', { name: 'Connect CRM to continue' })).toBeDefined();
    expect(executions()).toHaveLength(0);

    await comeBack();
    await waitFor(() => expect(onResolved).toHaveBeenCalledOnce(), { timeout: 20_000 });
    expect(onResolved.mock.calls[0]?.[0]).toMatchObject({
      status: 'ok',
      tool_name: 'crm_list_people',
    });
    await waitFor(() => expect(root().getAttribute('data-status')).toBe('ok'));
    expect(executions()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Connect CRM to continue' })).toBeNull();
  }, 40_000);

  test('a write never runs by itself: Run comes back, and runs it on the user’s click', async () => {
    const user = userEvent.setup();
    const { container, status, comeBack } = await renderWaiting('crm_create_person', {
      values: { name: 'Ada Lovelace' },
    });
    expect(status()).toMatch(/This needs your CRM account/);

    await comeBack();
    const run = await screen.findByRole('button', { name: 'Run it' });
    await waitFor(() =>
      expect(status()).toBe('Your CRM account is connected again. Run it when you are ready.'),
    );
    expect(screen.queryByRole('button', { name: 'Connect CRM to continue' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(executions()).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);

    run.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(executions()).toHaveLength(1));
  }, 40_000);
});
