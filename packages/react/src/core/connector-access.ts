import type { AccountListItem, AccountSharedBy, OfferedConnector } from '@plugboard/schema';

/**
 * Who connects a connector for the session user. `canConnect` is false only where the connector
 * is an organization's and the user may not manage its accounts: a Connect button could only
 * fail there, so a component says instead that the organization's administrators connect it,
 * and `connected` whether they have.
 */
export interface ConnectorAccess {
  /** Whether the user may start a connect flow: their own connector, or one they manage. */
  canConnect: boolean;
  /** The organization whose one account every member uses; undefined for the user's own. */
  organization: AccountSharedBy | undefined;
  /** Whether the organization's account is ACTIVE in the accounts list (false for the user's own). */
  connected: boolean;
}

/**
 * A connector's access from GET /connectors and the accounts list; undefined until the connector
 * is known, when a component keeps its Connect button (the BFF refuses what it must).
 */
export function connectorAccess(
  connector: OfferedConnector | undefined,
  accounts: readonly AccountListItem[] | undefined,
): ConnectorAccess | undefined {
  if (!connector) return undefined;
  const organization = connector.shared ?? undefined;
  const connected =
    organization !== undefined &&
    (accounts ?? []).some(
      (account) =>
        account.connector === connector.id &&
        account.status === 'ACTIVE' &&
        account.shared?.organization_id === organization.organization_id,
    );
  return { canConnect: connector.can_connect, organization, connected };
}
