import {
  type AccountListItem,
  type AccountsPage,
  accountsQuerySchema,
  type ConnectedAccountSummary,
} from '@plugboard/schema';
import type { ConnectedAccountList } from '@plugboard/schema/upstream';
import { organizationIdentifier } from '../../accounts/account-owner.ts';
import { BffError } from '../../common/bff-error.ts';
import { type SessionUser, userSelector } from '../../common/session-user.ts';
import { UpstreamError } from '../../upstream/upstream-error.ts';
import { jsonAnswer } from '../bff-answer.ts';
import { parseInput } from '../parse-input.ts';
import type { Route, RouteServices } from './route.ts';

// Hot path (docs/internals/server.md §"Hot path"): GET /accounts is the route every accounts list asks, and
// the one bench/bff-overhead.bench.ts loads, so it builds no object with a spread followed by more
// entries and no object literal with a getter: on Node 20's V8 both outlive young-generation GCs
// and lengthen every pause.

/** A bound on pages walked, so a misbehaving upstream cannot keep a request looping. */
const MAX_PAGES = 20;

/**
 * docs/internals/upstream-api.md §4.2 search semantics (case-insensitive over identifiers, providers and connectors),
 * applied to the user's own accounts: upstream `:search` takes no owner filter, so its pages and
 * `total_size` would count other users' accounts.
 */
function matchesQuery(account: ConnectedAccountSummary, query: string): boolean {
  const needle = query.toLowerCase();
  return [account.identifier, account.provider, account.connector].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/**
 * The organization's shared accounts the session user reaches, on the connectors the host made
 * organization-owned: none for a user without an organization. The filter names the
 * organization's reserved identifier, which no member's own account carries.
 */
async function sharedAccounts(
  services: RouteServices,
  user: SessionUser,
  requestId: string,
): Promise<ConnectedAccountSummary[]> {
  const { connectors, accountOwnership } = services.settings;
  const organizationOwned = connectors.some((id) => accountOwnership[id] === 'organization');
  if (user.organizationId === undefined || !organizationOwned) return [];
  const shared: ConnectedAccountSummary[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const list = await services.upstream.listConnectedAccounts(
      {
        identifier: organizationIdentifier(user.organizationId),
        organization_id: user.organizationId,
        page_token: pageToken,
      },
      { requestId },
    );
    for (const account of list.connected_accounts) {
      if (services.accounts.sharedWith(user, account)) shared.push(account);
    }
    if (list.next_page_token === '') break;
    pageToken = list.next_page_token;
  }
  return shared;
}

/**
 * GET /accounts: one page of the session user's accounts, on offered connectors only, narrowed by
 * `query` when given, each saying whether it is shared by the organization and whether the user
 * may disconnect it. The organization's shared accounts (one per organization-owned connector at
 * most) lead the first page. The user comes from the session, never from the query string.
 */
export const listAccountsRoute: Route = {
  method: 'GET',
  path: '/accounts',
  async handle({ url, user, services, requestId }) {
    const query = parseInput(accountsQuerySchema, Object.fromEntries(url.searchParams), 'query');
    const pageToken = query.page_token || undefined;
    // Read beside the user's own page; awaited below, after which a failure of either is answered.
    const sharedPending = sharedAccounts(services, user, requestId);
    sharedPending.catch(() => {});
    let list: ConnectedAccountList;
    try {
      list = await services.upstream.listConnectedAccounts(
        Object.assign(userSelector(user), { page_token: pageToken }),
        { requestId },
      );
    } catch (error) {
      // docs/internals/upstream-api.md §4.2: 400 "malformed query"; page_token is the only part the browser chose.
      if (pageToken !== undefined && error instanceof UpstreamError && error.status === 400) {
        throw new BffError(
          'VALIDATION_FAILED',
          'Invalid request query: page_token: is not a page token of this list; start again from the first page',
        );
      }
      throw error;
    }
    const wanted = (account: ConnectedAccountSummary) =>
      query.query === undefined || matchesQuery(account, query.query);
    const own = list.connected_accounts.filter(
      (account) => services.accounts.sharedWith(user, account) === null && wanted(account),
    );
    const shared = (await sharedPending).filter(wanted);
    const mayManage = shared.length > 0 && (await services.accounts.mayManage(user));
    const items: AccountListItem[] = [
      ...(pageToken === undefined ? shared : []).map((account) =>
        Object.assign({}, account, {
          shared: services.accounts.sharedWith(user, account) ?? null,
          can_disconnect: mayManage,
        }),
      ),
      ...own.map((account) => Object.assign({}, account, { shared: null, can_disconnect: true })),
    ];
    const body: AccountsPage = {
      accounts: items,
      next_page_token: list.next_page_token,
      prev_page_token: list.prev_page_token,
      // Upstream counts every match; accounts hidden from this page are taken off that count,
      // and the shared ones, listed on the first page only, are added to it.
      total_size: Math.max(
        0,
        list.total_size - (list.connected_accounts.length - own.length) + shared.length,
      ),
    };
    return jsonAnswer(body);
  },
};
