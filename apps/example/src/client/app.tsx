import { PlugboardProvider } from '@plugboard/react';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { OnboardingPage } from './pages/onboarding-page.tsx';
import { SignInPage } from './pages/sign-in-page.tsx';
import { SignInRoutePage } from './pages/sign-in-route-page.tsx';
import { CALLBACK_PATH, isPagePath, type PagePath, SIGN_IN_PATH } from './routes.ts';
import { type DemoUser, fetchSession, type SessionState } from './session-api.ts';

// The first page a visitor sees comes with the main chunk; the others load when opened, so the
// AI SDK (Ask Acme), the MCP setup and the account panels are not in every page's download.
const AccountsPage = lazy(() =>
  import('./pages/accounts-page.tsx').then(({ AccountsPage }) => ({ default: AccountsPage })),
);
const AiClientsPage = lazy(() =>
  import('./pages/ai-clients-page.tsx').then(({ AiClientsPage }) => ({ default: AiClientsPage })),
);
const AskAcmePage = lazy(() =>
  import('./pages/ask-acme-page.tsx').then(({ AskAcmePage }) => ({ default: AskAcmePage })),
);
const CallbackPage = lazy(() =>
  import('./pages/callback-page.tsx').then(({ CallbackPage }) => ({ default: CallbackPage })),
);

const loading = <p className="app-message">Loading…</p>;

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
        <Suspense fallback={loading}>
          <CallbackPage />
        </Suspense>
      </PlugboardProvider>
    );
  }
  if (error)
    return (
      <p role="alert" className="app-message">
        Could not load your session: {error}
      </p>
    );
  if (!session) return loading;
  if (path === SIGN_IN_PATH) return <SignInRoutePage session={session} />;
  if (!session.user) return <SignInPage demoUsers={session.demoUsers} onSignedIn={reload} />;
  const Page = PAGES[isPagePath(path) ? path : '/'];
  return (
    <PlugboardProvider baseUrl={PLUGBOARD_BASE_URL}>
      <Suspense fallback={loading}>
        <Page user={session.user} onSignedOut={reload} />
      </Suspense>
    </PlugboardProvider>
  );
}
