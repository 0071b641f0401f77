import { DEMO_ORGANIZATION, DEMO_USERS, type DemoUser, findDemoUser } from './demo-users.ts';

/**
 * The demo user an access token of the embedded emulator's authorization server names: `sub` is
 * the user's id in the environment, which the app seeds as the demo user's own (on a real
 * service, where ids differ, the verified `email` names the user), and a token for another
 * organization than Acme names nobody here.
 */
export function demoUserOfToken(claims: {
  sub: string;
  email?: string | undefined;
  org_id?: string | undefined;
}): DemoUser | undefined {
  if (claims.org_id !== undefined && claims.org_id !== DEMO_ORGANIZATION.id) return undefined;
  return findDemoUser(claims.sub) ?? DEMO_USERS.find((user) => user.email === claims.email);
}
