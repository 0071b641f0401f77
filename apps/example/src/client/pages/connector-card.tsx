import type { AccountListItem, ConnectedAccountStatus, OfferedConnector } from '@plugboard/schema';
import { ConnectButton } from '@plugboard/ui';

/**
 * An account a connect flow is still finishing: the link makes it, consent moves it on, and live
 * events list it meanwhile. Its card keeps the Connect button, whose unmounting would cancel the
 * flow and close the user's consent popup; connecting again reuses the account.
 */
const FINISHING: ReadonlySet<ConnectedAccountStatus> = new Set([
  'PENDING_AUTH',
  'PENDING_VERIFICATION',
]);

interface ConnectorCardProps {
  connector: OfferedConnector;
  /** The user's account for this connector, if they have one. */
  account: AccountListItem | undefined;
}

export function ConnectorCard({ connector, account }: ConnectorCardProps) {
  return (
    <li className="app-connector-card" data-connected={account?.status === 'ACTIVE'}>
      <h2>{connector.name}</h2>
      <p>{connector.description}</p>
      {account?.status === 'ACTIVE' ? (
        <p className="app-connected-note">
          <span aria-hidden="true">✓</span>{' '}
          {account.shared
            ? `Shared with ${account.shared.organization_name}`
            : `Connected as ${account.identifier}`}
        </p>
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
