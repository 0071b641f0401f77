import { PlugboardProvider } from '@plugboard/react';
import type { PlugboardToolOutput, ToolAccount, ToolSuccessOutput } from '@plugboard/schema';
import { serveToolAccountsBff } from '@plugboard/test-kit';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AbstractChat, ToolUIPart, UIDataTypes, UIMessage } from 'ai';
import { describe, expect, test, vi } from 'vitest';
import * as entry from '../ai.ts';
import { AiSdkToolCallCard } from './ai-sdk-tool-call-card.tsx';
import { type AiSdkChat, type AiSdkToolPart, toolCallCardProps } from './tool-part-props.ts';

type CrmTools = { crm_list_people: { input: { limit: number }; output: PlugboardToolOutput } };
type CrmMessage = UIMessage<unknown, UIDataTypes, CrmTools>;

// useChat() and a Chat hand over their own functions, typed by their tools or not.
export const fitsAnyChat: AiSdkChat = {} as AbstractChat<UIMessage>;
export const fitsTypedChat = (part: ToolUIPart<CrmTools>, chat: AbstractChat<CrmMessage>) =>
  toolCallCardProps(part, chat);

function chat() {
  return {
    addToolApprovalResponse: vi.fn<AiSdkChat['addToolApprovalResponse']>(),
    addToolOutput: vi.fn<AiSdkChat['addToolOutput']>(),
  };
}

const base = { type: 'tool-crm_create_task', toolCallId: 'call_1' } as const;
const input = { content: 'Call Wile back' };

test('the entry', () => {
  expect(Object.keys(entry).sort()).toEqual([
    'AiSdkToolCallCard',
    'toolCallCardProps',
    'toolPartName',
  ]);
});

describe('toolCallCardProps maps each v6 state', () => {
  test.each<[string, AiSdkToolPart, string]>([
    ['input-streaming', { ...base, state: 'input-streaming', input: {} }, 'pending'],
    ['input-available', { ...base, state: 'input-available', input }, 'pending'],
    [
      'approval-responded (approved)',
      { ...base, state: 'approval-responded', input, approval: { id: 'ap_1', approved: true } },
      'pending',
    ],
    [
      'approval-responded (refused)',
      { ...base, state: 'approval-responded', input, approval: { id: 'ap_1', approved: false } },
      'denied',
    ],
    [
      'output-denied',
      { ...base, state: 'output-denied', input, approval: { id: 'ap_1', approved: false } },
      'denied',
    ],
  ])('%s', (_, part, state) => {
    expect(toolCallCardProps(part, chat())).toMatchObject({
      tool: 'crm_create_task',
      input: part.input,
      state,
    });
  });

  test('approval-requested: Approve and Deny answer the approval', () => {
    const host = chat();
    const props = toolCallCardProps(
      { ...base, state: 'approval-requested', input, approval: { id: 'ap_1' } },
      host,
    );
    expect(props.state).toBe('approval-requested');
    props.onApprove?.();
    props.onDeny?.();
    expect(host.addToolApprovalResponse.mock.calls).toEqual([
      [{ id: 'ap_1', approved: true }],
      [{ id: 'ap_1', approved: false }],
    ]);
  });

  test('output-available: the output, and a resolved run goes back to the chat', () => {
    const host = chat();
    const output: PlugboardToolOutput = {
      status: 'authorization_required',
      tool_name: 'crm_list_people',
      connector: 'crm',
      reason: 'not_connected',
      message: 'Connect the CRM.',
    };
    const props = toolCallCardProps(
      {
        type: 'dynamic-tool',
        toolName: 'crm_list_people',
        toolCallId: 'call_2',
        state: 'output-available',
        input: {},
        output,
      },
      host,
    );
    expect(props).toMatchObject({ tool: 'crm_list_people', state: 'output', output });
    const ok: ToolSuccessOutput = {
      status: 'ok',
      tool_name: 'crm_list_people',
      data: { data: [] },
      execution_id: 'ex_1',
      account: { id: 'ca_1', name: 'Personal', is_default: false, shared_by: null },
    };
    props.onResolved?.(ok);
    expect(host.addToolOutput).toHaveBeenCalledExactlyOnceWith({
      tool: 'crm_list_people',
      toolCallId: 'call_2',
      output: ok,
    });
  });

  test('output-error: the error text', () => {
    expect(
      toolCallCardProps({ ...base, state: 'output-error', input, errorText: 'Bad input.' }),
    ).toMatchObject({ state: 'error', error: 'Bad input.' });
  });
});

test('AiSdkToolCallCard: Approve by keyboard answers the chat', async () => {
  const user = userEvent.setup();
  const host = chat();
  render(
    <AiSdkToolCallCard
      part={{ ...base, state: 'approval-requested', input, approval: { id: 'ap_9' } }}
      chat={host}
      className="chat-card"
    />,
  );
  expect(screen.getByRole('region', { name: 'Create task · CRM' }).className).toBe(
    'pb-tool-call chat-card',
  );
  await user.tab();
  await user.keyboard('{Enter}');
  expect(host.addToolApprovalResponse).toHaveBeenCalledExactlyOnceWith({
    id: 'ap_9',
    approved: true,
  });
});

test('AiSdkToolCallCard: the account a part ran on, and the one the user chooses goes to the chat', async () => {
  const user = userEvent.setup();
  const work: ToolAccount = { id: 'ca_work', name: 'Work CRM', is_default: true, shared_by: null };
  const personal: ToolAccount = { ...work, id: 'ca_personal', name: 'Personal', is_default: false };
  const bff = await serveToolAccountsBff({
    accounts: [work, personal],
    results: { ca_work: { data: [] }, ca_personal: { data: [] } },
  });
  try {
    const host = chat();
    const part = (output: PlugboardToolOutput): AiSdkToolPart => ({
      type: 'tool-crm_list_people',
      toolCallId: 'call_3',
      state: 'output-available',
      input: { limit: 3 },
      output,
    });
    const card = (output: PlugboardToolOutput) => (
      <PlugboardProvider baseUrl={bff.baseUrl}>
        <AiSdkToolCallCard part={part(output)} chat={host} />
      </PlugboardProvider>
    );
    const view = render(
      card({
        status: 'ok',
        tool_name: 'crm_list_people',
        data: { data: [] },
        execution_id: 'ex_3',
        account: work,
      }),
    );
    expect(screen.getByText('Ran on Work CRM')).toBeDefined();

    view.rerender(
      card({
        status: 'account_choice_required',
        tool_name: 'crm_list_people',
        connector: 'crm',
        accounts: [work, personal],
        message: 'The user has several CRM accounts.',
      }),
    );
    await user.click(await screen.findByRole('radio', { name: 'Personal' }));
    await user.click(screen.getByRole('button', { name: 'Run on Personal' }));
    await waitFor(() => expect(host.addToolOutput).toHaveBeenCalledOnce());
    expect(host.addToolOutput.mock.calls[0]?.[0]).toMatchObject({
      tool: 'crm_list_people',
      toolCallId: 'call_3',
      output: { status: 'ok', account: personal },
    });
    expect(bff.executions).toEqual([
      {
        tool_name: 'crm_list_people',
        params: { limit: 3 },
        connector: 'crm',
        account: 'ca_personal',
      },
    ]);
  } finally {
    await bff.close();
  }
}, 30_000);
