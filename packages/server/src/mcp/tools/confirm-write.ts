import { type CatalogTool, CONNECTORS, toolTitle } from '@plugboard/schema';

const MAX_LINES = 12;
const MAX_VALUE_CHARS = 160;

/** A param as one readable line: `name: value`, long values cut. */
function paramLine(name: string, value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const cut = text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text;
  return `- ${name}: ${cut}`;
}

/**
 * The question a write or delete asks the user before anything reaches the upstream: the tool's
 * title, what it does, the account it runs on (`account`, its name; absent while the user is
 * still to choose it) and the params it will run with, readable and bounded.
 */
export function confirmationMessage(
  tool: CatalogTool,
  params: Record<string, unknown>,
  account?: string,
): string {
  const entries = Object.entries(params).filter(([, value]) => value !== undefined);
  const lines = entries.slice(0, MAX_LINES).map(([name, value]) => paramLine(name, value));
  if (entries.length > MAX_LINES) lines.push(`- …and ${entries.length - MAX_LINES} more`);
  const verb = tool.effect === 'delete' ? 'delete data' : 'change data';
  const connector = CONNECTORS[tool.connector].name;
  // An account named after its connector alone ("CRM") is the user's only one there.
  const where =
    account === undefined
      ? 'your connected account'
      : account === connector
        ? `your ${connector} account`
        : `your ${connector} account ${account}`;
  return [
    `Allow "${toolTitle(tool)}"? It will ${verb} in ${where}.`,
    tool.description,
    ...(lines.length > 0 ? ['', ...lines] : []),
  ].join('\n');
}
