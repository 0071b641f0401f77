import { accountEvent, FakeEventSource } from '@plugboard/test-kit';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type AccountEventStreamStatus, openAccountEventStream } from './account-event-stream.ts';

function open() {
  const events: unknown[] = [];
  const statuses: AccountEventStreamStatus[] = [];
  const onPoll = vi.fn();
  const stream = openAccountEventStream({
    url: '/api/plugboard/events',
    EventSource: FakeEventSource,
    onEvent: (event) => events.push(event),
    onStatus: (status) => statuses.push(status),
    onPoll,
  });
  return { stream, events, statuses, onPoll };
}

describe('openAccountEventStream', () => {
  beforeEach(() => {
    FakeEventSource.reset();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  test('opens one stream at the URL and hands over account events, ignoring anything else', () => {
    const { events, statuses } = open();
    expect(FakeEventSource.instances.map((source) => source.url)).toEqual([
      '/api/plugboard/events',
    ]);
    const source = FakeEventSource.instances[0] as FakeEventSource;
    source.accept();
    const event = accountEvent({ id: 'ca_1' });
    source.send(event);
    source.send('not json');
    source.send(JSON.stringify({ id: 'evt_1', type: 'connected_account.updated' }));
    expect(events).toEqual([event]);
    expect(statuses).toEqual(['connecting', 'live']);
  });

  test('while the browser retries by itself, polls with backoff and leaves the stream to it', () => {
    const { statuses, onPoll } = open();
    const source = FakeEventSource.instances[0] as FakeEventSource;
    source.accept();
    source.fail({ retrying: true });
    expect(statuses.at(-1)).toBe('down');
    vi.advanceTimersByTime(1_999);
    expect(onPoll).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(onPoll).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(4_000);
    expect(onPoll).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(8_000);
    expect(onPoll).toHaveBeenCalledTimes(3);
    expect(FakeEventSource.instances).toHaveLength(1);

    // Back: one more read for what the gap may have hidden, then no polling.
    source.accept();
    expect(statuses.at(-1)).toBe('live');
    expect(onPoll).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(600_000);
    expect(onPoll).toHaveBeenCalledTimes(4);
  });

  test('a stream the browser gave up on is opened anew at each poll, up to one a minute', () => {
    const { onPoll, statuses } = open();
    (FakeEventSource.instances[0] as FakeEventSource).fail({ retrying: false });
    vi.advanceTimersByTime(2_000);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.open()).toHaveLength(1);
    (FakeEventSource.instances[1] as FakeEventSource).fail({ retrying: false });
    vi.advanceTimersByTime(4_000 + 8_000 + 16_000 + 32_000);
    expect(onPoll).toHaveBeenCalledTimes(5);
    vi.advanceTimersByTime(60_000);
    expect(onPoll).toHaveBeenCalledTimes(6);
    expect(FakeEventSource.open()).toHaveLength(1);
    (FakeEventSource.open()[0] as FakeEventSource).accept();
    expect(statuses.at(-1)).toBe('live');
    vi.advanceTimersByTime(600_000);
    expect(onPoll).toHaveBeenCalledTimes(7);
  });

  test('close() closes the stream and ends polling', () => {
    const { stream, onPoll } = open();
    (FakeEventSource.instances[0] as FakeEventSource).fail({ retrying: true });
    stream.close();
    vi.advanceTimersByTime(600_000);
    expect(onPoll).not.toHaveBeenCalled();
    expect(FakeEventSource.open()).toEqual([]);
  });

  test('without EventSource in the page, it is down from the start and polls', () => {
    const statuses: AccountEventStreamStatus[] = [];
    const onPoll = vi.fn();
    vi.stubGlobal('EventSource', undefined);
    try {
      const stream = openAccountEventStream({
        url: '/events',
        onEvent: () => {},
        onStatus: (status) => statuses.push(status),
        onPoll,
      });
      vi.advanceTimersByTime(2_000);
      expect(statuses).toEqual(['connecting', 'down']);
      expect(onPoll).toHaveBeenCalledTimes(1);
      stream.close();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
