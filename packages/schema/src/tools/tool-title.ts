import type { ConnectorId } from '../connector.ts';
import { CONNECTOR_NAMES } from '../connector-display.ts';

/*
 * Without zod on purpose: the chat card titles tools with it in the browser, and a host app's
 * bundle takes no zod.
 */

/**
 * The words a reader's language gives a tool's title; each left out keeps its English default.
 *
 * @example
 * const words: ToolTitleWords = {
 *   connectorName: (connector) => strings.connectorNames[connector],
 *   join: (action, connector) => `${action} · ${connector}`,
 * };
 */
export interface ToolTitleWords {
  /** The connector's name: its English display name (`CONNECTORS[connector].name`) by default. */
  connectorName?: (connector: ConnectorId) => string;
  /** The tool's own name in the reader's words, where the host gave one; else the name's action. */
  action?: string;
  /** Puts the action and the connector's name together: `CRM: Create task` by default. */
  join?: (action: string, connector: string) => string;
}

const englishJoin = (action: string, connector: string) => `${connector}: ${action}`;

/** Words from a snake_case name: `create_task` → `Create task`. */
function sentenceCase(name: string): string {
  const words = name.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The connector a tool name starts with (`crm_create_task` → `crm`), if it is one. */
function connectorOf(tool: string): ConnectorId | undefined {
  const prefix = tool.slice(0, Math.max(tool.indexOf('_'), 0));
  return Object.hasOwn(CONNECTOR_NAMES, prefix) ? (prefix as ConnectorId) : undefined;
}

/**
 * A tool's title as a person reads it, the same in an MCP client's tool list and on the chat's
 * tool card: the connector's name and the action (`crm_create_task` → `CRM: Create task`). A tool
 * named after its connector (`websearch_web_search`) is titled by the connector's name alone, so
 * no title says it twice ("Web search · Web search").
 *
 * @example
 * toolTitle('crm_create_task'); // 'CRM: Create task'
 * toolTitle('websearch_web_search'); // 'Web search'
 * toolTitle('crm_list_people', { join: (action, connector) => `${action} · ${connector}` }); // 'List people · CRM'
 */
export function toolTitle(
  tool: string | { readonly name: string },
  words: ToolTitleWords = {},
): string {
  const name = typeof tool === 'string' ? tool : tool.name;
  const connector = connectorOf(name);
  if (!connector) return words.action || sentenceCase(name);
  const connectorName = words.connectorName?.(connector) ?? CONNECTOR_NAMES[connector];
  const rest = name.slice(connector.length + 1);
  const namesConnector =
    rest.replaceAll('_', '') === connector ||
    sentenceCase(rest).toLowerCase() === CONNECTOR_NAMES[connector].toLowerCase();
  const action = words.action || (namesConnector ? connectorName : sentenceCase(rest));
  if (action.toLowerCase() === connectorName.toLowerCase()) return connectorName;
  return (words.join ?? englishJoin)(action, connectorName);
}
