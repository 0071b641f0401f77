import { useConnectedAccounts } from '@plugboard/react';
import { ConnectedAccountsList } from '@plugboard/ui';
import { AccountActivityPanel } from '@plugboard/ui/accounts';
import { AccountAlerts } from '@plugboard/ui/alerts';
import { AppHeader } from '../app-header.tsx';
import type { DemoUser } from '../session-api.ts';

interface AccountsPageProps {
  user: DemoUser;
  onSignedOut(): void;
}

/**
 * Every account the signed-in person can use, their own and those Acme shares: each row opens
 * what the account lets Acme do and what was done with it. Below, the trail of each shared
 * account on its own, as a team page would show it.
 */
export function AccountsPage({ user, onSignedOut }: AccountsPageProps) {
  const { data: accounts } = useConnectedAccounts();
  const shared = accounts?.filter((account) => account.shared !== null) ?? [];
  return (
    <div className="app-shell">
      <AppHeader user={user} onSignedOut={onSignedOut} />
      <AccountAlerts className="app-alerts" />
      <main className="app-main">
        <section aria-labelledby="accounts-heading" className="app-section">
          <h1 id="accounts-heading">Accounts</h1>
          <p className="app-lede">
            Your own accounts, and those Acme shares with everyone. Open Permissions to see what
            Acme can do with an account, and Activity to see what it did.
          </p>
          <ConnectedAccountsList searchable />
        </section>
        {shared.map((account) => (
          <section
            key={account.id}
            aria-labelledby={`activity-${account.id}`}
            className="app-section"
          >
            <h2 id={`activity-${account.id}`}>
              Team activity on {account.identifier} ({account.shared?.organization_name})
            </h2>
            <AccountActivityPanel accountId={account.id} showActor pageSize={10} />
          </section>
        ))}
      </main>
    </div>
  );
}
