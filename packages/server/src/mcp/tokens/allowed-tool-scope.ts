import type { ConnectorId, McpToolScope } from '@plugboard/schema';
import { BffError } from '../../common/bff-error.ts';
import type { AllowedTools } from '../../tools/allowed-tools.ts';

/**
 * Refuses a listed scope that names a connector without a tool the app allows (one it does not
 * offer, or whose tools its allow-list leaves out) or a tool outside the allow-list: such a token
 * would promise its client tools the endpoint never lists. 400 VALIDATION_FAILED naming each one.
 */
export function assertToolScopeAllowed(scope: McpToolScope, tools: AllowedTools): void {
  if (scope.mode !== 'listed') return;
  const connectors = scope.connectors.filter(
    (connector: ConnectorId) => tools.namesFor(connector).length === 0,
  );
  const names = (scope.tools ?? []).filter((name) => tools.get(name) === undefined);
  const refused = [
    connectors.length > 0 &&
      `connector${connectors.length === 1 ? '' : 's'} ${connectors.join(', ')}`,
    names.length > 0 && `tool${names.length === 1 ? '' : 's'} ${names.join(', ')}`,
  ].filter((part): part is string => part !== false);
  if (refused.length === 0) return;
  throw new BffError(
    'VALIDATION_FAILED',
    `Invalid request body: tool_scope names ${refused.join(' and ')}, which this app does not allow; GET /connectors lists each connector's allowed tools.`,
  );
}
