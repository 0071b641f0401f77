'use client';

import type { ConnectorId } from '@plugboard/schema';
import { type ConnectorAccess, connectorAccess } from '../core/connector-access.ts';
import { useConnectedAccounts } from './use-connected-accounts.ts';
import { useConnectors } from './use-connectors.ts';

/**
 * Who connects `connector` for the session user (GET /connectors `shared` and `can_connect`) and
 * whether the organization's account is connected yet (GET /accounts, kept live by
 * `useAccountEvents`); undefined until the connectors are known.
 *
 * @example
 * ```tsx
 * function WarehouseConnect() {
 *   const access = useConnectorAccess('warehouse');
 *   if (access && !access.canConnect) {
 *     return <p>{access.organization?.organization_name} connects it{access.connected ? '' : '; not yet'}.</p>;
 *   }
 *   return <button type="button">Connect</button>;
 * }
 * ```
 */
export function useConnectorAccess(connector: ConnectorId): ConnectorAccess | undefined {
  const { connectors } = useConnectors();
  const { accounts } = useConnectedAccounts();
  return connectorAccess(
    connectors?.find((offered) => offered.id === connector),
    accounts,
  );
}
