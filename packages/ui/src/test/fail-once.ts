import type { FetchLike } from '@plugboard/react';

/**
 * A fetch whose first request matching `method` and `pathEnd` fails as a dropped connection
 * does, and whose other requests go through: the user was offline for a moment.
 */
export function failOnce(send: FetchLike, method: string, pathEnd: string): FetchLike {
  let failed = false;
  return (input, init) => {
    if (!failed && (init.method ?? 'GET') === method && new URL(input).pathname.endsWith(pathEnd)) {
      failed = true;
      return Promise.reject(new TypeError('fetch failed'));
    }
    return send(input, init);
  };
}
