import '@plugboard/ui/styles.css';
import { PlugboardProvider } from '@plugboard/react';
import { ConnectButton, ConnectedAccountsList } from '@plugboard/ui';
import { useMemo } from 'react';
import { createFixtureFetch, fixtureAccount } from './fixture-bff.ts';

/** The connect button and the accounts list, with one account in each status worth seeing. */
export function LiveAccounts() {
  const fetch = useMemo(
    () =>
      createFixtureFetch({
        accounts: [
          fixtureAccount(),
          fixtureAccount({
            id: 'ca_fixture_crm',
            connector: 'crm',
            connection_id: 'conn_crm',
            status: 'EXPIRED',
          }),
          fixtureAccount({
            id: 'ca_fixture_warehouse',
            connector: 'warehouse',
            connection_id: 'conn_warehouse',
            identifier: 'organization:acme',
            shared: { organization_id: 'acme', organization_name: 'Acme' },
            can_disconnect: false,
          }),
        ],
      }),
    [],
  );
  return (
    <PlugboardProvider fetch={fetch}>
      <div className="not-content live-example">
        <ConnectButton connector="video" />
        <ConnectedAccountsList />
      </div>
    </PlugboardProvider>
  );
}
