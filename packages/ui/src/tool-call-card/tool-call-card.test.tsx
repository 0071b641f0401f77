import { PlugboardProvider } from '@plugboard/react';
import { createBffClient } from '@plugboard/react/core';
import type {
  AuthorizationRequiredOutput,
  PlugboardToolOutput,
  ToolSuccessOutput,
} from '@plugboard/schema';
import { createPlugboard } from '@plugboard/server';
import { setupBff, stubWindowOpen } from '@plugboard/test-kit';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PlugboardUiProvider } from '../provider/plugboard-ui-provider.tsx';
import { axeViolations } from '../test/axe.ts';
import { renderWithPlugboard } from '../test/render-with-plugboard.tsx';
import { VerifyCallback } from '../verify-callback/verify-callback.tsx';
import { crmPeople } from '../viewers/crm/fixtures.ts';
import { ToolCallCard, type ToolCallCardProps } from './tool-call-card.tsx';

// Each test its own base URL: the components use the host's SWR cache, shared across tests.
const bff = setupBff({
  plugboard: createPlugboard,
  client: createBffClient,
  baseUrlPerTest: true,
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderCard(props: ToolCallCardProps) {
  const view = renderWithPlugboard(<ToolCallCard {...props} />, {
    baseUrl: bff.baseUrl,
    fetch: bff.fetch,
  });
  const root = () => view.container.querySelector('.pb-tool-call') as HTMLElement;
  const status = () => within(root()).getAllByRole('status')[0]?.textContent;
  return { ...view, root, status };
}

const authorization = (
  reason: AuthorizationRequiredOutput['reason'],
  more: Partial<AuthorizationRequiredOutput> = {},
): AuthorizationRequiredOutput => ({
  status: 'authorization_required',
  tool_name: 'crm_list_people',
  connector: 'crm',
  reason,
  message: 'The user has no CRM connection.',
  ...more,
});

describe('ToolCallCard', () => {
  test('pending: the tool in words, a spinner, busy', async () => {
    const { container, root, status } = renderCard({
      tool: 'crm_list_people',
      input: { limit: 5 },
      state: 'pending',
    });
    expect(screen.getByRole('region', { name: 'List people · CRM' })).toBe(root());
    expect(root().getAttribute('aria-busy')).toBe('true');
    expect(root().querySelector('.pb-spinner')).not.toBeNull();
    expect(status()).toBe('Working on it…');
    expect(await axeViolations(container)).toEqual([]);
  });

  test('a tool named after its connector is titled once, as in the MCP tool list', () => {
    const { root } = renderCard({
      tool: 'websearch_web_search',
      input: { q: 'plugboard' },
      state: 'pending',
    });
    expect(root().querySelector('.pb-tool-call__title')?.textContent).toBe('Web search');
    expect(screen.getByRole('region', { name: 'Web search' })).toBe(root());
  });

  test('output ok: the result in the tool’s own viewer', async () => {
    const output: ToolSuccessOutput = {
      status: 'ok',
      tool_name: 'crm_list_people',
      data: crmPeople,
      execution_id: 'ex_1',
      account: { id: 'ca_1', name: 'Work CRM', is_default: true, shared_by: null },
    };
    const { container, root, status } = renderCard({
      tool: 'crm_list_people',
      state: 'output',
      output,
    });
    expect(root().getAttribute('data-status')).toBe('ok');
    expect(root().getAttribute('aria-busy')).toBe('false');
    expect(status()).toBe('Done');
    await waitFor(() => expect(root().querySelector('[data-viewer]')).not.toBeNull());
    expect(root().querySelector('.pb-result')?.getAttribute('data-connector')).toBe('crm');
    expect((await screen.findAllByText('Wile E. Coyote')).length).toBeGreaterThan(0);
    expect(await axeViolations(container)).toEqual([]);
  }, 30_000);

  test('output error: the words for its code and what to do', async () => {
    const output: PlugboardToolOutput = {
      status: 'error',
      tool_name: 'crm_list_people',
      error: { code: 'RATE_LIMITED', message: 'Too many requests.', status: 429 },
    };
    const { container, root, status } = renderCard({
      tool: 'crm_list_people',
      state: 'output',
      output,
    });
    expect(root().getAttribute('data-status')).toBe('error');
    expect(status()).toBe('It failed: Too many requests.');
    expect(root().textContent).toContain('The service is busy. Wait a minute');
    expect(await axeViolations(container)).toEqual([]);
  });

  test('localization: tool names, error messages and hints are the host’s', () => {
    render(
      <PlugboardUiProvider
        localization={{
          toolNames: { crm_list_people: 'Kontakte auflisten' },
          connectorNames: { crm: 'Kundenverwaltung' },
          errorMessages: { RATE_LIMITED: 'Zu viele Anfragen.' },
          toolErrorHints: { RATE_LIMITED: 'Bitte warten.' },
          toolCallFailed: (message) => `Fehlgeschlagen: ${message}`,
        }}
      >
        <ToolCallCard
          tool="crm_list_people"
          state="output"
          output={{
            status: 'error',
            tool_name: 'crm_list_people',
            error: { code: 'RATE_LIMITED', message: 'Too many requests.', status: 429 },
          }}
        />
      </PlugboardUiProvider>,
    );
    expect(
      screen.getByRole('region', { name: 'Kontakte auflisten · Kundenverwaltung' }),
    ).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('Fehlgeschlagen: Zu viele Anfragen.');
    expect(screen.getByText('Bitte warten.')).toBeDefined();
  });

  test('error state: the message and what to do', async () => {
    const { container, status } = renderCard({
      tool: 'crm_list_people',
      state: 'error',
      error: 'The model sent no input.',
    });
    expect(status()).toBe('It failed: The model sent no input.');
    expect(screen.getByText('Ask the assistant to try again.')).toBeDefined();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('approval: the input readable, Approve and Deny by keyboard', async () => {
    const user = userEvent.setup();
    const onApprove = vi.fn();
    const onDeny = vi.fn();
    const { container, root } = renderCard({
      tool: 'crm_create_task',
      input: {
        content: 'Call Wile back',
        is_completed: false,
        linked_records: [],
        extra: { a: 1 },
      },
      state: 'approval-requested',
      onApprove,
      onDeny,
    });
    const terms = [...root().querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toEqual(['Content', 'Is completed', 'Linked records', 'Extra', 'A']);
    expect([...root().querySelectorAll('dd')].map((value) => value.textContent)).toEqual([
      'Call Wile back',
      'No',
      '',
      'A1',
      '1',
    ]);
    expect(await axeViolations(container)).toEqual([]);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Approve' }));
    await user.keyboard('{Enter}');
    expect(onApprove).toHaveBeenCalledOnce();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Deny' }));
    await user.keyboard(' ');
    expect(onDeny).toHaveBeenCalledOnce();
  });

  test('denied: says nothing was done', async () => {
    const { container, status } = renderCard({
      tool: 'crm_create_task',
      input: { content: 'Call Wile back' },
      state: 'denied',
    });
    expect(status()).toBe('You denied it. Nothing was done.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  test.each([
    {
      output: authorization('not_connected'),
      button: 'Connect CRM to continue',
      text: /This needs your CRM account/,
    },
    {
      output: authorization('expired'),
      button: 'Reconnect CRM',
      text: /Your CRM connection has expired/,
    },
    { output: authorization('pending'), button: 'Finish connecting CRM', text: /not finished yet/ },
    {
      output: authorization('missing_scope', { missing_scopes: ['crm:write'] }),
      button: 'Reconnect CRM',
      text: /more access to CRM \(crm:write\)/,
    },
  ])('authorization_required ($output.reason): $button', async ({ output, button, text }) => {
    const { container, status, root } = renderCard({
      tool: 'crm_list_people',
      state: 'output',
      output,
    });
    expect(root().getAttribute('data-status')).toBe('authorization_required');
    expect(status()).toMatch(text);
    expect(await screen.findByRole('button', { name: button })).toBeDefined();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('authorization_required → connect in the popup → the same call runs again → onResolved', async () => {
    const user = userEvent.setup();
    const windows = stubWindowOpen();
    const onResolved = vi.fn<(output: ToolSuccessOutput) => void>();
    const { root } = renderCard({
      tool: 'crm_list_people',
      input: { limit: 5 },
      state: 'output',
      output: authorization('not_connected'),
      onResolved,
    });

    await user.click(await screen.findByRole('button', { name: 'Connect CRM to continue' }));
    expect(windows.open).toHaveBeenCalledOnce();
    await screen.findByRole('button', { name: 'Waiting for CRM…' });
    const search = await bff.consent(windows.popup.location.href);
    render(
      <PlugboardProvider baseUrl={bff.baseUrl} fetch={bff.fetch}>
        <VerifyCallback search={search} />
      </PlugboardProvider>,
    );

    await waitFor(() => expect(onResolved).toHaveBeenCalledOnce(), { timeout: 30_000 });
    const resolved = onResolved.mock.calls[0]?.[0];
    expect(resolved).toMatchObject({ status: 'ok', tool_name: 'crm_list_people' });
    expect(typeof resolved?.execution_id).toBe('string');
    expect(resolved?.account).toMatchObject({ is_default: true, shared_by: null });
    expect(root().querySelector('.pb-tool-call__account')?.textContent).toBe(
      `Ran on ${resolved?.account.name}`,
    );
    const execute = bff.requests.filter((request) => request.path.endsWith('/tools/execute'));
    expect(execute).toHaveLength(1);
    await waitFor(() => expect(root().getAttribute('data-status')).toBe('ok'));
    await waitFor(() => expect(root().querySelector('[data-viewer]')).not.toBeNull());
    expect(await axeViolations(root())).toEqual([]);
  }, 60_000);
});
