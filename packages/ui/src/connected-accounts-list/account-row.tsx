'use client';

import { type ConnectFallback, useConnect } from '@plugboard/react';
import type { ConnectedAccountStatus, ConnectedAccountSummary } from '@plugboard/schema';
import type { Localization } from '../localization/default-strings.ts';
import { errorText } from '../localization/error-text.ts';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';
import { CopyLink } from '../shared/copy-link.tsx';
import { Spinner } from '../shared/spinner.tsx';
import { DisconnectDialog } from './disconnect-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';

/**
 * The statuses a fresh connect flow repairs, with the action's label. POST /links reuses the
 * user's existing account for the connector, so reconnecting never makes a duplicate.
 */
const REPAIRS: Partial<Record<ConnectedAccountStatus, 'reconnect' | 'finishConnecting'>> = {
  EXPIRED: 'reconnect',
  DISCONNECTED: 'reconnect',
  PENDING_AUTH: 'finishConnecting',
};

function repairLabel(strings: Localization, status: ConnectedAccountStatus) {
  const repair = REPAIRS[status];
  return repair && strings[repair];
}

export interface AccountRowProps {
  account: ConnectedAccountSummary;
  fallback: ConnectFallback | undefined;
  onDisconnect: (id: string) => void;
  /** Takes focus once the row's disconnect dialog has closed. */
  onDisconnectDialogClosed: () => void;
}

export function AccountRow({
  account,
  fallback,
  onDisconnect,
  onDisconnectDialogClosed,
}: AccountRowProps) {
  const { strings, classes } = usePlugboardUi();
  const { connect, status, error, link } = useConnect({ connector: account.connector, fallback });
  const name = strings.connectorNames[account.connector];
  const repair = repairLabel(strings, account.status);
  const busy = status === 'opening' || status === 'waiting';

  return (
    <li className={classes('accountRow', 'pb-account')} data-status={account.status}>
      <span
        className="pb-logo pb-account__logo"
        data-connector={account.connector}
        aria-hidden="true"
      >
        {name.charAt(0)}
      </span>
      <div className="pb-account__details">
        <span className="pb-account__name">{name}</span>
        <span className="pb-account__identifier">{account.identifier}</span>
      </div>
      <StatusBadge status={account.status} />
      <div className="pb-account__actions">
        {repair && (
          <button
            type="button"
            className={classes('button', 'pb-button pb-button--secondary')}
            data-status={status}
            disabled={busy}
            aria-label={strings.repairAccount(repair, name, account.identifier)}
            onClick={() => connect()}
          >
            {busy && <Spinner />}
            {repair}
          </button>
        )}
        <DisconnectDialog
          name={name}
          identifier={account.identifier}
          onConfirm={() => onDisconnect(account.id)}
          onConfirmedClose={onDisconnectDialogClosed}
        />
      </div>
      {status === 'waiting' && link && (
        <div className="pb-account__link">
          <p className="pb-account__hint">{strings.linkStatus(name)}</p>
          <CopyLink link={link} name={name} />
        </div>
      )}
      {status === 'error' && error && (
        <p className="pb-account__error" role="alert">
          {errorText(strings, error)}
        </p>
      )}
    </li>
  );
}
