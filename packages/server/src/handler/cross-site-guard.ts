import { BffError } from './bff-error.ts';
import type { BffRequest } from './bff-request.ts';

/** Methods that change something: the only ones the guard checks. */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set([
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
]);

/**
 * docs/bff-contract.md, "Cross-site requests (CSRF)": a state-changing request must carry `X-Plugboard: 1`, which a
 * cross-site form cannot send and a cross-site script cannot send without a preflight we never
 * grant, AND come from an allowed origin: its `Origin`, or, when a browser sends none,
 * `Sec-Fetch-Site: same-origin`.
 */
export function assertSameSite(request: BffRequest, allowedOrigins: readonly string[]): void {
  if (request.headers.get('x-plugboard') !== '1') {
    throw new BffError(
      'CROSS_SITE_REQUEST',
      'State-changing requests need the header X-Plugboard: 1 (the Plugboard browser client sends it).',
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
  if (request.headers.get('sec-fetch-site') !== 'same-origin') {
    throw new BffError(
      'CROSS_SITE_REQUEST',
      'The request has no Origin header and is not marked Sec-Fetch-Site: same-origin.',
    );
  }
}
