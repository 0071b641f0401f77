import type { AccountEvent } from '@plugboard/schema';
import { isAccountEvent, parseJson } from './shape-guards.ts';

/** `live` while events arrive; `down` while they cannot, and state is read again on a timer. */
export type AccountEventStreamStatus = 'connecting' | 'live' | 'down';

/** The part of the browser's `EventSource` the stream uses. */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: 'account', listener: (event: Event) => void): void;
  close(): void;
}

export interface AccountEventStreamOptions {
  /** The BFF's `GET /events`, e.g. `/api/plugboard/events`. */
  url: string;
  onEvent(event: AccountEvent): void;
  onStatus(status: AccountEventStreamStatus): void;
  /**
   * Reads the state again: called on a backoff schedule while the stream is down, and once when
   * it comes back, since a stream opened anew cannot resume where the old one stopped.
   */
  onPoll(): void;
  /** `globalThis.EventSource` by default; without one the stream stays down and polls. */
  EventSource?: (new (url: string) => EventSourceLike) | undefined;
  /** First wait before a poll, doubled after each up to `maxDelayMs`. Default 2 s. */
  minDelayMs?: number;
  /** Longest wait between polls. Default 60 s. */
  maxDelayMs?: number;
}

export interface AccountEventStream {
  close(): void;
}

const CLOSED = 2;

/**
 * Opens the session user's account event stream (Server-Sent Events, `event: account`). The
 * browser resumes a dropped connection by itself with `Last-Event-ID`; while it cannot (the BFF
 * down, or answering an error, after which `EventSource` gives up), this polls with backoff and
 * opens the stream again, and stops once events flow. Same-origin cookies go with it, as with
 * every BFF request.
 */
export function openAccountEventStream(options: AccountEventStreamOptions): AccountEventStream {
  const Source = options.EventSource ?? globalThis.EventSource;
  const minDelay = options.minDelayMs ?? 2_000;
  const maxDelay = options.maxDelayMs ?? 60_000;
  let source: EventSourceLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = minDelay;
  let wasDown = false;
  let closed = false;

  const onMessage = (message: Event) => {
    const event = parseJson((message as MessageEvent<string>).data);
    if (isAccountEvent(event)) options.onEvent(event);
  };

  const open = () => {
    if (!Source) return;
    const opened = new Source(options.url);
    source = opened;
    opened.addEventListener('account', onMessage);
    opened.onopen = () => {
      clearTimeout(timer);
      timer = undefined;
      delay = minDelay;
      options.onStatus('live');
      if (wasDown) options.onPoll();
      wasDown = false;
    };
    opened.onerror = () => {
      wasDown = true;
      options.onStatus('down');
      schedulePoll();
    };
  };

  const schedulePoll = () => {
    if (closed || timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      options.onPoll();
      // A stream that gave up (an error answer) is opened anew; one still retrying is left to it.
      if (!source || source.readyState === CLOSED) {
        source?.close();
        open();
      }
      delay = Math.min(delay * 2, maxDelay);
      schedulePoll();
    }, delay);
  };

  options.onStatus('connecting');
  if (Source) open();
  else {
    options.onStatus('down');
    schedulePoll();
  }

  return {
    close() {
      closed = true;
      clearTimeout(timer);
      source?.close();
    },
  };
}
