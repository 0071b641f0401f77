'use client';

import type { PlugboardToolOutput } from '@plugboard/schema';
import type { AbstractChat, DynamicToolUIPart, ToolUIPart, UIMessage } from 'ai';
import type { ToolCallCardProps } from '../tool-call-card/tool-call-card.tsx';

/** A tool part of an AI SDK v6 UI message: `tool-<name>` or `dynamic-tool`. */
export type AiSdkToolPart = ToolUIPart | DynamicToolUIPart;

/**
 * What the adapter needs of the chat: `useChat()`'s (or a `Chat`'s) own
 * `addToolApprovalResponse` and `addToolOutput`, typed by its messages' tools or not.
 */
export type AiSdkChat<Message extends UIMessage = UIMessage> = Pick<
  AbstractChat<Message>,
  'addToolApprovalResponse' | 'addToolOutput'
>;

/** The props of `ToolCallCard` that come from an AI SDK tool part. */
export type ToolPartCardProps = Pick<
  ToolCallCardProps,
  'tool' | 'input' | 'state' | 'output' | 'error' | 'onApprove' | 'onDeny' | 'onResolved'
>;

/** The tool's name of a part: `tool-crm_list_people` → `crm_list_people`. */
export function toolPartName(part: AiSdkToolPart): string {
  return part.type === 'dynamic-tool' ? part.toolName : part.type.slice('tool-'.length);
}

/**
 * Maps an AI SDK v6 tool part onto `ToolCallCard` props: `input-streaming`, `input-available` and
 * an approved `approval-responded` are `pending`; `approval-requested` answers the chat's
 * approval through Approve and Deny; `output-available` shows the output, and after the user
 * connected or chose the account to run on, the card hands the new output to the chat
 * (`addToolOutput`); `output-error` is `error` with its `errorText`; `output-denied` and a refused
 * `approval-responded` are `denied`.
 *
 * @example
 * ```tsx
 * const { messages, addToolApprovalResponse, addToolOutput } = useChat();
 * <ToolCallCard {...toolCallCardProps(part, { addToolApprovalResponse, addToolOutput })} />
 * ```
 */
export function toolCallCardProps<Message extends UIMessage>(
  part: AiSdkToolPart,
  chat?: AiSdkChat<Message>,
): ToolPartCardProps {
  const toolName = toolPartName(part);
  const props = { tool: toolName, input: part.input };
  switch (part.state) {
    case 'input-streaming':
    case 'input-available':
      return { ...props, state: 'pending' };
    case 'approval-requested': {
      const id = part.approval.id;
      return {
        ...props,
        state: 'approval-requested',
        onApprove: () => void chat?.addToolApprovalResponse({ id, approved: true }),
        onDeny: () => void chat?.addToolApprovalResponse({ id, approved: false }),
      };
    }
    case 'approval-responded':
      return { ...props, state: part.approval.approved ? 'pending' : 'denied' };
    case 'output-available':
      return {
        ...props,
        state: 'output',
        output: part.output as PlugboardToolOutput,
        onResolved: (output) => {
          // The chat's tools type `tool` and `output`; the part came from this chat, so they fit.
          const answer = { tool: toolName, toolCallId: part.toolCallId, output };
          void chat?.addToolOutput(answer as never);
        },
      };
    case 'output-error':
      return { ...props, state: 'error', error: part.errorText };
    case 'output-denied':
      return { ...props, state: 'denied' };
  }
}
