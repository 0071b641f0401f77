import { BffError } from '../handler/bff-error.ts';

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
