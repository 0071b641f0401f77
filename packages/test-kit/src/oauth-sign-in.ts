import type { Emulator, SignInAnswer } from '@plugboard/emulator';

/** What the emulator's authorization server sends back to the MCP client's redirect URI. */
export interface OAuthCallback {
  url: URL;
  code: string | null;
  state: string | null;
  error: string | null;
}

/**
 * Plays the user on the emulator's MCP sign-in page that `authorizationUrl` (or the page it led
 * to) opens, through the control API (`control.oauth.signIn`), as `answerConsent` does for the
 * consent page, and reads the redirect back to the client.
 *
 * @example
 * const { code } = await answerOAuthSignIn(emulator, authorizationUrl, { user: 'ada@acme.test' });
 */
export async function answerOAuthSignIn(
  emulator: Pick<Emulator, 'control'>,
  authorizationUrl: string | URL,
  answer: SignInAnswer,
): Promise<OAuthCallback> {
  const url = await emulator.control.oauth.signIn(String(authorizationUrl), answer);
  return {
    url,
    code: url.searchParams.get('code'),
    state: url.searchParams.get('state'),
    error: url.searchParams.get('error'),
  };
}
