import { PlugboardProvider, useExecuteTool } from '@plugboard/react';
import {
  ConnectButton,
  ConnectedAccountsList,
  PlugboardUiProvider,
  VerifyCallback,
} from '@plugboard/ui';
import { ToolView } from '@plugboard/ui/viewers';
import { useEffect, useState } from 'react';

type Session = { email: string | null };

export function App() {
  return (
    <>
      <header className="app-header">
        <span>Acme</span>
        <nav aria-label="Theme">
          <a href="?theme=light">Light</a> <a href="?theme=dark">Dark</a>{' '}
          <a href="?theme=system">System</a>
        </nav>
      </header>
      <main>
        {window.location.pathname === '/connect/callback' ? (
          <PlugboardProvider>
            <VerifyCallback returnTo="/" />
          </PlugboardProvider>
        ) : (
          <Home />
        )}
      </main>
    </>
  );
}

function Home() {
  const [session, setSession] = useState<Session>();
  useEffect(() => {
    void fetch('/api/session')
      .then((res) => res.json() as Promise<Session>)
      .then(setSession);
  }, []);
  if (!session) return <p>Loading…</p>;
  if (!session.email) {
    return (
      <>
        <h1>Sign in</h1>
        <form method="post" action="/api/session">
          <label>
            Email <input type="email" name="email" required defaultValue="ada@acme.test" />
          </label>{' '}
          <button type="submit">Sign in</button>
        </form>
      </>
    );
  }
  return (
    <>
      <h1>Integrations</h1>
      <p>Signed in as {session.email}</p>
      <PlugboardProvider>
        <section aria-label="Connect">
          <ConnectButton connector="crm" />
        </section>
        <PlugboardUiProvider appearance={{ variables: { 'color-primary': '#0f766e' } }}>
          <section aria-label="Connect, in the app's own colours">
            <ConnectButton connector="docsapp" />
          </section>
        </PlugboardUiProvider>
        <ConnectedAccountsList />
        <CrmPeople />
      </PlugboardProvider>
    </>
  );
}

/** One read-only tool with the user's CRM account, shown in its viewer. */
function CrmPeople() {
  const { execute, status, data, error } = useExecuteTool({ tool: 'crm_list_people' });
  return (
    <section aria-label="CRM people">
      <button
        type="button"
        onClick={() => execute({ limit: 5 }, { connector: 'crm' })}
        disabled={status === 'running'}
      >
        List people
      </button>
      {error && <p role="alert">{error.message}</p>}
      {data !== undefined && <ToolView tool="crm_list_people" data={data} />}
    </section>
  );
}
