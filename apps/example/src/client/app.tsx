import { PlugboardProvider } from '@plugboard/react';
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { AccountsPage } from './pages/accounts-page.tsx';
import { AiClientsPage } from './pages/ai-clients-page.tsx';
import { AskAcmePage } from './pages/ask-acme-page.tsx';
import { CallbackPage } from './pages/callback-page.tsx';
import { OnboardingPage } from './pages/onboarding-page.tsx';
import { SignInPage } from './pages/sign-in-page.tsx';
import { CALLBACK_PATH, isPagePath, type PagePath } from './routes.ts';
import { type DemoUser, fetchSession, type SessionState } from './session-api.ts';

const PLUGBOARD_BASE_URL = '/api/plugboard';

interface PageProps {
  user: DemoUser;
  onSignedOut(): void;
}

/** A page for every path of routes.ts: the type refuses a path without one. */
const PAGES: Record<PagePath, ComponentType<PageProps>> = {
  '/': OnboardingPage,
  '/ask': AskAcmePage,
  '/accounts': AccountsPage,
  '/ai-clients': AiClientsPage,
};

export function App() {
  const [session, setSession] = useState<SessionState | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(() => {
    fetchSession()
      .then(setSession)
      .catch((cause: Error) => setError(cause.message));
  }, []);

  useEffect(reload, [reload]);

  const path = window.location.pathname;
  if (path === CALLBACK_PATH) {
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
  const Page = PAGES[isPagePath(path) ? path : '/'];
  return (
    <PlugboardProvider baseUrl={PLUGBOARD_BASE_URL}>
      <Page user={session.user} onSignedOut={reload} />
    </PlugboardProvider>
  );
}
