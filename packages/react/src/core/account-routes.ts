import type {
  AccountActivityPage,
  AccountActivityQuery,
  AccountPermissions,
} from '@plugboard/schema';
import type { BffClient } from './bff-client.ts';

const accountPath = (id: string) => `/accounts/${encodeURIComponent(id)}`;

/**
 * GET /accounts/:id/permissions: the scopes granted to one of the session user's accounts (null
 * where the upstream keeps none: API key, bearer token) and which of the host's allowed tools of
 * its connector it can run. Never a credential.
 *
 * @example
 * ```ts
 * const { scopes, tools } = await getAccountPermissions(client, 'ca_123');
 * ```
 */
export function getAccountPermissions(client: BffClient, id: string): Promise<AccountPermissions> {
  return client.send({
    method: 'GET',
    path: `${accountPath(id)}/permissions`,
    member: 'tools',
    type: 'list',
  });
}

/**
 * GET /accounts/:id/activity: one page of the tools the BFF ran with the account, newest first;
 * pass the page's `next_cursor` as `cursor` for the older ones. Never the parameters.
 *
 * @example
 * ```ts
 * const page = await listAccountActivity(client, 'ca_123', { limit: 10 });
 * const older = page.next_cursor && (await listAccountActivity(client, 'ca_123', { cursor: page.next_cursor }));
 * ```
 */
export function listAccountActivity(
  client: BffClient,
  id: string,
  { cursor, limit }: Partial<AccountActivityQuery> = {},
): Promise<AccountActivityPage> {
  const search = new URLSearchParams();
  if (cursor) search.set('cursor', cursor);
  if (limit !== undefined) search.set('limit', String(limit));
  return client.send({
    method: 'GET',
    path: `${accountPath(id)}/activity${search.size ? `?${search}` : ''}`,
    member: 'entries',
    type: 'list',
  });
}
