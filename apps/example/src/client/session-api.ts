import type { DemoUser } from '../server/demo-users.ts';

export type { DemoUser };

export interface SessionState {
  user: DemoUser | null;
  demoUsers: DemoUser[];
}

async function expectOk(response: Response): Promise<Response> {
  if (response.ok) return response;
  const body = await response.json().catch(() => null);
  throw new Error(body?.error?.message ?? `The request failed with status ${response.status}.`);
}

export async function fetchSession(): Promise<SessionState> {
  const response = await expectOk(await fetch('/api/session', { credentials: 'same-origin' }));
  return response.json();
}

export async function signIn(userId: string): Promise<void> {
  await expectOk(
    await fetch('/api/session', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId }),
    }),
  );
}

export async function signOut(): Promise<void> {
  await expectOk(await fetch('/api/session', { method: 'DELETE', credentials: 'same-origin' }));
}
