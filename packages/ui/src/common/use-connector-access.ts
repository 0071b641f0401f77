'use client';

import { useConnectedAccounts, useConnectors } from '@plugboard/react';
import { type ConnectorAccess, connectorAccess } from '@plugboard/react/core';
import type { ConnectorId } from '@plugboard/schema';

/**
 * Who connects `connector` for the session user (GET /connectors `shared` and `can_connect`) and
 * whether the organization's account is connected yet (GET /accounts, kept live by
 * `useAccountEvents`); undefined until the connectors are known.
 */
export function useConnectorAccess(connector: ConnectorId): ConnectorAccess | undefined {
  const { data: connectors } = useConnectors();
  const { data: accounts } = useConnectedAccounts();
  return connectorAccess(
    connectors?.find((offered) => offered.id === connector),
    accounts,
  );
}
