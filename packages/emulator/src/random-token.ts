import { randomBytes } from 'node:crypto';

/** An unguessable base64url token (the form docs/internals/upstream-api.md §4.2 gives `auth_request_id`). */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

/** A resource id: the upstream prefix (`ca_` for connected accounts, docs/internals/upstream-api.md §2.1) and random hex. */
export function newId(prefix: string): string {
  return `${prefix}${randomBytes(10).toString('hex')}`;
}
