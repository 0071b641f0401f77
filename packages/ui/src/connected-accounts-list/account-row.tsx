'use client';

import { type ConnectFallback, useConnect, useUpdateAccount } from '@plugboard/react';
import type { AccountListItem, ConnectedAccountStatus } from '@plugboard/schema';
import { useEffect, useRef, useState } from 'react';
import { accountDisplayName } from '../common/account-display-name.ts';
import { CopyLink } from '../common/copy-link.tsx';
import { initialOf } from '../common/initial-of.ts';
import { Spinner } from '../common/spinner.tsx';
import type { Localization } from '../localization/default-strings.ts';
import { errorText } from '../localization/error-text.ts';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';
import { AccountDetailsDialog } from './account-details-dialog.tsx';
import { AccountRename } from './account-rename.tsx';
import { DisconnectDialog } from './disconnect-dialog.tsx';
import { LazyAccountActivityPanel, LazyAccountPermissionsPanel } from './lazy-account-details.ts';
import { StatusBadge } from './status-badge.tsx';

/**
 * The statuses a fresh connect flow repairs, with the action's label (docs/internals/upstream-api.md,
 * "Account statuses"). The row's flow names its account (`account_id`), which POST /links
 * reconnects in place, so reconnecting never makes a duplicate. SUSPENDED is the service's to
 * lift: no action here.
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
  /**
   * Whether the list holds other accounts of the same connector: the default one then carries a
   * badge, and the others offer to become it.
   */
  hasSiblings: boolean;
  fallback: ConnectFallback | undefined;
  onDisconnect: (id: string) => void;
  /** Takes focus once the row's disconnect dialog has closed. */
  onDisconnectDialogClosed: () => void;
}

export function AccountRow({
  account,
  hasSiblings,
  fallback,
  onDisconnect,
  onDisconnectDialogClosed,
}: AccountRowProps) {
  const { strings, classes } = usePlugboardUi();
  const { connect, status, isPending, isWaiting, error, link } = useConnect({
    connector: account.connector,
    accountId: account.id,
    fallback,
  });
  const updating = useUpdateAccount();
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const name = strings.connectorNames[account.connector];
  const accountName = accountDisplayName(strings, account);
  // An organization's account is repaired by those who may manage it, as it is disconnected.
  const manages = account.can_disconnect;
  const repair = manages ? repairLabel(strings, account.status) : undefined;
  const busy = isPending;
  const organization = account.shared?.organization_name;
  // Labels and the default are the user's own: an organization's account is neither renamed nor
  // made a member's default here (docs/internals/several-accounts.md §"Labels and the default").
  const own = account.shared === null;
  // The field held focus; once it is gone, focus goes back to what opened it, not to <body>.
  const refocus = useRef(false);
  useEffect(() => {
    if (renaming || !refocus.current) return;
    refocus.current = false;
    renameButton.current?.focus();
  }, [renaming]);
  const endRename = () => {
    refocus.current = true;
    setRenaming(false);
  };

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
        {renaming ? (
          <AccountRename
            name={accountName}
            saving={updating.isPending}
            onSave={async (label) => (await updating.update(account.id, { label })) !== undefined}
            onDone={endRename}
          />
        ) : (
          <span className="pb-account__label">{accountName}</span>
        )}
      </div>
      {hasSiblings && account.is_default && (
        <span className="pb-badge pb-badge--default">{strings.accountDefault}</span>
      )}
      {organization && (
        <span className="pb-badge pb-badge--shared">{strings.sharedWith(organization)}</span>
      )}
      <StatusBadge status={account.status} />
      <div className="pb-account__actions">
        {own && hasSiblings && !account.is_default && (
          <button
            type="button"
            className={classes('button', 'pb-button pb-button--ghost')}
            disabled={updating.isPending}
            aria-label={strings.makeDefaultAccount(accountName)}
            onClick={() => void updating.update(account.id, { is_default: true })}
          >
            {strings.makeDefault}
          </button>
        )}
        {own && !renaming && (
          <button
            ref={renameButton}
            type="button"
            className={classes('button', 'pb-button pb-button--ghost')}
            aria-label={strings.renameAccount(accountName)}
            onClick={() => setRenaming(true)}
          >
            {strings.rename}
          </button>
        )}
        {repair && (
          <button
            type="button"
            className={classes('button', 'pb-button pb-button--secondary')}
            data-status={status}
            disabled={busy}
            aria-label={strings.repairAccount(repair, name, accountName)}
            onClick={() => connect()}
          >
            {busy && <Spinner />}
            {repair}
          </button>
        )}
        <AccountDetailsDialog
          trigger={strings.accountPermissions}
          label={strings.accountPermissionsOf(name, accountName)}
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
          label={strings.accountActivityOf(name, accountName)}
          title={strings.accountActivityTitle(name)}
        >
          <LazyAccountActivityPanel accountId={account.id} showActor={Boolean(organization)} />
        </AccountDetailsDialog>
        {manages && (
          <DisconnectDialog
            name={name}
            accountName={accountName}
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
      {updating.status === 'error' && updating.error && (
        <p className="pb-account__error" role="alert">
          {strings.updateError} {errorText(strings, updating.error)}
        </p>
      )}
    </li>
  );
}
