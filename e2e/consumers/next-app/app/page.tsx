import { cookies } from 'next/headers';
import { readSession, SESSION_COOKIE } from '@/lib/session';
import { PlugboardPanel } from './plugboard-panel';

export default async function HomePage() {
  const email = readSession((await cookies()).get(SESSION_COOKIE)?.value);
  if (!email) {
    return (
      <main>
        <h1>Sign in</h1>
        <form method="post" action="/api/session">
          <label>
            Email <input type="email" name="email" required defaultValue="ada@acme.test" />
          </label>{' '}
          <button type="submit">Sign in</button>
        </form>
      </main>
    );
  }
  return (
    <main>
      <h1>Integrations</h1>
      <p>Signed in as {email}</p>
      <PlugboardPanel />
    </main>
  );
}
