import type { ConnectedAccountSummary, VerifyResponse } from '@plugboard/schema';
import { isConnectPopup } from './popup.ts';
import { isAccountSummary, isRecord, parseJson } from './shape-guards.ts';

/*
 * The same-tab fallback of the connect flow (docs/internals/code-style.md §"Lessons from other kits": a blocked popup falls back to
 * a same-tab redirect that resumes). Before this tab leaves for the authorization link it writes
 * a resume point to sessionStorage, which survives the round trip through the third party because
 * it belongs to the tab and the origin. The callback page reads it to know where to go back to,
 * and leaves the verified account for the app, which picks it up once on its next load.
 */

const RESUME_POINT_KEY = 'plugboard:resume-point';
const RESUMED_ACCOUNT_KEY = 'plugboard:resumed-account';

/** A resume point older than this belongs to an abandoned attempt (the BFF's state TTL is at most 1 h). */
const RESUME_POINT_TTL_MS = 3_600_000;

/** Path, query and fragment of a URL. */
const pathOf = ({ pathname, search, hash }: URL | Location) => pathname + search + hash;

/** Path, query and fragment of the current page: where a same-tab flow comes back to. */
export function currentPath(win: Window): string {
  return pathOf(win.location);
}

/**
 * Whether this tab may leave for the authorization page. Not from inside a frame: the provider's
 * page usually refuses to be framed, and navigating the top page is not ours to do.
 */
export function canLeaveThisTab(win: Window): boolean {
  return win.top === win;
}

/**
 * Leaves for `link` after recording where to come back. False when the browser refused the
 * navigation (a sandbox without `allow-top-navigation`, a policy); nothing is recorded then.
 */
export function leaveForLink(win: Window, link: string): boolean {
  store(win, RESUME_POINT_KEY, { returnTo: currentPath(win), startedAt: Date.now() });
  try {
    win.location.assign(link);
    return true;
  } catch {
    store(win, RESUME_POINT_KEY);
    return false;
  }
}

/**
 * Where the flow that is finishing goes back to, if it started in this tab: the path its resume
 * point recorded, unless that point belongs to an abandoned attempt.
 */
export function readResumePath(win: Window): string | undefined {
  const point = load(win, RESUME_POINT_KEY);
  return isRecord(point) &&
    typeof point.returnTo === 'string' &&
    Date.now() - Number(point.startedAt) <= RESUME_POINT_TTL_MS
    ? point.returnTo
    : undefined;
}

/**
 * `url` as a path of this page's origin, or undefined when it leads elsewhere: the callback page
 * never becomes a redirect to another site.
 */
export function sameOriginPath(win: Window, url: string): string | undefined {
  try {
    const target = new URL(url, win.location.href);
    if (target.origin === win.location.origin) return pathOf(target);
  } catch {
    // Not a URL: no way back through it.
  }
  return undefined;
}

/** On the callback page: hands `account` to the app's next load and goes back to `returnTo`. */
export function handBackToApp(
  win: Window,
  account: ConnectedAccountSummary,
  returnTo: string,
): void {
  store(win, RESUMED_ACCOUNT_KEY, account);
  store(win, RESUME_POINT_KEY);
  win.location.replace(returnTo);
}

/**
 * On the callback page, once verified: in a same-tab flow, hands the account to the app's next
 * load and goes back to where the flow started (its resume point, else the BFF's `return_to` when
 * it is on this origin). False, with nothing done, in the connect popup or with nowhere to go.
 *
 * @example
 * ```ts
 * const answer = await verifyCallback(client, window.location.search, window);
 * if (!isConnectPopup(window) && !returnToApp(window, answer)) showDone();
 * ```
 */
export function returnToApp(win: Window, { account, return_to }: VerifyResponse): boolean {
  if (isConnectPopup(win)) return false;
  const path = readResumePath(win) ?? (return_to ? sameOriginPath(win, return_to) : undefined);
  if (path === undefined) return false;
  handBackToApp(win, account, path);
  return true;
}

/**
 * On the app's load: the account a same-tab flow connected, once. Reading removes it, so a second
 * mount (StrictMode, a remount) finds nothing and no event fires twice.
 */
export function takeResumedAccount(win: Window): ConnectedAccountSummary | undefined {
  const account = load(win, RESUMED_ACCOUNT_KEY);
  if (account) store(win, RESUMED_ACCOUNT_KEY);
  return isAccountSummary(account) ? account : undefined;
}

// sessionStorage may be missing or throw (disabled storage, sandboxed frames, a full quota): the
// flow then goes on without resuming, and the callback page falls back to the BFF's `return_to`.

/** Writes `value` under `key`, or removes the key when there is no value. */
function store(win: Window, key: string, value?: unknown): void {
  try {
    if (value === undefined) win.sessionStorage.removeItem(key);
    else win.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // See above.
  }
}

function load(win: Window, key: string): unknown {
  try {
    return parseJson(win.sessionStorage.getItem(key));
  } catch {
    return undefined;
  }
}
