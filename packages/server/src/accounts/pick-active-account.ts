import {
  type BffErrorCode,
  CONNECTORS,
  type ConnectorId,
  type ToolAuthorizationReason,
} from '@plugboard/schema';
import type { SessionUser } from '../common/session-user.ts';
import type { AccountAccess } from './account-access.ts';
import { accountBlocker } from './account-readiness.ts';
import { ToolAuthorizationError } from './tool-authorization-error.ts';
import type { UserAccount } from './user-accounts.ts';

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
 * The ACTIVE account a run on `connector` uses for the session user: the one `reference` names
 * (an id or a name of one of the accounts the user reaches there), else the connector's default
 * (src/accounts/choose-account.ts: 400 UNKNOWN_ACCOUNT for a reference that names none of them, an
 * id of anyone else's account included, and 409 ACCOUNT_CHOICE_REQUIRED when the user must
 * choose). An account that cannot run answers 409 with a code per cause (ACCOUNT_NOT_CONNECTED,
 * ACCOUNT_EXPIRED, ACCOUNT_DISCONNECTED, ACCOUNT_SUSPENDED), so the UI can offer Connect or
 * Reconnect (docs/internals/code-style.md §"Lessons from other kits": expired tokens must not
 * surface as cryptic tool errors). Each is a {@link ToolAuthorizationError}.
 */
export async function pickActiveAccount(
  accounts: AccountAccess,
  user: SessionUser,
  connector: ConnectorId,
  reference: string | undefined,
  requestId: string,
): Promise<UserAccount> {
  const chosen = await accounts.choose(user, connector, reference, requestId);
  const name = CONNECTORS[connector].name;
  const blocker = accountBlocker(chosen?.account);
  if (blocker === undefined && chosen !== undefined) return chosen;
  const reason = blocker === undefined || blocker === 'missing_scope' ? 'not_connected' : blocker;
  const { code, message } = BLOCKED[reason];
  const label = chosen === undefined ? undefined : `${chosen.name}, ${chosen.account.id}`;
  throw new ToolAuthorizationError(
    code,
    message(name, label),
    reason,
    connector,
    chosen?.account.id,
  );
}
