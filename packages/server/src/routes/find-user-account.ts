import type { ConnectedAccountSummary, ConnectorId } from '@plugboard/schema';
import { ownsAccount, type SessionUser, userSelector } from '../handler/session-user.ts';
import type { UpstreamClient } from '../upstream/upstream-client.ts';

/** A bound on pages walked, so a misbehaving upstream cannot keep a request looping. */
const MAX_PAGES = 20;

/**
 * The session user's account for `connector`, whatever its status (EXPIRED included), or
 * `undefined`. The upstream filters by the user's selector; ownership is still checked here,
 * because a filter without an organization may match other tenants' accounts.
 */
export async function findUserAccount(
  upstream: UpstreamClient,
  user: SessionUser,
  connector: ConnectorId,
  requestId: string,
): Promise<ConnectedAccountSummary | undefined> {
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const list = await upstream.listConnectedAccounts(
      Object.assign(userSelector(user), { connector, page_token: pageToken }),
      { requestId },
    );
    const found = list.connected_accounts.find(
      (account) => account.connector === connector && ownsAccount(user, account),
    );
    if (found || list.next_page_token === '') return found;
    pageToken = list.next_page_token;
  }
  return undefined;
}
