import { BffError } from '../common/bff-error.ts';
import type { BffRequest } from './bff-request.ts';

/** Methods that change something: the only ones the guard checks. */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set([
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
]);

/**
 * docs/internals/bff-contract.md §"Cross-site requests (CSRF)": a state-changing request must carry `X-Plugboard: 1`, which a
 * cross-site form cannot send and a cross-site script cannot send without a preflight we never
 * grant, AND come from an allowed origin: its `Origin`, or, when a browser sends none,
 * `Sec-Fetch-Site: same-origin`.
 *
 * Defence in depth: a request the browser itself marks `Sec-Fetch-Site: cross-site` or `same-site`
 * is refused even when its `Origin` is allowed. The browser client only ever calls the BFF from
 * the app's own origin, so such a request can only come from another page (a sibling subdomain, a
 * CORS rule a host added). `same-origin`, `none` and no header at all (older browsers, servers)
 * keep the rules above.
 */
export function assertSameSite(request: BffRequest, allowedOrigins: readonly string[]): void {
  if (request.headers.get('x-plugboard') !== '1') {
    throw new BffError(
      'CROSS_SITE_REQUEST',
      'State-changing requests need the header X-Plugboard: 1 (the Plugboard browser client sends it).',
    );
  }
  const site = request.headers.get('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') {
    throw new BffError(
      'CROSS_SITE_REQUEST',
      `The browser marked this request Sec-Fetch-Site: ${site}; state-changing requests must come from the app's own origin (same-origin).`,
    );
  }
  const origin = request.headers.get('origin');
  if (origin !== null) {
    if (allowedOrigins.includes(origin)) return;
    throw new BffError(
      'CROSS_SITE_REQUEST',
      `Requests from origin ${JSON.stringify(origin)} are not allowed; list the origin in allowedOrigins if it is yours.`,
    );
  }
  if (site !== 'same-origin') {
    throw new BffError(
      'CROSS_SITE_REQUEST',
      'The request has no Origin header and is not marked Sec-Fetch-Site: same-origin.',
    );
  }
}
