import { type AccountsPage, accountsQuerySchema } from '@plugboard/schema';
import { parseInput } from '../handler/parse-input.ts';
import { jsonResponse } from '../handler/responses.ts';
import { ownsAccount, userSelector } from '../handler/session-user.ts';
import type { Route } from './route.ts';

/**
 * GET /accounts: one page of the session user's accounts, on offered connectors only. The user
 * comes from the session, never from the query, which carries nothing but `page_token`.
 */
export const listAccountsRoute: Route = {
  method: 'GET',
  path: '/accounts',
  async handle({ url, user, services }) {
    const query = parseInput(accountsQuerySchema, Object.fromEntries(url.searchParams), 'query');
    const list = await services.upstream.listConnectedAccounts({
      ...userSelector(user),
      page_token: query.page_token || undefined,
    });
    const accounts = list.connected_accounts.filter(
      (account) =>
        ownsAccount(user, account) && services.settings.connectors.includes(account.connector),
    );
    const body: AccountsPage = {
      accounts,
      next_page_token: list.next_page_token,
      prev_page_token: list.prev_page_token,
      // Upstream counts every match; accounts hidden from this page are taken off that count.
      total_size: Math.max(0, list.total_size - (list.connected_accounts.length - accounts.length)),
    };
    return jsonResponse(body);
  },
};
