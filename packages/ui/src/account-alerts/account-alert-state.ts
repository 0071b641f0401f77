import type { AccountEvent, ConnectedAccountStatus } from '@plugboard/schema';

/** Statuses that stop an account's tools until someone reconnects it. */
const BROKEN: ReadonlySet<ConnectedAccountStatus> = new Set([
  'EXPIRED',
  'REVOKED',
  'ERROR',
  'DISCONNECTED',
]);

/**
 * Statuses a reconnect passes through (the link, then consent): the notice stays until the account
 * is ACTIVE, since its Reconnect runs the flow and taking it away would cancel the flow and close
 * the user's consent popup.
 */
const RECONNECTING: ReadonlySet<ConnectedAccountStatus> = new Set([
  'PENDING_AUTH',
  'PENDING_VERIFICATION',
]);

/** One account that broke, as its last event told: what AccountAlerts shows for it. */
export type AccountAlert = Pick<AccountEvent['account'], 'id' | 'connector' | 'shared'> & {
  status: ConnectedAccountStatus;
};

/**
 * The alerts after `event`: an account that broke gets one (replacing a dismissed one, as it broke
 * again); an account being reconnected keeps its alert; one that works again, or is gone, has none.
 */
export function nextAlerts(alerts: readonly AccountAlert[], event: AccountEvent): AccountAlert[] {
  const { id, connector, shared, status } = event.account;
  if (status !== null && RECONNECTING.has(status)) return [...alerts];
  const others = alerts.filter((alert) => alert.id !== id);
  if (status === null || !BROKEN.has(status)) return others;
  return [...others, { id, connector, shared, status }];
}
