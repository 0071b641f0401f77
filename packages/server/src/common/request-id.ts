import { z } from 'zod';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * A request id as the BFF accepts it from `X-Request-Id` and passes it upstream: short, and made
 * of characters that cannot break a header or a log line.
 */
export const requestIdSchema = z
  .string()
  .regex(REQUEST_ID, 'must be 1 to 128 letters, digits or . _ : -');

/** The caller's `X-Request-Id` when it is well formed, or a new random one. */
export function requestIdFrom(headers: { get(name: string): string | null }): string {
  const given = headers.get('x-request-id');
  return given !== null && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}
