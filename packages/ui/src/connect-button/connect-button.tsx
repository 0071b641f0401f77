'use client';

import {
  type ConnectFallback,
  type PlugboardError,
  useConnect,
  useConnectedAccounts,
} from '@plugboard/react';
import type { ConnectedAccountSummary, ConnectorId } from '@plugboard/schema';
import type { ReactNode } from 'react';
import { accountDisplayName } from '../common/account-display-name.ts';
import { adminOnly, OrganizationConnectNote } from '../common/organization-connect-note.tsx';
import { useConnectorAccess } from '../common/use-connector-access.ts';
import { usePlugboardUi } from '../provider/plugboard-ui-context.ts';
import { ConnectButtonView } from './connect-button-view.tsx';

export interface ConnectButtonProps {
  /** The connector to connect, e.g. `'docsapp'`. */
  connector: ConnectorId;
  /**
   * The idle label; `Connect <connector name>` by default (`connectLabel` in localization). Once
   * the user has an account of the connector the button adds another (`connectAddAnother`).
   */
  label?: ReactNode;
  /** Added to the root element's `pb-connect` class. */
  className?: string;
  /**
   * When no popup can open: `'redirect'` (default) takes this tab to the authorization page and
   * back; `'link'` keeps the page and shows the link to open or copy.
   */
  fallback?: ConnectFallback;
  /** Called when the flow ends with an ACTIVE account. */
  onConnected?: (account: ConnectedAccountSummary) => void;
  /** Called when the flow fails. */
  onError?: (error: PlugboardError) => void;
}

/**
 * A button that connects a third-party account in a popup opened inside the click; once the user
 * has one of the connector, it says which ("Connected as Work CRM") and adds another. Without a
 * popup it falls back by itself: a same-tab redirect that returns here connected, or a link to
 * open or copy. Its root carries `data-status` (`idle`, `opening`, `waiting`, `connected`,
 * `error`) for styling, and a polite live region announces each step. For an organization's
 * connector the user may not connect (GET /connectors `can_connect: false`) there is no button,
 * which could only fail: a line says its administrators connect it and whether they have, and
 * `data-status` is `organization`.
 *
 * @example
 * ```tsx
 * <ConnectButton connector="crm" onConnected={(account) => console.info(account.id)} />
 * ```
 */
export function ConnectButton({
  connector,
  label,
  className,
  fallback,
  onConnected,
  onError,
}: ConnectButtonProps) {
  const { strings, root } = usePlugboardUi();
  const organization = adminOnly(useConnectorAccess(connector));
  const { data: accounts } = useConnectedAccounts();
  const own = accounts?.filter((item) => item.connector === connector && item.shared === null);
  const defaultAccount = own?.find((item) => item.is_default) ?? own?.[0];
  // Another account is added only beside one that works: an unfinished or expired first account
  // is finished or reconnected by a plain connect, which never makes a duplicate.
  const adds = own?.some((item) => item.status === 'ACTIVE') === true;
  const { connect, cancel, status, isWaiting, error, account, link, popupClosed } = useConnect({
    connector,
    fallback,
    // Read when the click starts the flow: a further account once the user has one.
    add: adds,
    onConnected,
    onError,
  });
  const listed = account && accounts?.find((item) => item.id === account.id);
  if (organization) {
    return (
      <p {...root('connectButton', 'pb-connect', className)} data-status="organization">
        <OrganizationConnectNote access={organization} />
      </p>
    );
  }
  return (
    <ConnectButtonView
      name={strings.connectorNames[connector]}
      label={label}
      className={className}
      status={status}
      isWaiting={isWaiting}
      error={error}
      account={account}
      accountName={listed ? accountDisplayName(strings, listed) : undefined}
      connected={
        adds && own && defaultAccount
          ? { count: own.length, defaultName: accountDisplayName(strings, defaultAccount) }
          : undefined
      }
      link={link}
      popupClosed={popupClosed}
      onConnect={() => connect()}
      onCancel={cancel}
    />
  );
}
