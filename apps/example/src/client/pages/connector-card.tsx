import type { AccountListItem, ConnectedAccountStatus, OfferedConnector } from '@plugboard/schema';
import { ConnectButton } from '@plugboard/ui';

/**
 * An account a connect flow is still finishing: the link makes it, consent moves it on, and live
 * events list it meanwhile. It needs no attention: its card keeps the Connect button, and
 * connecting again reuses the account.
 */
const FINISHING: ReadonlySet<ConnectedAccountStatus> = new Set([
  'PENDING_AUTH',
  'PENDING_VERIFICATION',
]);

interface ConnectorCardProps {
  connector: OfferedConnector;
  /** The user's accounts of this connector, if they have any. */
  accounts: readonly AccountListItem[];
}

export function ConnectorCard({ connector, accounts }: ConnectorCardProps) {
  // The account tools use: the organization's shared one, or the user's default.
  const account = accounts.find((item) => item.is_default) ?? accounts[0];
  const active = accounts.filter((item) => item.status === 'ACTIVE').length;
  return (
    <li className="app-connector-card" data-connected={account?.status === 'ACTIVE'}>
      <h2>{connector.name}</h2>
      <p>{connector.description}</p>
      {account?.status === 'ACTIVE' ? (
        account.shared ? (
          <p className="app-connected-note">
            <span aria-hidden="true">✓</span> Shared with {account.shared.organization_name}
          </p>
        ) : (
          // Says which account is connected (and which is the default of several), and adds
          // another. A new one made ACTIVE starts it afresh, ready to add the next; the consent
          // popup of a flow still finishing stays open and completes on its own.
          <ConnectButton key={active} connector={connector.id} />
        )
      ) : account && !FINISHING.has(account.status) ? (
        <p className="app-connected-note" data-tone="warning">
          Needs attention: see your connected accounts below.
        </p>
      ) : (
        // For an organization's connector a member may not connect, the kit's button says who does.
        <ConnectButton connector={connector.id} label={`Connect ${connector.name}`} />
      )}
    </li>
  );
}
