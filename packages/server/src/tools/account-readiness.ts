import type { ConnectedAccountSummary, ToolAuthorizationReason } from '@plugboard/schema';

/**
 * Why the session user's account on a connector cannot run its tools, or `undefined` when it is
 * ACTIVE: no account at all, an EXPIRED one, a PENDING_AUTH or PENDING_VERIFICATION one
 * (authorization not finished), or a DISCONNECTED one, read as not connected.
 */
export function accountBlocker(
  account: ConnectedAccountSummary | undefined,
): ToolAuthorizationReason | undefined {
  if (account === undefined) return 'not_connected';
  if (account.status === 'ACTIVE') return undefined;
  if (account.status === 'EXPIRED') return 'expired';
  if (account.status === 'PENDING_AUTH' || account.status === 'PENDING_VERIFICATION') {
    return 'pending';
  }
  return 'not_connected';
}
