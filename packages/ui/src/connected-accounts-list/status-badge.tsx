'use client';

import type { ConnectedAccountStatus } from '@plugboard/schema';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';

/** The account's status in words, colored by `data-status`. */
export function StatusBadge({ status }: { status: ConnectedAccountStatus }) {
  const { strings, classes } = usePlugboardUi();
  return (
    <span className={classes('statusBadge', 'pb-badge')} data-status={status}>
      {strings.accountStatus[status]}
    </span>
  );
}
