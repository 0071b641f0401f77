import { CONNECTORS, type ConnectorId } from '@plugboard/schema';
import { BffError } from '../common/bff-error.ts';
import { toToolAccount, type UserAccount } from './user-accounts.ts';

/** What an account id looks like (accountIdSchema), as opposed to a name. */
const ACCOUNT_ID = /^ca_[A-Za-z0-9_-]{1,64}$/;

/** How a call's account is chosen among the user's accounts of its connector. */
export interface ChoosingRules {
  /** Ask the user when the call names none and they have several that can run. */
  chooseWhenSeveral: boolean;
}

/** "Work CRM (default), Personal": the accounts as a model or a person reads them. */
export function describeChoices(accounts: readonly UserAccount[]): string {
  return accounts
    .map((entry) => {
      const notes = [
        ...(entry.isDefault ? ['default'] : []),
        ...(entry.shared === null ? [] : [`shared by ${entry.shared.organization_name}`]),
      ];
      return notes.length === 0 ? entry.name : `${entry.name} (${notes.join(', ')})`;
    })
    .join(', ');
}

function choiceRequired(connector: ConnectorId, accounts: readonly UserAccount[]): BffError {
  const name = CONNECTORS[connector].name;
  return new BffError(
    'ACCOUNT_CHOICE_REQUIRED',
    `Choose which ${name} account to use: ${describeChoices(accounts)}. Name it in account (its name or id).`,
    {},
    accounts.map(toToolAccount),
  );
}

/**
 * The account of `accounts` (the user's on `connector`) a call runs on
 * (docs/internals/several-accounts.md §"Choosing the account of a call"): the one `reference`
 * names, by id, else by name (case-insensitively), else by a part of its name; without a
 * reference, the default. `undefined` when the user has no account there. Throws 400
 * UNKNOWN_ACCOUNT when the reference names none of them (an id of anyone else's account included:
 * it answers as one that does not exist), and 409 ACCOUNT_CHOICE_REQUIRED when it fits several or
 * when `rules` ask the user to choose; both list the accounts to choose from.
 */
export function chooseAccount(
  accounts: readonly UserAccount[],
  connector: ConnectorId,
  reference: string | undefined,
  rules: ChoosingRules,
): UserAccount | undefined {
  if (reference === undefined) {
    const runnable = accounts.filter(({ account }) => account.status === 'ACTIVE');
    if (rules.chooseWhenSeveral && runnable.length > 1) throw choiceRequired(connector, runnable);
    return accounts.find((entry) => entry.isDefault);
  }
  const byId = accounts.find(({ account }) => account.id === reference);
  if (byId !== undefined) return byId;
  const wanted = reference.toLowerCase();
  for (const fits of [
    (entry: UserAccount) => entry.name.toLowerCase() === wanted,
    (entry: UserAccount) => entry.name.toLowerCase().includes(wanted),
  ]) {
    const matches = accounts.filter(fits);
    if (matches.length === 1) return matches[0];
    if (matches.length > 1) throw choiceRequired(connector, matches);
  }
  const name = CONNECTORS[connector].name;
  // An id of anyone else's account reads exactly as one that does not exist.
  const named = ACCOUNT_ID.test(reference)
    ? `with id ${reference}`
    : `named ${JSON.stringify(reference)}`;
  throw new BffError(
    'UNKNOWN_ACCOUNT',
    accounts.length === 0
      ? `You have no ${name} account ${named}, and no ${name} account at all: connect one first.`
      : `You have no ${name} account ${named}. Your ${name} accounts: ${describeChoices(accounts)}. Name one of them in account, or leave it out to use the default.`,
    {},
    accounts.map(toToolAccount),
  );
}
