import type { ConnectorId, ToolInfo } from '@plugboard/schema';
import { describeChoices } from '../accounts/choose-account.ts';
import type { UserAccount } from '../accounts/user-accounts.ts';
import type { SharedCore } from '../bff/shared-core.ts';
import { formatIssues } from '../common/format-issues.ts';
import { type SessionUser, sessionUserSchema } from '../common/session-user.ts';

/**
 * The accounts a model may name, on each connector where the user has two or more
 * (docs/internals/several-accounts.md §"Choosing the account of a call"). A connector with one
 * account, or none, is absent: its tools stay as the catalog describes them.
 */
export type AccountChoices = ReadonlyMap<ConnectorId, readonly UserAccount[]>;

/** What the model reads of one optional `account` input: kept to one sentence. */
const ACCOUNT_PROPERTY = {
  type: 'string',
  description:
    'The name or id of the account to use (listed under Accounts); the default if left out.',
} as const;

/**
 * `user` as the BFF accepts it from `resolveUser`: an identifier with `#` would reach another
 * user's further accounts (docs/internals/several-accounts.md §"Identifiers").
 */
export function checkedUser(user: SessionUser, where: string): SessionUser {
  const parsed = sessionUserSchema.safeParse(user);
  if (parsed.success) return parsed.data;
  throw new TypeError(
    `${where} takes the user as resolveUser answers it ({ identifier, organizationId?, userId? }): ${formatIssues(parsed.error.issues).join('; ')}`,
  );
}

/**
 * The user's accounts on the connectors of `tools`, read once: one list of the user's (and their
 * organization's) accounts, the names read only where a connector has several.
 */
export async function readAccountChoices(
  core: SharedCore,
  user: SessionUser,
  tools: readonly ToolInfo[],
  requestId: string,
): Promise<AccountChoices> {
  const connectors = [...new Set(tools.map((info) => info.connector))];
  if (connectors.length === 0) return new Map();
  const accounts = await core.services.accounts.list(
    user,
    { connector: connectors.length === 1 ? connectors[0] : undefined },
    requestId,
  );
  const choices = new Map<ConnectorId, UserAccount[]>();
  for (const connector of connectors) {
    const own = accounts.filter((entry) => entry.account.connector === connector);
    if (own.length > 1) choices.set(connector, own);
  }
  return choices;
}

/**
 * `info` as this user's model reads it: where the user has several accounts on its connector,
 * the description ends with one line naming them ("Accounts: Work CRM (default), Personal") and
 * the input takes an optional `account`; otherwise `info` unchanged, so a one-account user's
 * schemas stay as small as the catalog's.
 */
export function withAccountChoice(info: ToolInfo, choices: AccountChoices): ToolInfo {
  const accounts = choices.get(info.connector);
  if (accounts === undefined) return info;
  const schema = info.params_schema as { properties?: Record<string, unknown> };
  return {
    ...info,
    description: `${info.description}\nAccounts: ${describeChoices(accounts)}`,
    params_schema: {
      ...info.params_schema,
      properties: { ...schema.properties, account: ACCOUNT_PROPERTY },
    },
  };
}
