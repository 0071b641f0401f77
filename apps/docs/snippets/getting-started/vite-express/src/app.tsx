import { PlugboardProvider } from '@plugboard/react';
import {
  type Appearance,
  ConnectButton,
  ConnectedAccountsList,
  PlugboardUiProvider,
  VerifyCallback,
} from '@plugboard/ui';
import { ListPeople } from './list-people.tsx';

/** Set the text colour with the brand colour: each theme's own suits only its own primary. */
const BRAND = {
  variables: {
    'color-primary': '#0f766e',
    'color-primary-hover': '#115e59',
    'color-primary-text': '#ffffff',
  },
} satisfies Appearance;

export function App() {
  // The provider talks to the BFF at /api/plugboard, on the page's own origin.
  return (
    <PlugboardProvider>
      {/* Your brand colours on Plugboard's buttons, in every theme; without them it keeps its own. */}
      <PlugboardUiProvider appearance={BRAND}>
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
