import type { McpToolScope } from '@plugboard/schema';
import type { McpSetupStrings } from './mcp-setup-strings.ts';
import type { ScopeConnector } from './tool-scope-choice.ts';

/**
 * A token's scope in a few words, for the token list: "Discovers tools as needed", "Lists the
 * tools of CRM and Docs", "Lists 3 tools of CRM". Connectors by their display names when loaded.
 */
export function scopeSummary(
  scope: McpToolScope,
  offered: readonly ScopeConnector[] | undefined,
  strings: McpSetupStrings,
): string {
  if (scope.mode === 'discover') return strings.scopeSummaryDiscover;
  const names = scope.connectors.map(
    (id) => offered?.find((connector) => connector.id === id)?.name ?? id,
  );
  const connectors = new Intl.ListFormat(strings.locale, { type: 'conjunction' }).format(names);
  return scope.tools === undefined
    ? strings.scopeSummaryConnectors(connectors)
    : strings.scopeSummaryTools(scope.tools.length, connectors);
}
