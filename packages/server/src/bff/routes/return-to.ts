import { BffError } from '../../common/bff-error.ts';

/**
 * The absolute URL a full-page connect flow returns to, from what `POST /links` was given: a path
 * of the app (resolved against `appOrigin`) or an absolute http(s) URL. Whatever the input, the
 * resolved URL's origin must be one of `allowedOrigins`, so no one can turn the callback page into
 * an open redirect (`//evil.example`, `/\evil.example` and tab tricks resolve to another origin).
 */
export function resolveReturnTo(
  value: string,
  allowedOrigins: readonly string[],
  appOrigin: string,
): string {
  const url = URL.canParse(value, appOrigin) ? new URL(value, appOrigin) : undefined;
  if (
    url === undefined ||
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    !allowedOrigins.includes(url.origin)
  ) {
    throw new BffError(
      'VALIDATION_FAILED',
      `Invalid request body: return_to: must be a path of this app or a URL on one of its allowed origins (${allowedOrigins.join(', ')})`,
    );
  }
  return url.href;
}

/** The path of an MCP connect link, the only place a sign-in may bring a browser back to. */
const CONNECT_LINK_PATH = /\/mcp\/connect\/[A-Za-z0-9._~%-]+$/;

/**
 * Where the host's sign-in page sends the browser back to: the connect link it opened, built
 * from the link's own path on the app's origin. Nothing of the request's query is kept, so an
 * attacker's `?return_to=` on the link cannot ride along; a request that reached the BFF on an
 * origin it does not serve comes back on the app's own.
 */
export function connectLinkReturnTo(link: URL, allowedOrigins: readonly string[]): string {
  if (!CONNECT_LINK_PATH.test(link.pathname)) {
    throw new BffError('BAD_REQUEST', 'Only a connect link can be returned to after signing in.');
  }
  const origin = allowedOrigins.includes(link.origin) ? link.origin : (allowedOrigins[0] ?? '');
  const back = URL.parse(`${origin}${link.pathname}`);
  if (back?.origin !== origin) {
    throw new BffError('BAD_REQUEST', 'Only a connect link can be returned to after signing in.');
  }
  return back.href;
}
