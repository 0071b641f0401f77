import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { CatalogTool, ConnectorId } from '@plugboard/schema';
import { describeChoices } from '../../accounts/choose-account.ts';
import type { UserAccount } from '../../accounts/user-accounts.ts';
import type { SessionUser } from '../../common/session-user.ts';
import type { McpEndpointContext } from '../mcp-endpoint-context.ts';

/**
 * Per connector where the user has several accounts, the line that ends its tools' descriptions:
 * "Accounts: Work CRM (default), Personal". Only there: one account needs no choosing, and the
 * list stays as small as it was for everyone else.
 */
export type AccountLines = ReadonlyMap<ConnectorId, string>;

/** The default first, then the user's own by their place, then those an organization shares. */
function byChoiceOrder(a: UserAccount, b: UserAccount): number {
  if (a.isDefault !== b.isDefault) return a.isDefault ? -1 : 1;
  if ((a.shared === null) !== (b.shared === null)) return a.shared === null ? -1 : 1;
  return a.ordinal - b.ordinal || a.account.id.localeCompare(b.account.id);
}

/**
 * The account lines of `connectors` for `user`: one read of the user's accounts (only those of
 * connectors with several are read in detail, for their names).
 */
export async function readAccountLines(
  context: McpEndpointContext,
  user: SessionUser,
  connectors: readonly ConnectorId[],
  requestId: string,
): Promise<AccountLines> {
  const lines = new Map<ConnectorId, string>();
  if (connectors.length === 0) return lines;
  const listed = await context.core.services.accounts.list(
    user,
    { connector: connectors.length === 1 ? connectors[0] : undefined },
    requestId,
  );
  for (const connector of connectors) {
    const accounts = listed.filter((entry) => entry.account.connector === connector);
    if (accounts.length > 1) {
      lines.set(connector, `Accounts: ${describeChoices(accounts.sort(byChoiceOrder))}`);
    }
  }
  return lines;
}

/**
 * {@link readAccountLines}, or none when the accounts cannot be read: a list or a description
 * then goes without them (a call still names an account, checked when it runs) rather than
 * failing.
 */
export async function accountLinesOrNone(
  context: McpEndpointContext,
  user: SessionUser,
  connectors: readonly ConnectorId[],
  requestId: string,
): Promise<AccountLines> {
  try {
    return await readAccountLines(context, user, connectors, requestId);
  } catch (error) {
    context.core.report(error, requestId);
    return new Map();
  }
}

/** `description` with the account line of its connector, if it has one. */
export function withAccountLine(description: string | undefined, line: string | undefined) {
  if (line === undefined) return description;
  return description === undefined ? line : `${description}\n${line}`;
}

/** What a caller's `tools/list` answers, and a key equal for two answers exactly when they are. */
export interface PersonalList {
  tools: Tool[];
  /** The account lines it was built with: a change of them is a `list_changed`. */
  accountsKey: string;
}

/** Equal for two sets of lines exactly when they are. */
export function accountsKey(lines: AccountLines): string {
  return [...lines].map(([connector, line]) => `${connector}\t${line}`).join('\n');
}

/**
 * `list` (a caller's listed tools) as `user` sees it: each tool of a connector where they have
 * several accounts ends with that connector's account line, read once per list.
 */
export async function personalList(
  context: McpEndpointContext,
  user: SessionUser,
  list: Tool[],
  requestId: string,
): Promise<PersonalList> {
  const toolOf = (entry: Tool): CatalogTool | undefined => context.tools.get(entry.name);
  const connectors = [
    ...new Set(list.flatMap((entry) => toolOf(entry)?.connector ?? [])),
  ] as ConnectorId[];
  const lines = await accountLinesOrNone(context, user, connectors, requestId);
  if (lines.size === 0) return { tools: list, accountsKey: '' };
  const tools = list.map((entry) => {
    const connector = toolOf(entry)?.connector;
    const line = connector === undefined ? undefined : lines.get(connector);
    if (line === undefined) return entry;
    return { ...entry, description: withAccountLine(entry.description, line) };
  });
  return { tools, accountsKey: accountsKey(lines) };
}
