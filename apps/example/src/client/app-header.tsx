import { useState } from 'react';
import { type DemoUser, signOut } from './session-api.ts';

interface AppHeaderProps {
  user: DemoUser;
  onSignedOut(): void;
}

const NAV_LINKS = [
  { href: '/', label: 'Connect your tools' },
  { href: '/ask', label: 'Ask Acme' },
  { href: '/accounts', label: 'Accounts' },
  { href: '/ai-clients', label: 'AI clients' },
] as const;

/** The signed-in app's top bar: the brand, where to go, and who is signed in. */
export function AppHeader({ user, onSignedOut }: AppHeaderProps) {
  const [signOutError, setSignOutError] = useState<string | null>(null);
  const here = window.location.pathname;

  const leave = () => {
    signOut()
      .then(onSignedOut)
      .catch((cause: Error) => setSignOutError(cause.message));
  };

  return (
    <>
      <header className="app-topbar">
        <div className="app-brand">
          <span className="app-logo" aria-hidden="true">
            A
          </span>
          <span>Acme Analytics</span>
        </div>
        <nav aria-label="Main" className="app-nav">
          {NAV_LINKS.map((link) => (
            <a
              key={link.href}
              href={link.href}
              aria-current={here === link.href ? 'page' : undefined}
            >
              {link.label}
            </a>
          ))}
        </nav>
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
    </>
  );
}
