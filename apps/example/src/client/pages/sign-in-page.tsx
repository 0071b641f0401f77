import { useState } from 'react';
import { type DemoUser, signIn } from '../session-api.ts';

interface SignInPageProps {
  demoUsers: DemoUser[];
  /** Who is signed in now, when the page was asked to switch users (`prompt=login`). */
  signedInAs?: DemoUser | null;
  /** Whether a connect link sent the browser here, to come back to it after signing in. */
  forConnectLink?: boolean;
  onSignedIn(): void;
}

export function SignInPage({ demoUsers, signedInAs, forConnectLink, onSignedIn }: SignInPageProps) {
  const [error, setError] = useState<string | null>(null);

  const choose = (user: DemoUser) => {
    setError(null);
    signIn(user.id)
      .then(onSignedIn)
      .catch((cause: Error) => setError(cause.message));
  };

  return (
    <main className="app-shell app-sign-in">
      <header className="app-brand">
        <span className="app-logo" aria-hidden="true">
          A
        </span>
        <span>Acme Analytics</span>
      </header>
      <p className="app-step">{forConnectLink ? 'Connect an account' : 'Step 1 of 3'}</p>
      <h1>Sign in</h1>
      {forConnectLink ? (
        <p className="app-lede">
          Your AI client asked you to connect an account. Sign in as the person it acts for, and you
          go straight on to connecting.
        </p>
      ) : (
        <p className="app-lede">
          This is a demo: pick a person to sign in as. Each one sees only the accounts they connect.
        </p>
      )}
      {signedInAs && (
        <p className="app-lede">
          You are signed in as {signedInAs.name}. Choosing someone else signs you in as them.
        </p>
      )}
      <ul className="app-user-list">
        {demoUsers.map((user) => (
          <li key={user.id}>
            <button type="button" className="app-user" onClick={() => choose(user)}>
              <span className="app-avatar" aria-hidden="true">
                {user.name.charAt(0)}
              </span>
              <span className="app-user-text">
                <span className="app-user-name">Continue as {user.name}</span>
                <span className="app-user-meta">
                  {user.role} · {user.email}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="app-error">
          {error}
        </p>
      )}
    </main>
  );
}
