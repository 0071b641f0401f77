import type {
  ConnectedAccountSummary,
  ConnectMessage,
  ConnectorId,
  CreateLinkRequest,
} from '@plugboard/schema';
import type { ActionStatus } from './action-status.ts';
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

/**
 * Where a connect flow stands:
 * - `status`: `idle` (nothing in progress, also after the user closed the popup), `pending` (the
 *   link is being requested, then `isWaiting`), `success` (the account is connected) or `error`.
 */
export interface ConnectState {
  status: ActionStatus;
  /**
   * While `pending`, once the authorization page is in front of the user (in the popup, or as
   * `link`): the flow now waits for the user rather than for the BFF.
   */
  isWaiting?: boolean;
  /** Why the flow failed, while `status` is `error`. */
  error?: PlugboardError;
  /** The connected account, once `status` is `success`. */
  account?: ConnectedAccountSummary;
  /**
   * The authorization link, when no popup could be used and this tab stays (`status` is
   * `pending`, `isWaiting`): to open in a new tab or copy. The flow completes when its callback
   * page runs in this browser.
   */
  link?: string;
  /**
   * The popup was closed before an answer came (`status` is `idle`): a UI says so and offers to
   * connect again. The flow keeps listening, so an answer that still comes ends it as usual.
   */
  popupClosed?: boolean;
}

export interface ConnectFlowOptions {
  client: BffClient;
  connector: ConnectorId;
  window: Window;
  fallback: ConnectFallback;
  /** Connects a further account of the connector instead of the first (or the default) one. */
  add?: boolean | undefined;
  /** Reconnects this account of the session user in place: same id, label and default status. */
  accountId?: string | undefined;
  /**
   * Each step after the first `pending`: `pending` with `isWaiting` (and `link` when there is no
   * popup and this tab stays), `idle` when the popup reports closed before an answer came (it may
   * be lying, see popup.ts: the flow keeps listening), then `success` or `error`.
   */
  onChange(state: ConnectState): void;
}

export interface ConnectFlow {
  /** Stops listening, stops watching and closes the popup. Safe to call more than once. */
  cancel(): void;
  /**
   * Stops listening and watching but leaves the popup open: for a component that goes away while
   * the user is still consenting. The callback page in the popup finishes the connection and closes
   * itself; closing it here could cut its verify short and leave the account unfinished. Safe to
   * call more than once.
   */
  detach(): void;
}

const POPUP_CLOSED: ConnectState = { status: 'idle', popupClosed: true };

/**
 * Runs one connect flow (docs/internals/overview.md §"The flows", steps 1 to 5). Must be called inside the
 * click handler: the popup is opened before anything is awaited.
 */
export function startConnectFlow(options: ConnectFlowOptions): ConnectFlow {
  const { client, connector, window: win, onChange } = options;
  const popup = openBlankPopup(win);
  let finished = false;
  let stopWatching = () => {};

  const finish = (closeTheWindow: boolean, outcome?: ConnectState) => {
    if (finished) return;
    finished = true;
    stopListening();
    stopWatching();
    if (closeTheWindow && popup) closePopup(popup);
    if (outcome) onChange(outcome);
  };

  // Listening starts before the link is requested, so no answer can arrive unheard; it outlives a
  // "closed" report because COOP can fake one while the user is still authorizing. The callback
  // page shows the outcome and closes itself; the opener leaves it be.
  const stopListening = listenForConnectMessages(win, (message) => {
    if (!concerns(message, connector)) return;
    finish(
      false,
      message.type === 'plugboard:connected'
        ? { status: 'success', account: message.account }
        : { status: 'error', error: new PlugboardError(message.code, message.message) },
    );
  });

  // docs/internals/code-style.md §"Lessons from other kits": without a popup, a same-tab redirect that resumes, then a copyable link.
  const mayLeaveThisTab = options.fallback === 'redirect' && canLeaveThisTab(win);
  const withoutPopup = (link: string) => {
    if (!(mayLeaveThisTab && leaveForLink(win, link)))
      onChange({ status: 'pending', isWaiting: true, link });
  };

  // A blocked popup is known before the link is asked for: the BFF then also keeps the way back
  // (`return_to`), for a callback page that finds no resume point in sessionStorage.
  const returnTo = !popup && mayLeaveThisTab ? currentPath(win) : undefined;
  // The browser says "another" or names one of its own accounts; the BFF picks the identifier
  // (docs/internals/several-accounts.md §"Asking for a link, verifying it").
  const request: CreateLinkRequest = { connector, return_to: returnTo };
  if (options.add) request.add = true;
  if (options.accountId !== undefined) request.account_id = options.accountId;
  client.createLink(request).then(
    ({ link }) => {
      if (finished) return;
      if (!popup) withoutPopup(link);
      else if (isPopupClosed(popup)) onChange(POPUP_CLOSED);
      else if (!navigatePopup(popup, link)) {
        closePopup(popup);
        withoutPopup(link);
      } else {
        onChange({ status: 'pending', isWaiting: true });
        stopWatching = watchPopupClosed(popup, () => onChange(POPUP_CLOSED));
      }
    },
    (error: unknown) => finish(true, { status: 'error', error: toPlugboardError(error) }),
  );

  return { cancel: () => finish(true), detach: () => finish(false) };
}

/** Whether a message ends this flow: a failure names no connector when the page cannot know it. */
function concerns(message: ConnectMessage, connector: ConnectorId): boolean {
  if (message.type === 'plugboard:connected') return message.account.connector === connector;
  return !message.connector || message.connector === connector;
}
