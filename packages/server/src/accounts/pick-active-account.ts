import {
  type BffErrorCode,
  CONNECTORS,
  type ConnectedAccountSummary,
  type ConnectorId,
  type ToolAuthorizationReason,
} from '@plugboard/schema';
import { BffError } from '../common/bff-error.ts';
import type { SessionUser } from '../common/session-user.ts';
import type { AccountAccess } from './account-access.ts';
import { accountBlocker } from './account-readiness.ts';
import { ToolAuthorizationError } from './tool-authorization-error.ts';

/** The 409 each blocker answers, and the message saying what the user must do. */
const BLOCKED: Readonly<
  Record<
    Exclude<ToolAuthorizationReason, 'missing_scope'>,
    { code: BffErrorCode; message: (name: string, id: string | undefined) => string }
  >
> = {
  not_connected: {
    code: 'ACCOUNT_NOT_CONNECTED',
    message: (name) => `Connect your ${name} account first: you have no active ${name} connection.`,
  },
  pending: {
    code: 'ACCOUNT_NOT_CONNECTED',
    message: (name, id) =>
      `Your ${name} connection (${id}) is not finished. Finish connecting it, then try again.`,
  },
  expired: {
    code: 'ACCOUNT_EXPIRED',
    message: (name, id) =>
      `Your ${name} connection (${id}) has expired. Reconnect it, then try again.`,
  },
  disconnected: {
    code: 'ACCOUNT_DISCONNECTED',
    message: (name, id) =>
      `Your ${name} connection (${id}) was disconnected by the service. Reconnect it, then try again.`,
  },
  suspended: {
    code: 'ACCOUNT_SUSPENDED',
    message: (name, id) =>
      `Your ${name} connection (${id}) is suspended by the service. Ask an administrator to lift the suspension.`,
  },
};

/**
 * The ACTIVE account the session user's run on `connector` uses (their own, or their
 * organization's on an organization-owned connector), the one a tool run or a proxied request
 * uses. `accountId`, when the browser names one, must be that very account: any other id answers
 * 404 exactly like an id that does not exist. An account that cannot run answers 409 with a code
 * per cause (ACCOUNT_NOT_CONNECTED, ACCOUNT_EXPIRED, ACCOUNT_DISCONNECTED, ACCOUNT_SUSPENDED), so
 * the UI can offer Connect or Reconnect (docs/internals/code-style.md §"Lessons from other kits": expired
 * tokens must not surface as cryptic tool errors). Each is a {@link ToolAuthorizationError}.
 */
export async function pickActiveAccount(
  accounts: AccountAccess,
  user: SessionUser,
  connector: ConnectorId,
  accountId: string | undefined,
  requestId: string,
): Promise<ConnectedAccountSummary> {
  const account = await accounts.find(user, connector, requestId);
  const name = CONNECTORS[connector].name;
  if (accountId !== undefined && account?.id !== accountId) {
    throw new BffError('NOT_FOUND', `You have no ${name} account ${accountId}.`);
  }
  const blocker = accountBlocker(account);
  if (blocker === undefined && account !== undefined) return account;
  const reason = blocker === undefined || blocker === 'missing_scope' ? 'not_connected' : blocker;
  const { code, message } = BLOCKED[reason];
  throw new ToolAuthorizationError(
    code,
    message(name, account?.id),
    reason,
    connector,
    account?.id,
  );
}
