import type { ConsentDecision, Emulator } from '@plugboard/emulator';

/** What the third party sends back to `user_verify_url` after the consent page. */
export interface ConsentRedirect {
  url: URL;
  authRequestId: string | null;
  state: string | null;
  error: string | null;
}

/**
 * Plays the end user on the emulator's consent page `link` opens, through the emulator's control
 * API (`control.consent`), and reads the redirect back to the app's callback page.
 */
export async function answerConsent(
  emulator: Pick<Emulator, 'control'>,
  link: string,
  decision: ConsentDecision = 'approve',
): Promise<ConsentRedirect> {
  const url = await emulator.control.consent(link, decision);
  return {
    url,
    authRequestId: url.searchParams.get('auth_request_id'),
    state: url.searchParams.get('state'),
    error: url.searchParams.get('error'),
  };
}
