import type { ConnectedAccountStatus } from '@plugboard/schema';
import { STATUS_LABELS } from '../shared/status-labels.ts';

/** The account's status in words, colored by `data-status`. */
export function StatusBadge({ status }: { status: ConnectedAccountStatus }) {
  return (
    <span className="pb-badge" data-status={status}>
      {STATUS_LABELS[status]}
    </span>
  );
}
