import { useChat } from '@ai-sdk/react';
import type { AiSdkChat } from '@plugboard/ui/ai';
import { AiSdkToolCallCard } from '@plugboard/ui/ai';
import {
  DefaultChatTransport,
  isToolUIPart,
  lastAssistantMessageIsCompleteWithApprovalResponses,
} from 'ai';
import { type FormEvent, useMemo, useState } from 'react';
import { AppHeader } from '../app-header.tsx';
import type { DemoUser } from '../session-api.ts';

interface AskAcmePageProps {
  user: DemoUser;
  onSignedOut(): void;
}

const SUGGESTIONS = [
  'Who are my CRM contacts?',
  'Add a task Call Ada',
  'Search the web for open banking',
  'What are the top videos?',
  'Which tables are in the warehouse?',
];

/**
 * "Ask Acme": a chat whose assistant uses the user's connected accounts through Plugboard's tools.
 * Each tool call is a card that asks to connect, to approve a write, or shows the result.
 */
export function AskAcmePage({ user, onSignedOut }: AskAcmePageProps) {
  const chat = useChat({
    transport: new DefaultChatTransport({ api: '/api/chat' }),
    // After Approve or Deny, the server runs (or skips) the call and the model goes on.
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses,
  });
  const [draft, setDraft] = useState('');
  const busy = chat.status === 'submitted' || chat.status === 'streaming';

  // After the user connects from a card, the card hands the new output back: the model then
  // answers again with it, so the conversation resumes where it stopped.
  const { addToolApprovalResponse, addToolOutput, sendMessage } = chat;
  const cardChat = useMemo<AiSdkChat>(
    () => ({
      addToolApprovalResponse,
      addToolOutput: (async (answer: Parameters<typeof addToolOutput>[0]) => {
        await addToolOutput(answer);
        await sendMessage();
      }) as AiSdkChat['addToolOutput'],
    }),
    [addToolApprovalResponse, addToolOutput, sendMessage],
  );

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (text === '' || busy) return;
    void sendMessage({ text });
    setDraft('');
  };

  return (
    <div className="app-shell">
      <AppHeader user={user} onSignedOut={onSignedOut} />
      <main className="app-main">
        <section aria-labelledby="ask-heading" className="app-section">
          <h1 id="ask-heading">Ask Acme</h1>
          <p className="app-lede">
            Ask about your CRM, the web, your videos or your warehouse. Acme uses the accounts you
            connected, asks you to connect one when it needs it, and asks before it changes
            anything.
          </p>
          <ol className="app-chat-log" aria-label="Conversation" aria-live="polite">
            {chat.messages.map((message) => (
              <li
                key={message.id}
                className={`app-chat-message app-chat-message--${message.role}`}
                aria-label={message.role === 'user' ? 'You' : 'Acme'}
              >
                {message.parts.map((part, index) =>
                  part.type === 'text' ? (
                    <p key={index} className="app-chat-text">
                      {part.text}
                    </p>
                  ) : isToolUIPart(part) ? (
                    <AiSdkToolCallCard key={part.toolCallId} part={part} chat={cardChat} />
                  ) : null,
                )}
              </li>
            ))}
          </ol>
          {chat.error && (
            <p role="alert" className="app-error">
              Acme could not answer: {chat.error.message}
            </p>
          )}
          <form className="app-chat-form" onSubmit={send}>
            <label htmlFor="ask-input" className="app-visually-hidden">
              Your question
            </label>
            <input
              id="ask-input"
              list="ask-suggestions"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="Ask Acme, e.g. who are my CRM contacts?"
              autoComplete="off"
            />
            <datalist id="ask-suggestions">
              {SUGGESTIONS.map((suggestion) => (
                <option key={suggestion} value={suggestion} />
              ))}
            </datalist>
            <button type="submit" disabled={busy || draft.trim() === ''}>
              Send
            </button>
          </form>
        </section>
      </main>
    </div>
  );
}
