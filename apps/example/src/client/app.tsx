import { PlugboardProvider } from '@plugboard/react';
import { useCallback, useEffect, useState } from 'react';
import { AccountsPage } from './pages/accounts-page.tsx';
import { AiClientsPage } from './pages/ai-clients-page.tsx';
import { AskAcmePage } from './pages/ask-acme-page.tsx';
import { CallbackPage } from './pages/callback-page.tsx';
import { OnboardingPage } from './pages/onboarding-page.tsx';
import { SignInPage } from './pages/sign-in-page.tsx';
import { fetchSession, type SessionState } from './session-api.ts';

const PLUGBOARD_BASE_URL = '/api/plugboard';

export function App() {
  const [session, setSession] = useState<SessionState | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(() => {
    fetchSession()
      .then(setSession)
      .catch((cause: Error) => setError(cause.message));
  }, []);

  useEffect(reload, [reload]);

  if (window.location.pathname === '/connect/callback') {
    return (
      <PlugboardProvider baseUrl={PLUGBOARD_BASE_URL}>
        <CallbackPage />
      </PlugboardProvider>
    );
  }
  if (error)
    return (
      <p role="alert" className="app-message">
        Could not load your session: {error}
      </p>
    );
  if (!session) return <p className="app-message">Loading…</p>;
  if (!session.user) return <SignInPage demoUsers={session.demoUsers} onSignedIn={reload} />;
  return (
    <PlugboardProvider baseUrl={PLUGBOARD_BASE_URL}>
      {window.location.pathname === '/ask' ? (
        <AskAcmePage user={session.user} onSignedOut={reload} />
      ) : window.location.pathname === '/accounts' ? (
        <AccountsPage user={session.user} onSignedOut={reload} />
      ) : window.location.pathname === '/ai-clients' ? (
        <AiClientsPage user={session.user} onSignedOut={reload} />
      ) : (
        <OnboardingPage user={session.user} onSignedOut={reload} />
      )}
    </PlugboardProvider>
  );
}
