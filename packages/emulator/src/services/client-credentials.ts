import { timingSafeEqual } from 'node:crypto';

/** The one client the emulator knows (docs/internals/upstream-api.md §5.1: client id and secret of an environment). */
export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/** Whether `id` and `secret` are the client's, compared in constant time so timing reveals nothing. */
export function isClient(credentials: ClientCredentials, id: string, secret: string): boolean {
  return same(id, credentials.clientId) && same(secret, credentials.clientSecret);
}

function same(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
