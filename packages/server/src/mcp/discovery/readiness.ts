import type { CatalogTool, ToolAuthorizationReason } from '@plugboard/schema';
import type { SharedCore } from '../../bff/shared-core.ts';
import type { SessionUser } from '../../common/session-user.ts';
import { createAllowedTools } from '../../tools/allowed-tools.ts';
import { toolReadiness } from '../../tools/tool-readiness.ts';

/** Whether the user can run a tool now, or what they must do first (connect, reconnect...). */
export type Readiness = 'ready' | ToolAuthorizationReason;

/**
 * The user's readiness for each of `tools`, by name: GET /tools' own reading (one account lookup
 * per connector, a video account's granted scopes), so a hit that says `ready` runs, and one
 * that says `not_connected` asks the user to connect when run.
 */
export async function readinessOf(
  core: SharedCore,
  user: SessionUser,
  tools: readonly CatalogTool[],
  requestId: string,
): Promise<Map<string, Readiness>> {
  if (tools.length === 0) return new Map();
  const connectors = [...new Set(tools.map((tool) => tool.connector))];
  const subset = createAllowedTools(
    tools.map((tool) => tool.name),
    connectors,
  );
  const { upstream, accounts } = core.services;
  const found = await toolReadiness(upstream, accounts, subset, user, requestId);
  return new Map(
    found.map((entry) => [
      entry.tool_name,
      entry.ready ? 'ready' : (entry.reason ?? 'not_connected'),
    ]),
  );
}
