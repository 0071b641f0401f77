'use client';

import { useChat } from '@ai-sdk/react';
import { PlugboardProvider } from '@plugboard/react';
import { AiSdkToolCallCard } from '@plugboard/ui/ai';
import { isToolUIPart } from 'ai';

/** Tool calls render as cards: results in their viewer, Approve and Deny, Connect to continue. */
export function Chat() {
  const chat = useChat();
  return (
    <PlugboardProvider>
      {chat.messages.map((message) => (
        <div key={message.id}>
          {message.parts.map((part, index) =>
            part.type === 'text' ? (
              <p key={`${message.id}-${index}`}>{part.text}</p>
            ) : isToolUIPart(part) ? (
              <AiSdkToolCallCard key={part.toolCallId} part={part} chat={chat} />
            ) : null,
          )}
        </div>
      ))}
    </PlugboardProvider>
  );
}
