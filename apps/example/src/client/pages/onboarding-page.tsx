import { ConnectButton, ConnectedAccountsList } from '@plugboard/ui';
import { useState } from 'react';
import { type DemoUser, signOut } from '../session-api.ts';
import { useOfferedConnectors } from '../use-offered-connectors.ts';

interface OnboardingPageProps {
  user: DemoUser;
  onSignedOut(): void;
}

export function OnboardingPage({ user, onSignedOut }: OnboardingPageProps) {
  const connectors = useOfferedConnectors();
  const [signOutError, setSignOutError] = useState<string | null>(null);

  const leave = () => {
    signOut()
      .then(onSignedOut)
      .catch((cause: Error) => setSignOutError(cause.message));
  };

  return (
    <div className="app-shell">
      <header className="app-topbar">
        <div className="app-brand">
          <span className="app-logo" aria-hidden="true">
            A
          </span>
          <span>Acme Analytics</span>
        </div>
        <div className="app-account">
          <span>
            Signed in as <strong>{user.name}</strong>
          </span>
          <button type="button" className="app-link-button" onClick={leave}>
            Sign out
          </button>
        </div>
      </header>
      {signOutError && (
        <p role="alert" className="app-error">
          {signOutError}
        </p>
      )}
      <main className="app-main">
        <section aria-labelledby="connect-heading" className="app-section">
          <p className="app-step">Step 2 of 3</p>
          <h1 id="connect-heading">Connect your tools</h1>
          <p className="app-lede">
            Acme works with the tools your team already uses. Connect them now or later; you can
            disconnect any of them at any time.
          </p>
          {connectors.error ? (
            <p role="alert" className="app-error">
              Could not load the tools you can connect: {connectors.error}
            </p>
          ) : (
            <ul className="app-connector-grid" aria-busy={connectors.isLoading}>
              {connectors.list.map((connector) => (
                <li key={connector.id} className="app-connector-card">
                  <h2>{connector.name}</h2>
                  <p>{connector.description}</p>
                  <ConnectButton connector={connector.id} label={`Connect ${connector.name}`} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="accounts-heading" className="app-section">
          <h2 id="accounts-heading">Your connected accounts</h2>
          <ConnectedAccountsList />
        </section>
      </main>
    </div>
  );
}
