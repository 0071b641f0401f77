/**
 * Every path the front end answers, in one place: the router (app.tsx) must render a page for
 * each, and e2e/example-axe.e2e.ts visits each, so a new page cannot go unchecked.
 */

/** The signed-in app's pages. `/` is onboarding, which also answers any other path. */
export const PAGE_PATHS = ['/', '/ask', '/accounts', '/ai-clients'] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

/**
 * The sign-in page the BFF sends a signed-out connect link to (its `signInUrl`), answered signed
 * in or not: `return_to` names the link to go back to, `prompt=login` asks to sign in afresh,
 * as another user.
 */
export const SIGN_IN_PATH = '/sign-in';

/** Where the consent page sends the popup back; answered signed in or not. */
export const CALLBACK_PATH = '/connect/callback';

export function isPagePath(path: string): path is PagePath {
  return (PAGE_PATHS as readonly string[]).includes(path);
}
