'use client';

import type { UIMessage } from 'ai';
import { ToolCallCard, type ToolCallCardProps } from '../tool-call-card/tool-call-card.tsx';
import { type AiSdkChat, type AiSdkToolPart, toolCallCardProps } from './tool-part-props.ts';

export interface AiSdkToolCallCardProps<Message extends UIMessage = UIMessage>
  extends Pick<ToolCallCardProps, 'viewers' | 'fallback' | 'className'> {
  /** A tool part of an assistant message (`tool-<name>` or `dynamic-tool`). */
  part: AiSdkToolPart;
  /** The chat (`useChat()`), for Approve, Deny and the output after connecting. */
  chat: AiSdkChat<Message>;
}

/**
 * `ToolCallCard` for a tool part of an AI SDK v6 chat.
 *
 * @example
 * ```tsx
 * const chat = useChat();
 * part.type.startsWith('tool-') && <AiSdkToolCallCard key={part.toolCallId} part={part} chat={chat} />
 * ```
 */
export function AiSdkToolCallCard<Message extends UIMessage>({
  part,
  chat,
  ...rest
}: AiSdkToolCallCardProps<Message>) {
  return <ToolCallCard {...rest} {...toolCallCardProps(part, chat)} />;
}
