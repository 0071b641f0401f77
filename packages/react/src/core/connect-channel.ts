import type { ConnectMessage } from '@plugboard/schema';
import { isConnectMessage, parseJson } from './shape-guards.ts';

/*
 * How the callback page tells the page that opened the popup how the flow ended
 * (docs/internals/overview.md §"The flows" step 5; docs/internals/code-style.md §"Lessons from other kits" on COOP). Three carriers, because a
 * provider's Cross-Origin-Opener-Policy often cuts `window.opener`: postMessage to the opener,
 * a BroadcastChannel, and a localStorage write whose `storage` event reaches other same-origin
 * documents. All three are same-origin only; the listener dedupes what arrives twice.
 */

/** The BroadcastChannel's name and the localStorage key. */
export const CONNECT_CHANNEL_NAME = 'plugboard:connect';

const openChannel = () =>
  typeof BroadcastChannel === 'function' ? new BroadcastChannel(CONNECT_CHANNEL_NAME) : undefined;

/** Sends the message over every carrier; each may be unavailable, none may throw. */
export function announceConnectMessage(message: ConnectMessage, win: Window): void {
  try {
    win.opener?.postMessage(message, win.location.origin);
  } catch {
    // The opener is gone or cross-origin now; the other carriers still run.
  }
  const channel = openChannel();
  channel?.postMessage(message);
  channel?.close();
  try {
    // Removing right away keeps storage clean and makes the next identical write an event again.
    win.localStorage.setItem(CONNECT_CHANNEL_NAME, JSON.stringify(message));
    win.localStorage.removeItem(CONNECT_CHANNEL_NAME);
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
    const fingerprint = JSON.stringify(data);
    if (!isConnectMessage(data) || seen.has(fingerprint)) return;
    seen.add(fingerprint);
    onMessage(data);
  };
  const onWindowMessage = (event: MessageEvent) => {
    if (event.origin === win.location.origin) accept(event.data);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONNECT_CHANNEL_NAME) accept(parseJson(event.newValue));
  };
  win.addEventListener('message', onWindowMessage);
  win.addEventListener('storage', onStorage);
  const channel = openChannel();
  if (channel) channel.onmessage = (event) => accept(event.data);

  return () => {
    win.removeEventListener('message', onWindowMessage);
    win.removeEventListener('storage', onStorage);
    channel?.close();
  };
}
