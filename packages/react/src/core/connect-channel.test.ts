import type { ConnectMessage } from '@plugboard/schema';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { accountSummary } from '../test/fixtures.ts';
import { announceConnectMessage, listenForConnectMessages } from './connect-channel.ts';

const connected: ConnectMessage = { type: 'plugboard:connected', account: accountSummary() };
const failed: ConnectMessage = {
  type: 'plugboard:connect-failed',
  code: 'INVALID_STATE',
  message: 'The connection attempt expired. Start connecting again.',
};

// What a browser delivers to the opener when the callback page calls opener.postMessage.
function deliverPostMessage(data: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}

// What a browser delivers to other same-origin documents when one writes localStorage.
function deliverStorageEvent(data: unknown) {
  const newValue = JSON.stringify(data);
  window.dispatchEvent(new StorageEvent('storage', { key: 'plugboard:connect', newValue }));
}

const stops: Array<() => void> = [];
function listen() {
  const onMessage = vi.fn<(message: ConnectMessage) => void>();
  stops.push(listenForConnectMessages(window, onMessage));
  return onMessage;
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  Reflect.deleteProperty(window, 'opener');
});

describe('listenForConnectMessages', () => {
  test('takes a same-origin postMessage and ignores one from another origin', () => {
    const onMessage = listen();
    deliverPostMessage(connected, 'https://evil.example');
    expect(onMessage).not.toHaveBeenCalled();
    deliverPostMessage(connected);
    expect(onMessage).toHaveBeenCalledExactlyOnceWith(connected);
  });

  test('takes the storage event fallback', () => {
    const onMessage = listen();
    deliverStorageEvent(failed);
    expect(onMessage).toHaveBeenCalledExactlyOnceWith(failed);
  });

  test('ignores malformed messages', () => {
    const onMessage = listen();
    deliverPostMessage({ type: 'plugboard:connected', account: { id: 'ca_1' } });
    deliverPostMessage('plugboard:connected');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'plugboard:connect', newValue: '{not json' }),
    );
    expect(onMessage).not.toHaveBeenCalled();
  });

  test('one message arriving over every carrier is handed over once', async () => {
    const onMessage = listen();
    deliverPostMessage(connected);
    deliverStorageEvent(connected);
    announceConnectMessage(connected, window);
    const witness = listen();
    announceConnectMessage(failed, window);
    await vi.waitFor(() => expect(witness).toHaveBeenCalledWith(failed));
    expect(onMessage.mock.calls).toEqual([[connected], [failed]]);
  });

  test('after stopping, no carrier reaches the callback', async () => {
    const stopped = vi.fn();
    listenForConnectMessages(window, stopped)();
    const witness = listen();
    deliverPostMessage(connected);
    deliverStorageEvent(connected);
    announceConnectMessage(failed, window);
    await vi.waitFor(() => expect(witness).toHaveBeenCalledWith(failed));
    expect(stopped).not.toHaveBeenCalled();
  });
});

describe('announceConnectMessage', () => {
  test('posts to the opener restricted to its own origin', () => {
    const postMessage = vi.fn();
    Object.defineProperty(window, 'opener', { value: { postMessage }, configurable: true });
    announceConnectMessage(connected, window);
    expect(postMessage).toHaveBeenCalledExactlyOnceWith(connected, window.location.origin);
  });

  test('reaches a BroadcastChannel listener when there is no opener, and leaves storage clean', async () => {
    const onMessage = listen();
    announceConnectMessage(connected, window);
    await vi.waitFor(() => expect(onMessage).toHaveBeenCalledWith(connected));
    expect(window.localStorage.getItem('plugboard:connect')).toBeNull();
  });

  test('an opener that throws (COOP) does not stop the other carriers', async () => {
    Object.defineProperty(window, 'opener', {
      get() {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
      configurable: true,
    });
    const onMessage = listen();
    announceConnectMessage(connected, window);
    await vi.waitFor(() => expect(onMessage).toHaveBeenCalledWith(connected));
  });
});
