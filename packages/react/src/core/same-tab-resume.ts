import type { ConnectedAccountSummary } from '@plugboard/schema';
import { isAccountSummary } from './shape-guards.ts';

/*
 * The same-tab fallback of the connect flow (lessons-from-peers.md: a blocked popup falls back to
 * a same-tab redirect that resumes). Before this tab leaves for the authorization link it writes
 * a resume point to sessionStorage, which survives the round trip through the third party because
 * it belongs to the tab and the origin. The callback page reads it to know where to go back to,
 * and leaves the verified account for the app, which picks it up once on its next load.
 */

const RESUME_POINT_KEY = 'plugboard:resume-point';
const RESUMED_ACCOUNT_KEY = 'plugboard:resumed-account';

/** A resume point older than this belongs to an abandoned attempt (the BFF's state TTL is at most 1 h). */
const RESUME_POINT_TTL_MS = 3_600_000;

export interface ResumePoint {
  /** Path, query and fragment of the page that started the flow. */
  returnTo: string;
  startedAt: number;
}

/** Path, query and fragment of the current page: where a same-tab flow comes back to. */
export function currentPath(win: Window): string {
  const { pathname, search, hash } = win.location;
  return `${pathname}${search}${hash}`;
}

/**
 * Whether this tab may leave for the authorization page. Not from inside a frame: the provider's
 * page usually refuses to be framed, and navigating the top page is not ours to do.
 */
export function canLeaveThisTab(win: Window): boolean {
  try {
    return win.top === win;
  } catch {
    return false;
  }
}

/**
 * Leaves for `link` after recording where to come back. False when the browser refused the
 * navigation (a sandbox without `allow-top-navigation`, a policy); nothing is recorded then.
 */
export function leaveForLink(win: Window, link: string): boolean {
  const point: ResumePoint = { returnTo: currentPath(win), startedAt: Date.now() };
  writeJson(win, RESUME_POINT_KEY, point);
  try {
    win.location.assign(link);
    return true;
  } catch {
    removeItem(win, RESUME_POINT_KEY);
    return false;
  }
}

/** This tab's pending resume point, if the flow that is finishing started in this tab. */
export function readResumePoint(win: Window): ResumePoint | undefined {
  const value = readJson(win, RESUME_POINT_KEY);
  if (
    !isRecord(value) ||
    typeof value.returnTo !== 'string' ||
    typeof value.startedAt !== 'number' ||
    Date.now() - value.startedAt > RESUME_POINT_TTL_MS
  ) {
    return undefined;
  }
  return { returnTo: value.returnTo, startedAt: value.startedAt };
}

/**
 * `url` as a path of this page's origin, or undefined when it leads elsewhere: the callback page
 * never becomes a redirect to another site.
 */
export function sameOriginPath(win: Window, url: string): string | undefined {
  try {
    const target = new URL(url, win.location.href);
    if (target.origin !== win.location.origin) return undefined;
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return undefined;
  }
}

/** On the callback page: hands `account` to the app's next load and goes back to `returnTo`. */
export function handBackToApp(
  win: Window,
  account: ConnectedAccountSummary,
  returnTo: string,
): void {
  writeJson(win, RESUMED_ACCOUNT_KEY, account);
  removeItem(win, RESUME_POINT_KEY);
  win.location.replace(returnTo);
}

/**
 * On the app's load: the account a same-tab flow connected, once. Reading removes it, so a second
 * mount (StrictMode, a remount) finds nothing and no event fires twice.
 */
export function takeResumedAccount(win: Window): ConnectedAccountSummary | undefined {
  const value = readJson(win, RESUMED_ACCOUNT_KEY);
  if (value === undefined) return undefined;
  removeItem(win, RESUMED_ACCOUNT_KEY);
  return isAccountSummary(value) ? value : undefined;
}

// sessionStorage may be missing or throw (disabled storage, sandboxed frames): the flow then goes
// on without resuming, and the callback page falls back to the BFF's `return_to`.

function writeJson(win: Window, key: string, value: unknown): void {
  try {
    win.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // See above.
  }
}

function readJson(win: Window, key: string): unknown {
  try {
    const text = win.sessionStorage.getItem(key);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

function removeItem(win: Window, key: string): void {
  try {
    win.sessionStorage.removeItem(key);
  } catch {
    // See above.
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
