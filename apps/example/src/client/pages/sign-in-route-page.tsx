import { useEffect } from 'react';
import { connectLinkReturnTo } from '../return-to.ts';
import type { SessionState } from '../session-api.ts';
import { SignInPage } from './sign-in-page.tsx';

/**
 * The sign-in page at SIGN_IN_PATH (routes.ts), the BFF's `signInUrl`: after signing in, the
 * browser goes back to `return_to` when it is a connect link, home otherwise. Signed in already,
 * it goes back at once, unless `prompt=login` asks to sign in afresh (to switch users).
 */
export function SignInRoutePage({ session }: { session: SessionState }) {
  const query = new URLSearchParams(window.location.search);
  const returnTo = connectLinkReturnTo(query.get('return_to'), window.location.origin);
  const goBack = session.user !== null && query.get('prompt') !== 'login';

  useEffect(() => {
    if (goBack) window.location.replace(returnTo ?? '/');
  }, [goBack, returnTo]);

  if (goBack) return <p className="app-message">Loading…</p>;
  return (
    <SignInPage
      demoUsers={session.demoUsers}
      signedInAs={session.user}
      forConnectLink={returnTo !== undefined}
      onSignedIn={() => window.location.assign(returnTo ?? '/')}
    />
  );
}
