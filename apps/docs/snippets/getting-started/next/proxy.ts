import { signedInEmail } from './app/session';

/** Sends whoever is not signed in to the sign-in page (app/sign-in/page.tsx). */
export function proxy(request: Request): Response | undefined {
  if (signedInEmail(request.headers.get('cookie'))) return undefined;
  return Response.redirect(new URL('/sign-in', request.url), 303);
}

export const config = { matcher: ['/'] };
