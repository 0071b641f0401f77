import {
  type AccountListItem,
  accountName,
  type ConnectedAccountStatus,
  type OfferedConnector,
} from '@plugboard/schema';
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
  /** The user's accounts of this connector, if they have any. */
  accounts: readonly AccountListItem[];
}

export function ConnectorCard({ connector, accounts }: ConnectorCardProps) {
  // The account tools use: the organization's shared one, or the user's default.
  const account = accounts.find((item) => item.is_default) ?? accounts[0];
  const own = accounts.filter((item) => item.shared === null);
  return (
    <li className="app-connector-card" data-connected={account?.status === 'ACTIVE'}>
      <h2>{connector.name}</h2>
      <p>{connector.description}</p>
      {account?.status === 'ACTIVE' ? (
        <>
          <p className="app-connected-note">
            <span aria-hidden="true">✓</span>{' '}
            {account.shared
              ? `Shared with ${account.shared.organization_name}`
              : own.length > 1
                ? `${own.length} accounts; the default is ${accountName(account, connector.name)}`
                : `Connected as ${account.label ?? account.profile_name ?? account.identifier}`}
          </p>
          {account.shared === null && <ConnectButton connector={connector.id} />}
        </>
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
