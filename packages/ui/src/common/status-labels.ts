import type { ConnectedAccountStatus } from '@plugboard/schema';

/** Words for each account status (docs/internals/upstream-api.md §3), so status is never told by color alone. */
export const STATUS_LABELS: Readonly<Record<ConnectedAccountStatus, string>> = {
  ACTIVE: 'Active',
  EXPIRED: 'Expired',
  PENDING_AUTH: 'Awaiting authorization',
  PENDING_VERIFICATION: 'Awaiting verification',
  DISCONNECTED: 'Disconnected',
  REVOKED: 'Access revoked',
  ERROR: 'Connection error',
  SUSPENDED: 'Suspended',
};
