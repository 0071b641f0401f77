import type { VerifyRequest, VerifyResponse } from '@plugboard/schema';
import { isAccountSummary, isRecord, parseJson } from './shape-guards.ts';

/*
 * The last callback this tab verified, kept in sessionStorage. Reloading the callback page after
 * its verify succeeded would send the spent state again, which the BFF refuses as a replay
 * (INVALID_STATE): the user would read "start connecting again" about an account that is
 * connected. The reloaded page finds its answer here instead. One entry per tab: a newer callback
 * replaces it.
 */

const VERIFIED_CALLBACK_KEY = 'plugboard:verified-callback';

/** Keeps the BFF's answer to `request` for a reload of this page. */
export function rememberVerified(
  win: Window,
  request: VerifyRequest,
  answer: VerifyResponse,
): void {
  try {
    win.sessionStorage.setItem(
      VERIFIED_CALLBACK_KEY,
      JSON.stringify({ auth_request_id: request.auth_request_id, state: request.state, answer }),
    );
  } catch {
    // No storage (disabled, sandboxed, full): a reload then verifies again and is refused.
  }
}

/** The answer this tab got for `request` before a reload, if it got one. */
export function recallVerified(win: Window, request: VerifyRequest): VerifyResponse | undefined {
  let entry: unknown;
  try {
    entry = parseJson(win.sessionStorage.getItem(VERIFIED_CALLBACK_KEY));
  } catch {
    return undefined;
  }
  // Both halves of the callback, as the BFF checks them: a page with the same auth request but
  // another state is not the page that was verified.
  if (
    !isRecord(entry) ||
    entry.auth_request_id !== request.auth_request_id ||
    entry.state !== request.state
  ) {
    return undefined;
  }
  const { answer } = entry;
  if (!isRecord(answer) || !isAccountSummary(answer.account)) return undefined;
  return {
    account: answer.account,
    ...(typeof answer.return_to === 'string' && { return_to: answer.return_to }),
  };
}
