import type { SessionUser } from '@plugboard/server';
import type { Request } from 'express';

/** The user your own auth middleware put on the request (a session, a JWT, an auth library). */
interface SignedInUser {
  email: string;
  orgId?: string;
  orgName?: string;
}

/** Who is signed in, for Plugboard: from your session, never from the request's body or query. */
export function sessionUser(req: Request): SessionUser | null {
  const user = (req as Request & { user?: SignedInUser }).user;
  if (!user) return null;
  return { identifier: user.email, organizationId: user.orgId, organizationName: user.orgName };
}
