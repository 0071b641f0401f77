'use client';

import { useConnect } from '@plugboard/react';
import type { ConnectedAccountStatus, ConnectedAccountSummary } from '@plugboard/schema';
import { CONNECTOR_NAMES } from '../shared/connector-names.ts';
import { Spinner } from '../shared/spinner.tsx';
import { DisconnectDialog } from './disconnect-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';

/**
 * The statuses a fresh connect flow repairs, with the action's label. POST /links reuses the
 * user's existing account for the connector, so reconnecting never makes a duplicate.
 */
const REPAIR_LABELS: Partial<Record<ConnectedAccountStatus, string>> = {
  EXPIRED: 'Reconnect',
  DISCONNECTED: 'Reconnect',
  PENDING_AUTH: 'Finish connecting',
};

export interface AccountRowProps {
  account: ConnectedAccountSummary;
  onDisconnect: (id: string) => void;
  /** Takes focus once the row's disconnect dialog has closed. */
  onDisconnectDialogClosed: () => void;
}

export function AccountRow({ account, onDisconnect, onDisconnectDialogClosed }: AccountRowProps) {
  const { connect, status, error } = useConnect();
  const name = CONNECTOR_NAMES[account.connector];
  const repairLabel = REPAIR_LABELS[account.status];
  const busy = status === 'opening' || status === 'waiting';

  return (
    <li className="pb-account" data-status={account.status}>
      <span className="pb-account__logo" data-connector={account.connector} aria-hidden="true">
        {name.charAt(0)}
      </span>
      <div className="pb-account__details">
        <span className="pb-account__name">{name}</span>
        <span className="pb-account__identifier">{account.identifier}</span>
      </div>
      <StatusBadge status={account.status} />
      <div className="pb-account__actions">
        {repairLabel && (
          <button
            type="button"
            className="pb-button pb-button--secondary"
            data-status={status}
            disabled={busy}
            aria-label={`${repairLabel}: ${name} (${account.identifier})`}
            onClick={() => connect(account.connector)}
          >
            {busy && <Spinner />}
            {repairLabel}
          </button>
        )}
        <DisconnectDialog
          name={name}
          identifier={account.identifier}
          onConfirm={() => onDisconnect(account.id)}
          onConfirmedClose={onDisconnectDialogClosed}
        />
      </div>
      {status === 'error' && error && (
        <p className="pb-account__error" role="alert">
          {error.message}
        </p>
      )}
    </li>
  );
}
