import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, test } from 'vitest';
import { axeViolations } from '../../test/axe.ts';
import { ChatStream } from './chat-stream.tsx';
import { websearchChat, websearchChatEvents, websearchChatStream } from './fixtures.ts';

const answer = websearchChat.choices[0]?.message.content ?? '';

/** A stream the test feeds by hand, to see the view between chunks. */
function manualStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(control) {
      controller = control;
    },
  });
  const encoder = new TextEncoder();
  return {
    stream,
    send: (text: string) => act(async () => controller.enqueue(encoder.encode(text))),
    close: () => act(async () => controller.close()),
    fail: (error: Error) => act(async () => controller.error(error)),
  };
}

function root(container: HTMLElement) {
  return container.querySelector('[data-viewer="websearch-chat-stream"]');
}

const chunk = (content: string, finish: string | null = null) =>
  `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content }, finish_reason: finish }] })}\n\n`;

describe('ChatStream', () => {
  test('renders tokens as they arrive, busy until [DONE]', async () => {
    const { stream, send } = manualStream();
    const { container } = render(<ChatStream stream={stream} />);
    const live = container.querySelector('[aria-live="polite"]');
    expect(live?.getAttribute('aria-busy')).toBe('true');

    await send(chunk('Webb launched '));
    expect(live?.textContent).toBe('Webb launched ');
    // An event split across chunks waits for its end.
    await send('data: {"object":"chat.completion.chunk","choices":[{"delta":{"content":"in 20');
    expect(live?.textContent).toBe('Webb launched ');
    await send('21."}}]}\n\n');
    expect(live?.textContent).toBe('Webb launched in 2021.');
    expect(root(container)?.getAttribute('data-status')).toBe('streaming');

    await send('data: [DONE]\n\n');
    expect(root(container)?.getAttribute('data-status')).toBe('done');
    expect(live?.getAttribute('aria-busy')).toBe('false');
    expect(screen.queryByText('Writing…')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('a whole answer from a fetch-like byte stream, paragraphs kept', async () => {
    const { container } = render(<ChatStream stream={websearchChatStream()} />);
    await waitFor(() => expect(root(container)?.getAttribute('data-status')).toBe('done'));
    const paragraphs = [...container.querySelectorAll('.pb-chat__paragraph')].map(
      (p) => p.textContent,
    );
    expect(paragraphs).toEqual(answer.split('\n\n'));
  });

  test('an async iterable of text works as well as a ReadableStream', async () => {
    async function* events() {
      yield* websearchChatEvents();
    }
    const { container } = render(<ChatStream stream={events()} />);
    await waitFor(() => expect(root(container)?.getAttribute('data-status')).toBe('done'));
    expect(container.textContent).toContain('Ariane 5');
  });

  test('StrictMode mounts twice; the stream is still read once, whole', async () => {
    const { container } = render(
      <StrictMode>
        <ChatStream stream={websearchChatStream()} />
      </StrictMode>,
    );
    await waitFor(() => expect(root(container)?.getAttribute('data-status')).toBe('done'));
    expect(container.querySelector('.pb-chat__message')?.textContent).toBe(
      answer.replace('\n\n', ''),
    );
  });

  test('a failing stream keeps the text so far and says the answer is incomplete', async () => {
    const { stream, send, fail } = manualStream();
    const { container } = render(<ChatStream stream={stream} />);
    await send(chunk('Half an '));
    await fail(new Error('The network connection was lost.'));
    expect(root(container)?.getAttribute('data-status')).toBe('error');
    expect(screen.getByRole('alert').textContent).toBe(
      'The answer is incomplete: The network connection was lost.',
    );
    expect(container.querySelector('.pb-chat__message')?.textContent).toBe('Half an ');
  });

  test('a stream that stops before the model finished is an error; an aborted one says so', async () => {
    const cut = manualStream();
    const { unmount } = render(<ChatStream stream={cut.stream} />);
    await cut.send(chunk('Half'));
    await cut.close();
    expect(screen.getByRole('alert').textContent).toMatch(/stopped before it was complete/);
    unmount();

    const aborted = manualStream();
    render(<ChatStream stream={aborted.stream} />);
    await aborted.fail(new DOMException('The user aborted a request.', 'AbortError'));
    expect(screen.getByRole('alert').textContent).toBe(
      'The answer is incomplete: The answer was stopped.',
    );
  });
});
