import { PlugboardProvider } from '@plugboard/react';
import {
  ConnectButton,
  ConnectedAccountsList,
  PlugboardUiProvider,
  VerifyCallback,
} from '@plugboard/ui';
import { ListPeople } from './list-people.tsx';

export function App() {
  // The provider talks to the BFF at /api/plugboard, on the page's own origin.
  return (
    <PlugboardProvider>
      {/* Your brand colour on Plugboard's buttons and links; without it they keep Plugboard's. */}
      <PlugboardUiProvider appearance={{ variables: { 'color-primary': '#0f766e' } }}>
        {window.location.pathname === '/connect/callback' ? (
          <VerifyCallback returnTo="/" />
        ) : (
          <main>
            <h1>Integrations</h1>
            <ConnectButton connector="crm" />
            <ConnectedAccountsList />
            <ListPeople />
          </main>
        )}
      </PlugboardUiProvider>
    </PlugboardProvider>
  );
}
