import type { ConnectedAccountSummary, ConnectMessage, ConnectorId } from '@plugboard/schema';
import type { BffClient } from './bff-client.ts';
import { listenForConnectMessages } from './connect-channel.ts';
import { PlugboardError, toPlugboardError } from './plugboard-error.ts';
import {
  closePopup,
  isPopupClosed,
  navigatePopup,
  openBlankPopup,
  watchPopupClosed,
} from './popup.ts';
import { canLeaveThisTab, currentPath, leaveForLink } from './same-tab-resume.ts';

/**
 * What the flow does when no popup can be used (blocked, or the browser would not navigate it):
 * - `redirect`: this tab goes to the authorization page and comes back where it left off
 *   (same-tab-resume.ts); inside a frame, or when the browser refuses, it hands over the link.
 * - `link`: this tab stays; the link is handed over for the user to open or copy.
 */
export type ConnectFallback = 'redirect' | 'link';

export interface ConnectFlowOptions {
  client: BffClient;
  connector: ConnectorId;
  window: Window;
  fallback: ConnectFallback;
  /** The popup shows the authorization page; the flow now waits for the callback. */
  onWaiting(): void;
  /**
   * No popup, and this tab stays: the user opens or copies `link` themselves. The flow keeps
   * listening, so the callback page still completes it from another tab.
   */
  onLink(link: string): void;
  /** The popup reports closed before an answer arrived (it may be lying, see popup.ts). */
  onPopupClosed(): void;
  onConnected(account: ConnectedAccountSummary): void;
  onError(error: PlugboardError): void;
}

export interface ConnectFlow {
  /** Stops listening, stops watching and closes the popup. Safe to call more than once. */
  cancel(): void;
}

/**
 * Runs one connect flow (architecture.md "The flows", steps 1 to 5). Must be called inside the
 * click handler: the popup is opened before anything is awaited.
 */
export function startConnectFlow(options: ConnectFlowOptions): ConnectFlow {
  const { client, connector, window: win } = options;
  const popup = openBlankPopup(win);
  let finished = false;
  let stopWatching = () => {};

  const finish = (closeTheWindow: boolean) => {
    finished = true;
    stopListening();
    stopWatching();
    if (closeTheWindow && popup) closePopup(popup);
  };

  // Listening starts before the link is requested, so no answer can arrive unheard; it outlives a
  // "closed" report because COOP can fake one while the user is still authorizing.
  const stopListening = listenForConnectMessages(win, (message) => {
    if (finished || !concerns(message, connector)) return;
    // The callback page shows the outcome and closes itself; the opener leaves it be.
    finish(false);
    if (message.type === 'plugboard:connected') options.onConnected(message.account);
    else options.onError(new PlugboardError(message.code, message.message));
  });

  // lessons-from-peers.md: without a popup, a same-tab redirect that resumes, then a copyable link.
  const mayLeaveThisTab = options.fallback === 'redirect' && canLeaveThisTab(win);
  const withoutPopup = (link: string) => {
    if (mayLeaveThisTab && leaveForLink(win, link)) return;
    options.onLink(link);
  };

  // A blocked popup is known before the link is asked for: the BFF then also keeps the way back
  // (`return_to`), for a callback page that finds no resume point in sessionStorage.
  const returnTo = !popup && mayLeaveThisTab ? { return_to: currentPath(win) } : {};
  client.createLink({ connector, ...returnTo }).then(
    ({ link }) => {
      if (finished) return;
      if (!popup) {
        withoutPopup(link);
        return;
      }
      if (isPopupClosed(popup)) {
        options.onPopupClosed();
        return;
      }
      if (!navigatePopup(popup, link)) {
        closePopup(popup);
        withoutPopup(link);
        return;
      }
      options.onWaiting();
      stopWatching = watchPopupClosed(popup, () => {
        if (!finished) options.onPopupClosed();
      });
    },
    (error: unknown) => {
      if (finished) return;
      finish(true);
      options.onError(toPlugboardError(error));
    },
  );

  return { cancel: () => finish(true) };
}

/** Whether a message ends this flow: a failure names no connector when the page cannot know it. */
function concerns(message: ConnectMessage, connector: ConnectorId): boolean {
  if (message.type === 'plugboard:connected') return message.account.connector === connector;
  return message.connector === undefined || message.connector === connector;
}
