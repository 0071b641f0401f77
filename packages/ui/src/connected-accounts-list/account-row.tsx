'use client';

import { type ConnectFallback, useConnect } from '@plugboard/react';
import type { AccountListItem, ConnectedAccountStatus } from '@plugboard/schema';
import { CopyLink } from '../common/copy-link.tsx';
import { initialOf } from '../common/initial-of.ts';
import { Spinner } from '../common/spinner.tsx';
import type { Localization } from '../localization/default-strings.ts';
import { errorText } from '../localization/error-text.ts';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';
import { AccountDetailsDialog } from './account-details-dialog.tsx';
import { DisconnectDialog } from './disconnect-dialog.tsx';
import { LazyAccountActivityPanel, LazyAccountPermissionsPanel } from './lazy-account-details.ts';
import { StatusBadge } from './status-badge.tsx';

/**
 * The statuses a fresh connect flow repairs, with the action's label (docs/internals/upstream-api.md,
 * "Account statuses"). POST /links reuses the existing account for the connector, so
 * reconnecting never makes a duplicate. SUSPENDED is the service's to lift: no action here.
 */
const REPAIRS: Partial<Record<ConnectedAccountStatus, 'reconnect' | 'finishConnecting'>> = {
  EXPIRED: 'reconnect',
  DISCONNECTED: 'reconnect',
  REVOKED: 'reconnect',
  ERROR: 'reconnect',
  PENDING_AUTH: 'finishConnecting',
  PENDING_VERIFICATION: 'finishConnecting',
};

function repairLabel(strings: Localization, status: ConnectedAccountStatus) {
  const repair = REPAIRS[status];
  return repair && strings[repair];
}

export interface AccountRowProps {
  account: AccountListItem;
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
  const { connect, status, isPending, isWaiting, error, link } = useConnect({
    connector: account.connector,
    fallback,
  });
  const name = strings.connectorNames[account.connector];
  // An organization's account is repaired by those who may manage it, as it is disconnected.
  const manages = account.can_disconnect;
  const repair = manages ? repairLabel(strings, account.status) : undefined;
  const busy = isPending;
  const organization = account.shared?.organization_name;

  return (
    <li className={classes('accountRow', 'pb-account')} data-status={account.status}>
      <span
        className="pb-logo pb-account__logo"
        data-connector={account.connector}
        aria-hidden="true"
      >
        {initialOf(name)}
      </span>
      <div className="pb-account__details">
        <span className="pb-account__name">{name}</span>
        <span className="pb-account__identifier">{account.identifier}</span>
      </div>
      {organization && (
        <span className="pb-badge pb-badge--shared">{strings.sharedWith(organization)}</span>
      )}
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
        <AccountDetailsDialog
          trigger={strings.accountPermissions}
          label={strings.accountPermissionsOf(name, account.identifier)}
          title={strings.accountPermissionsTitle(name)}
        >
          <LazyAccountPermissionsPanel
            accountId={account.id}
            sharedBy={organization}
            canManage={manages}
            fallback={fallback}
          />
        </AccountDetailsDialog>
        <AccountDetailsDialog
          trigger={strings.accountActivity}
          label={strings.accountActivityOf(name, account.identifier)}
          title={strings.accountActivityTitle(name)}
        >
          <LazyAccountActivityPanel accountId={account.id} showActor={Boolean(organization)} />
        </AccountDetailsDialog>
        {manages && (
          <DisconnectDialog
            name={name}
            identifier={account.identifier}
            onConfirm={() => onDisconnect(account.id)}
            onConfirmedClose={onDisconnectDialogClosed}
          />
        )}
      </div>
      {!manages && organization && (
        <p className="pb-account__note">{strings.sharedManagedBy(organization)}</p>
      )}
      {account.status === 'SUSPENDED' && (
        <p className="pb-account__note">{strings.accountSuspended}</p>
      )}
      {isWaiting && link && (
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
