import { useConnectedAccounts, useConnectors } from '@plugboard/react';
import { ConnectedAccountsList } from '@plugboard/ui';
import { AccountAlerts } from '@plugboard/ui/alerts';
import { AppHeader } from '../app-header.tsx';
import type { DemoUser } from '../session-api.ts';
import { ConnectorCard } from './connector-card.tsx';
import { TryItSection } from './try-it/try-it-section.tsx';

interface OnboardingPageProps {
  user: DemoUser;
  onSignedOut(): void;
}

export function OnboardingPage({ user, onSignedOut }: OnboardingPageProps) {
  const { data: connectors, error: connectorsError, isLoading } = useConnectors();
  const { data: accounts } = useConnectedAccounts();
  return (
    <div className="app-shell">
      <AppHeader user={user} onSignedOut={onSignedOut} />
      <AccountAlerts className="app-alerts" />
      <main className="app-main">
        <section aria-labelledby="connect-heading" className="app-section">
          <p className="app-step">Step 2 of 3</p>
          <h1 id="connect-heading">Connect your tools</h1>
          <p className="app-lede">
            Acme works with the tools your team already uses. Connect them now or later; you can
            disconnect any of them at any time.
          </p>
          {connectorsError ? (
            <p role="alert" className="app-error">
              Could not load the tools you can connect: {connectorsError.message}
            </p>
          ) : (
            <ul className="app-connector-grid" aria-busy={isLoading}>
              {connectors?.map((connector) => (
                <ConnectorCard
                  key={connector.id}
                  connector={connector}
                  accounts={accounts?.filter((account) => account.connector === connector.id) ?? []}
                />
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="accounts-heading" className="app-section">
          <h2 id="accounts-heading">Your connected accounts</h2>
          <ConnectedAccountsList />
        </section>
        <TryItSection connectors={connectors ?? []} accounts={accounts ?? []} />
      </main>
    </div>
  );
}
