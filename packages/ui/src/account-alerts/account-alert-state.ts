import type { AccountEvent, ConnectedAccountStatus } from '@plugboard/schema';

/** Statuses that stop an account's tools until someone reconnects it. */
const BROKEN: ReadonlySet<ConnectedAccountStatus> = new Set([
  'EXPIRED',
  'REVOKED',
  'ERROR',
  'DISCONNECTED',
]);

/** One account that broke, as its last event told: what AccountAlerts shows for it. */
export type AccountAlert = Pick<AccountEvent['account'], 'id' | 'connector' | 'shared'> & {
  status: ConnectedAccountStatus;
};

/**
 * The alerts after `event`: an account that broke gets one (replacing a dismissed one, as it broke
 * again); an account that works again, or is gone, has none.
 */
export function nextAlerts(alerts: readonly AccountAlert[], event: AccountEvent): AccountAlert[] {
  const { id, connector, shared, status } = event.account;
  const others = alerts.filter((alert) => alert.id !== id);
  if (status === null || !BROKEN.has(status)) return others;
  return [...others, { id, connector, shared, status }];
}
