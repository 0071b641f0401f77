import {
  type AccountsPage,
  accountsQuerySchema,
  type ConnectedAccountList,
  type ConnectedAccountSummary,
} from '@plugboard/schema';
import { jsonAnswer } from '../handler/bff-answer.ts';
import { BffError } from '../handler/bff-error.ts';
import { parseInput } from '../handler/parse-input.ts';
import { ownsAccount, userSelector } from '../handler/session-user.ts';
import { UpstreamError } from '../upstream/upstream-error.ts';
import type { Route } from './route.ts';

/**
 * docs/upstream-api.md §4.2 search semantics (case-insensitive over identifiers, providers and connectors),
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
 * GET /accounts: one page of the session user's accounts, on offered connectors only, narrowed by
 * `query` when given. The user comes from the session, never from the query string.
 */
export const listAccountsRoute: Route = {
  method: 'GET',
  path: '/accounts',
  async handle({ url, user, services, requestId }) {
    const query = parseInput(accountsQuerySchema, Object.fromEntries(url.searchParams), 'query');
    const pageToken = query.page_token || undefined;
    let list: ConnectedAccountList;
    try {
      list = await services.upstream.listConnectedAccounts(
        Object.assign(userSelector(user), { page_token: pageToken }),
        { requestId },
      );
    } catch (error) {
      // docs/upstream-api.md §4.2: 400 "malformed query"; page_token is the only part the browser chose.
      if (pageToken !== undefined && error instanceof UpstreamError && error.status === 400) {
        throw new BffError(
          'VALIDATION_FAILED',
          'Invalid request query: page_token: is not a page token of this list; start again from the first page',
        );
      }
      throw error;
    }
    const accounts = list.connected_accounts.filter(
      (account) =>
        ownsAccount(user, account) &&
        services.settings.connectors.includes(account.connector) &&
        (query.query === undefined || matchesQuery(account, query.query)),
    );
    const body: AccountsPage = {
      accounts,
      next_page_token: list.next_page_token,
      prev_page_token: list.prev_page_token,
      // Upstream counts every match; accounts hidden from this page are taken off that count.
      total_size: Math.max(0, list.total_size - (list.connected_accounts.length - accounts.length)),
    };
    return jsonAnswer(body);
  },
};
