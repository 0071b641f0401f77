import { z } from 'zod';

/**
 * A request id as the BFF accepts it from `X-Request-Id` and passes it upstream: short, and made
 * of characters that cannot break a header or a log line.
 */
export const requestIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{1,128}$/, 'must be 1 to 128 letters, digits or . _ : -');

/** The caller's `X-Request-Id` when it is well formed, or a new random one. */
export function requestIdFrom(headers: Headers): string {
  const given = requestIdSchema.safeParse(headers.get('x-request-id'));
  return given.success ? given.data : crypto.randomUUID();
}
