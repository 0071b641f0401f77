/**
 * Any origin will do: the BFF reads only a request's path and query, so its Host header is not
 * read at all, and none, missing or malformed, can fail a request.
 */
const ANY_ORIGIN = 'http://localhost';

/**
 * The URL of a Node request's target (`req.url`, or Express's `originalUrl`): origin-form, as
 * browsers send it, or absolute-form, as some proxies do (RFC 9112 3.2). A target no URL can be
 * made of is read as `/`, which no route answers.
 */
export function requestUrl(target: string | undefined): URL {
  try {
    return new URL(target ?? '/', ANY_ORIGIN);
  } catch {
    return new URL('/', ANY_ORIGIN);
  }
}
