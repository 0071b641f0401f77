import type { ConnectedAccountSummary, ToolAuthorizationReason } from '@plugboard/schema';

/**
 * Why the session user's account on a connector cannot run its tools, or `undefined` when it is
 * ACTIVE (docs/internals/upstream-api.md §3): no account at all, an EXPIRED one, a PENDING_AUTH or
 * PENDING_VERIFICATION one (authorization not finished), a DISCONNECTED, REVOKED or ERROR one
 * (access cut: reconnect), or a SUSPENDED one (an administrator must lift it).
 */
export function accountBlocker(
  account: ConnectedAccountSummary | undefined,
): ToolAuthorizationReason | undefined {
  if (account === undefined) return 'not_connected';
  switch (account.status) {
    case 'ACTIVE':
      return undefined;
    case 'EXPIRED':
      return 'expired';
    case 'PENDING_AUTH':
    case 'PENDING_VERIFICATION':
      return 'pending';
    case 'SUSPENDED':
      return 'suspended';
    case 'DISCONNECTED':
    case 'REVOKED':
    case 'ERROR':
      return 'disconnected';
  }
}
