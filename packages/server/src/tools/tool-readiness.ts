import type { ConnectedAccountSummary, ConnectorId, ToolReadiness } from '@plugboard/schema';
import type { SessionUser } from '../handler/session-user.ts';
import { findUserAccount } from '../routes/find-user-account.ts';
import type { UpstreamClient } from '../upstream/upstream-client.ts';
import { accountBlocker } from './account-readiness.ts';
import type { AllowedTools } from './allowed-tools.ts';

/**
 * Whether the session user can run each allowed tool now, in the order of `tools.infos()`: one
 * account lookup per connector (in parallel), read the way a run reads it (accountBlocker), so
 * GET /tools says ready exactly when POST /tools/execute would find an account. Scopes: the
 * upstream's credential-free account forms (the list, /details) carry no granted scopes, so a
 * video tool's scope is found missing when it runs (`missing_scope`), never here
 * (docs/connectors.md §6).
 */
export async function toolReadiness(
  upstream: UpstreamClient,
  tools: AllowedTools,
  user: SessionUser,
  requestId: string,
): Promise<ToolReadiness[]> {
  const infos = tools.infos();
  const connectors: ConnectorId[] = [];
  for (const info of infos) {
    if (!connectors.includes(info.connector)) connectors.push(info.connector);
  }
  const accounts = await Promise.all(
    connectors.map((connector) => findUserAccount(upstream, user, connector, requestId)),
  );
  const byConnector = new Map<ConnectorId, ConnectedAccountSummary | undefined>();
  connectors.forEach((connector, index) => {
    byConnector.set(connector, accounts[index]);
  });
  return infos.map((info) => {
    const reason = accountBlocker(byConnector.get(info.connector));
    const entry: ToolReadiness = {
      tool_name: info.name,
      connector: info.connector,
      effect: info.effect,
      ready: reason === undefined,
    };
    if (reason !== undefined) entry.reason = reason;
    return entry;
  });
}
