import { useChat } from '@ai-sdk/react';
import { PlugboardProvider } from '@plugboard/react';
import { AiSdkToolCallCard } from '@plugboard/ui/ai';
import { isToolUIPart } from 'ai';
import '@plugboard/ui/styles.css';
import '@plugboard/ui/viewers.css';

function Messages() {
  const chat = useChat();
  return chat.messages.map((message) =>
    message.parts.map((part, index) =>
      part.type === 'text' ? (
        <p key={`${message.id}-${index}`}>{part.text}</p>
      ) : isToolUIPart(part) ? (
        <AiSdkToolCallCard key={part.toolCallId} part={part} chat={chat} />
      ) : null,
    ),
  );
}

export function Assistant() {
  return (
    <PlugboardProvider>
      <Messages />
    </PlugboardProvider>
  );
}
