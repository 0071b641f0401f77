import type { ConnectedAccountSummary, ConnectorId, ToolReadiness } from '@plugboard/schema';
import type { AccountAccess } from '../accounts/account-access.ts';
import { accountBlocker } from '../accounts/account-readiness.ts';
import type { SessionUser } from '../common/session-user.ts';
import type { UpstreamClient } from '../upstream/upstream-client.ts';
import type { AllowedTools } from './allowed-tools.ts';
import { runnableTools } from './runnable-tools.ts';

/**
 * Whether the session user can run each allowed tool now, in the order of `tools.infos()`: one
 * list of the user's accounts for every connector, each connector's default read the way a run
 * that names no account reads it (accountBlocker), so GET /tools says ready exactly when POST
 * /tools/execute without `account` would run. Scopes: the
 * upstream's credential-free account forms (the list, /details) carry no granted scopes, so when
 * the user's video account is ACTIVE and an allowed video tool needs scopes, GET
 * /api/v1/tools/scoped says which tools that account can run; a tool it cannot is
 * `missing_scope`, with the tags the tool needs (docs/connectors.md §6).
 */
export async function toolReadiness(
  upstream: UpstreamClient,
  accounts: AccountAccess,
  tools: AllowedTools,
  user: SessionUser,
  requestId: string,
): Promise<ToolReadiness[]> {
  const infos = tools.infos();
  const connectors: ConnectorId[] = [];
  for (const info of infos) {
    if (!connectors.includes(info.connector)) connectors.push(info.connector);
  }
  const byConnector = new Map<ConnectorId, ConnectedAccountSummary | undefined>();
  if (connectors.length > 0) {
    for (const entry of await accounts.list(user, {}, requestId)) {
      if (entry.isDefault && connectors.includes(entry.account.connector)) {
        byConnector.set(entry.account.connector, entry.account);
      }
    }
  }
  const runnable = await scopedTools(upstream, tools, byConnector.get('video'), requestId);
  return infos.map((info) => {
    const scopes = tools.get(info.name)?.scopes;
    const reason =
      accountBlocker(byConnector.get(info.connector)) ??
      (runnable !== undefined && scopes !== undefined && !runnable.has(info.name)
        ? 'missing_scope'
        : undefined);
    const entry: ToolReadiness = {
      tool_name: info.name,
      connector: info.connector,
      effect: info.effect,
      ready: reason === undefined,
    };
    if (reason !== undefined) entry.reason = reason;
    if (reason === 'missing_scope' && scopes !== undefined) entry.missing_scopes = [...scopes];
    return entry;
  });
}

/**
 * The names of the tools the user's ACTIVE video account can run, or `undefined` when no allowed
 * video tool needs a scope or the account is not ACTIVE (then the status decides).
 */
async function scopedTools(
  upstream: UpstreamClient,
  tools: AllowedTools,
  account: ConnectedAccountSummary | undefined,
  requestId: string,
): Promise<Set<string> | undefined> {
  if (account === undefined || accountBlocker(account) !== undefined) return undefined;
  const needsScopes = tools.namesFor('video').some((name) => tools.get(name)?.scopes !== undefined);
  if (!needsScopes) return undefined;
  return runnableTools(upstream, account, requestId);
}
