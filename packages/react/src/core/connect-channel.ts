import type { ConnectMessage } from '@plugboard/schema';
import { isConnectMessage } from './shape-guards.ts';

/*
 * How the callback page tells the page that opened the popup how the flow ended
 * (architecture.md "The flows" step 5; lessons-from-peers.md on COOP). Three carriers, because a
 * provider's Cross-Origin-Opener-Policy often cuts `window.opener`: postMessage to the opener,
 * a BroadcastChannel, and a localStorage write whose `storage` event reaches other same-origin
 * documents. All three are same-origin only; the listener dedupes what arrives twice.
 */

export const CONNECT_CHANNEL_NAME = 'plugboard:connect';
const STORAGE_KEY = 'plugboard:connect';

/** Sends the message over every carrier; each may be unavailable, none may throw. */
export function announceConnectMessage(message: ConnectMessage, win: Window): void {
  try {
    win.opener?.postMessage(message, win.location.origin);
  } catch {
    // The opener is gone or cross-origin now; the other carriers still run.
  }
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CONNECT_CHANNEL_NAME);
    channel.postMessage(message);
    channel.close();
  }
  try {
    // Removing right away keeps storage clean and makes the next identical write an event again.
    win.localStorage.setItem(STORAGE_KEY, JSON.stringify(message));
    win.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage disabled (private mode, policy): postMessage and BroadcastChannel remain.
  }
}

/**
 * Calls `onMessage` for each distinct, well-formed ConnectMessage from this origin.
 * Returns the function that removes every listener and closes the channel.
 */
export function listenForConnectMessages(
  win: Window,
  onMessage: (message: ConnectMessage) => void,
): () => void {
  const seen = new Set<string>();
  const accept = (data: unknown) => {
    if (!isConnectMessage(data)) return;
    const fingerprint = JSON.stringify(data);
    if (seen.has(fingerprint)) return;
    seen.add(fingerprint);
    onMessage(data);
  };
  const onWindowMessage = (event: MessageEvent) => {
    if (event.origin === win.location.origin) accept(event.data);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY && event.newValue !== null) accept(parseJson(event.newValue));
  };
  const onChannelMessage = (event: MessageEvent) => accept(event.data);

  win.addEventListener('message', onWindowMessage);
  win.addEventListener('storage', onStorage);
  const channel =
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(CONNECT_CHANNEL_NAME) : null;
  channel?.addEventListener('message', onChannelMessage);

  return () => {
    win.removeEventListener('message', onWindowMessage);
    win.removeEventListener('storage', onStorage);
    channel?.removeEventListener('message', onChannelMessage);
    channel?.close();
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
