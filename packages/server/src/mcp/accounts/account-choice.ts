import { type CatalogTool, CONNECTORS, type ToolAccount, toolTitle } from '@plugboard/schema';

/**
 * What the user answered when asked which account a call runs on: the id they chose, no, or an
 * answer that named none of the accounts offered.
 */
export type AccountChoice = { chosen: string } | 'declined' | 'dismissed' | 'invalid';

/** The form's one field. */
const FIELD = 'account';

/** "Work CRM (default)", "Team CRM (shared by Acme)": an account as a person picks it. */
function choiceTitle(account: ToolAccount): string {
  const notes = [
    ...(account.is_default ? ['default'] : []),
    ...(account.shared_by === null ? [] : [`shared by ${account.shared_by}`]),
  ];
  return notes.length === 0 ? account.name : `${account.name} (${notes.join(', ')})`;
}

/**
 * The form asking for one of `accounts`, the same on both protocol revisions: one required
 * single choice (the titled enum of elicitation schemas), each account titled by its name and
 * valued by its id, so two accounts of one name stay two choices.
 */
export function choiceForm(tool: CatalogTool, accounts: readonly ToolAccount[]) {
  return {
    type: 'object' as const,
    properties: {
      [FIELD]: {
        type: 'string' as const,
        title: `${CONNECTORS[tool.connector].name} account`,
        oneOf: accounts.map((account) => ({ const: account.id, title: choiceTitle(account) })),
      },
    },
    required: [FIELD],
  };
}

/**
 * The user's answer to {@link choiceForm}, from the client and so untrusted: an accepted answer
 * counts only when it names one of the accounts offered.
 */
export function readChoice(
  accounts: readonly ToolAccount[],
  action: 'accept' | 'decline' | 'cancel',
  content: Record<string, unknown> | undefined,
): AccountChoice {
  if (action === 'decline') return 'declined';
  if (action === 'cancel') return 'dismissed';
  const chosen = content?.[FIELD];
  const offered = accounts.find((account) => account.id === chosen);
  return offered === undefined ? 'invalid' : { chosen: offered.id };
}

/**
 * What the user reads: which tool wants an account, and, for a write, `approval` (what it will
 * do) first, since choosing the account of a write is allowing it there.
 */
export function choiceMessage(tool: CatalogTool, approval?: string): string {
  const name = CONNECTORS[tool.connector].name;
  const question = `Which ${name} account should "${toolTitle(tool)}" use?`;
  return approval === undefined ? question : `${approval}\n\n${question}`;
}

/** "Work CRM (id ca_1, default), Personal (id ca_2)": the accounts as a model names them. */
function choicesForModel(accounts: readonly ToolAccount[]): string {
  return accounts
    .map((account) => {
      const notes = [
        `id ${account.id}`,
        ...(account.is_default ? ['default'] : []),
        ...(account.shared_by === null ? [] : [`shared by ${account.shared_by}`]),
      ];
      return `${account.name} (${notes.join(', ')})`;
    })
    .join(', ');
}

/** The error result's text when the user cannot be asked: the model names the account instead. */
export function cannotChooseText(tool: CatalogTool, accounts: readonly ToolAccount[]): string {
  const name = CONNECTORS[tool.connector].name;
  return `"${toolTitle(tool)}" needs the user to choose a ${name} account, and this MCP client cannot ask them (it does not support form elicitation). Nothing was done. Ask the user which one, then call it again with account set to its name or id: ${choicesForModel(accounts)}.`;
}

/** The error result's text when the user chose no account. */
export function notChosenText(
  tool: CatalogTool,
  answer: Exclude<AccountChoice, { chosen: string }>,
  accounts: readonly ToolAccount[],
): string {
  const name = CONNECTORS[tool.connector].name;
  const why =
    answer === 'invalid'
      ? `The answer named none of the ${name} accounts offered`
      : `The user ${answer === 'declined' ? 'declined' : 'dismissed'} the choice of ${name} account`;
  return `${why} for "${toolTitle(tool)}". Nothing was done. To run it, name one in account: ${choicesForModel(accounts)}.`;
}
