import type { PlugboardToolOutput, ToolSuccessOutput } from '@plugboard/schema';
import { render, screen } from '@testing-library/react';
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
