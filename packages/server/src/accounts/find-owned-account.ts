import type { ConnectedAccountSummary, ConnectorId } from '@plugboard/schema';
import type { UpstreamClient } from '../upstream/upstream-client.ts';
import { type AccountOwner, isOwnedBy, ownerSelector } from './account-owner.ts';

/** A bound on pages walked, so a misbehaving upstream cannot keep a request looping. */
const MAX_PAGES = 20;

/**
 * `owner`'s account for `connector`, whatever its status (EXPIRED included), or `undefined`. The
 * upstream filters by the owner's selector; ownership is still checked here, because a filter
 * that leaves out the organization or the user matches any (docs/internals/upstream-api.md §4.2).
 */
export async function findOwnedAccount(
  upstream: UpstreamClient,
  owner: AccountOwner,
  connector: ConnectorId,
  requestId: string,
): Promise<ConnectedAccountSummary | undefined> {
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const list = await upstream.listConnectedAccounts(
      { ...ownerSelector(owner), connector, page_token: pageToken },
      { requestId },
    );
    const found = list.connected_accounts.find(
      (account) => account.connector === connector && isOwnedBy(owner, account),
    );
    if (found || list.next_page_token === '') return found;
    pageToken = list.next_page_token;
  }
  return undefined;
}
