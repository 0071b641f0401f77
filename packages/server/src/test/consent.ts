/** What the third party sends back to `user_verify_url` after the consent page. */
export interface ConsentRedirect {
  url: URL;
  authRequestId: string | null;
  state: string | null;
  error: string | null;
}

/**
 * Plays the end user on the emulator's consent page: opens the magic link, submits the page's own
 * form with `decision`, and reads the redirect back to the app's callback page.
 */
export async function answerConsent(
  link: string,
  decision: 'approve' | 'deny' = 'approve',
): Promise<ConsentRedirect> {
  const page = await fetch(link);
  if (page.status !== 200) throw new Error(`The consent page answered ${page.status}`);
  const action = /<form[^>]*method="post"[^>]*action="([^"]+)"/i.exec(await page.text())?.[1];
  if (action === undefined) throw new Error('The consent page has no post form');
  const answer = await fetch(new URL(action, link), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }),
    redirect: 'manual',
  });
  const location = answer.headers.get('location');
  if (answer.status !== 303 || location === null) {
    throw new Error(`The consent form answered ${answer.status} without a redirect`);
  }
  const url = new URL(location);
  return {
    url,
    authRequestId: url.searchParams.get('auth_request_id'),
    state: url.searchParams.get('state'),
    error: url.searchParams.get('error'),
  };
}
