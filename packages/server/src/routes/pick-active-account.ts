import { CONNECTORS, type ConnectedAccountSummary, type ConnectorId } from '@plugboard/schema';
import { BffError } from '../handler/bff-error.ts';
import type { SessionUser } from '../handler/session-user.ts';
import { accountBlocker } from '../tools/account-readiness.ts';
import { ToolAuthorizationError } from '../tools/tool-authorization-error.ts';
import type { UpstreamClient } from '../upstream/upstream-client.ts';
import { findUserAccount } from './find-user-account.ts';

/**
 * The session user's ACTIVE account on `connector`, the one a tool run or a proxied request uses.
 * `accountId`, when the browser names one, must be that very account: another user's id answers
 * 404 exactly like an id that does not exist. An EXPIRED account answers 409 ACCOUNT_EXPIRED, no
 * usable account (none, pending, disconnected) 409 ACCOUNT_NOT_CONNECTED, so the UI can offer
 * Reconnect or Connect (docs/code-style.md, "Lessons from other kits": expired tokens must not
 * surface as cryptic tool errors). Both are {@link ToolAuthorizationError}s, which say why.
 */
export async function pickActiveAccount(
  upstream: UpstreamClient,
  user: SessionUser,
  connector: ConnectorId,
  accountId: string | undefined,
  requestId: string,
): Promise<ConnectedAccountSummary> {
  const account = await findUserAccount(upstream, user, connector, requestId);
  const name = CONNECTORS[connector].name;
  if (accountId !== undefined && account?.id !== accountId) {
    throw new BffError('NOT_FOUND', `You have no ${name} account ${accountId}.`);
  }
  const blocker = accountBlocker(account);
  if (blocker === undefined && account !== undefined) return account;
  if (blocker === 'expired') {
    throw new ToolAuthorizationError(
      'ACCOUNT_EXPIRED',
      `Your ${name} connection (${account?.id}) has expired. Reconnect it, then try again.`,
      blocker,
      connector,
      account?.id,
    );
  }
  throw new ToolAuthorizationError(
    'ACCOUNT_NOT_CONNECTED',
    `Connect your ${name} account first: you have no active ${name} connection.`,
    blocker ?? 'not_connected',
    connector,
    account?.id,
  );
}
