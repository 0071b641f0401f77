import type { ConnectorId } from '@plugboard/schema';
import type { Localization } from '../localization/default-strings.ts';

/** The connector of a tool, from its name's prefix (`crm_list_people` → `crm`), if it is known. */
function toolConnector(strings: Localization, tool: string): ConnectorId | undefined {
  const prefix = tool.slice(0, Math.max(tool.indexOf('_'), 0));
  return Object.hasOwn(strings.connectorNames, prefix) ? (prefix as ConnectorId) : undefined;
}

/** Words from a snake_case name: `list_people` → `List people`. */
export function sentenceCase(name: string): string {
  const words = name.replaceAll('_', ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A tool's name in the user's words: the host's (`toolNames`), else its name without the
 * connector's prefix, as words (`crm_list_people` → `List people`).
 */
export function toolLabel(strings: Localization, tool: string): string {
  const own = strings.toolNames[tool];
  if (own) return own;
  const connector = toolConnector(strings, tool);
  return sentenceCase(connector ? tool.slice(connector.length + 1) : tool);
}
