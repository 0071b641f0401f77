import { type AccountsPage, accountsQuerySchema } from '@plugboard/schema';
import type { UserAccount } from '../../accounts/user-accounts.ts';
import { BffError } from '../../common/bff-error.ts';
import { jsonAnswer } from '../bff-answer.ts';
import { parseInput } from '../parse-input.ts';
import { accountListItem } from './account-list-item.ts';
import type { Route } from './route.ts';

// Hot path (docs/internals/server.md §"Hot path"): GET /accounts is the route every accounts list asks, and
// the one bench/bff-overhead.bench.ts loads, so it builds no object with a spread followed by more
// entries and no object literal with a getter: on Node 20's V8 both outlive young-generation GCs
// and lengthen every pause.

/**
 * docs/internals/upstream-api.md §4.2 search semantics (case-insensitive over identifiers, providers and connectors),
 * applied to the user's own accounts, and to the name each goes by (its label, else its profile
 * name, else "CRM 2"): upstream `:search` takes no owner filter, so its pages and `total_size`
 * would count other users' accounts.
 */
function matchesQuery({ account, name }: UserAccount, query: string): boolean {
  const needle = query.toLowerCase();
  return [account.identifier, account.provider, account.connector, name].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/**
 * GET /accounts: every account the session user reaches on offered connectors, in one page
 * (at most the offered connectors times `accounts.maxPerConnector`, and the organization's),
 * narrowed by `query` when given: the organization's shared accounts first, then the user's own,
 * by connector and ordinal. Each says whether it is shared by the organization, whether the user
 * may disconnect it, its label, profile name, ordinal and whether it is its connector's default.
 * The user comes from the session, never from the query string.
 */
export const listAccountsRoute: Route = {
  method: 'GET',
  path: '/accounts',
  async handle({ url, user, services, requestId }) {
    const query = parseInput(accountsQuerySchema, Object.fromEntries(url.searchParams), 'query');
    if (query.page_token) {
      throw new BffError(
        'VALIDATION_FAILED',
        'Invalid request query: page_token: is not a page token of this list; start again from the first page',
      );
    }
    const accounts = await services.accounts.list(user, { withNames: true }, requestId);
    const { connectors } = services.settings;
    const order = (entry: UserAccount) =>
      (entry.shared === null ? connectors.length : 0) + connectors.indexOf(entry.account.connector);
    const shown = accounts
      .filter((entry) => query.query === undefined || matchesQuery(entry, query.query))
      .sort((a, b) => order(a) - order(b) || a.ordinal - b.ordinal);
    const mayManage =
      shown.some((entry) => entry.shared !== null) && (await services.accounts.mayManage(user));
    const body: AccountsPage = {
      accounts: shown.map((entry) => accountListItem(entry, mayManage)),
      next_page_token: '',
      prev_page_token: '',
      total_size: shown.length,
    };
    return jsonAnswer(body);
  },
};
