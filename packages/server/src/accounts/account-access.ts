import {
  type AccountSharedBy,
  CONNECTORS,
  type ConnectedAccountSummary,
  type ConnectorId,
} from '@plugboard/schema';
import type { ConnectedAccountDetails } from '@plugboard/schema/upstream';
import { BffError } from '../common/bff-error.ts';
import type { SessionUser } from '../common/session-user.ts';
import type { UpstreamClient } from '../upstream/upstream-client.ts';
import { UpstreamError } from '../upstream/upstream-error.ts';
import { type AccountOwner, type AccountOwnership, isOwnedBy, ownerFor } from './account-owner.ts';
import { findOwnedAccount } from './find-owned-account.ts';

/**
 * Who may connect and disconnect the organization's shared accounts; host code, asked on each
 * such request. Nobody unless the host says so.
 *
 * @example
 * ```ts
 * const canManageOrganizationAccounts: CanManageOrganizationAccounts = (user) =>
 *   admins.has(user.identifier);
 * ```
 */
export type CanManageOrganizationAccounts = (user: SessionUser) => boolean | Promise<boolean>;

/** What reaching accounts depends on, from the handler's settings. */
export interface AccountAccessSettings {
  connectors: readonly ConnectorId[];
  accountOwnership: Readonly<Partial<Record<ConnectorId, AccountOwnership>>>;
  canManageOrganizationAccounts: CanManageOrganizationAccounts;
}

/** One account a route may act on for the session user, and whether it is the organization's. */
export interface ReachedAccount {
  account: ConnectedAccountDetails;
  /** The organization sharing it, or `null` for the user's own account. */
  shared: AccountSharedBy | null;
}

/**
 * The one place that decides which accounts the session user reaches: their own, and on
 * organization-owned connectors their organization's (src/accounts/account-owner.ts). Every
 * route asks it; none builds an owner filter itself.
 */
export interface AccountAccess {
  /** Whose account `connector`'s tools use for `user`. */
  ownerFor(user: SessionUser, connector: ConnectorId): AccountOwner;
  /** The account `connector`'s tools use for `user`, whatever its status, or `undefined`. */
  find(
    user: SessionUser,
    connector: ConnectorId,
    requestId: string,
  ): Promise<ConnectedAccountSummary | undefined>;
  /** The organization sharing `account` with `user`, `null` for the user's own, `undefined` for neither. */
  sharedWith(
    user: SessionUser,
    account: ConnectedAccountSummary,
  ): AccountSharedBy | null | undefined;
  /**
   * Account `id` when `user` reaches it on an offered connector, read from its credential-free
   * details; 404 NOT_FOUND otherwise, exactly as for an id that does not exist.
   */
  reach(user: SessionUser, id: string, requestId: string): Promise<ReachedAccount>;
  /** Whether `user` may connect and disconnect their organization's accounts. */
  mayManage(user: SessionUser): Promise<boolean>;
  /** 403 ORGANIZATION_ACCOUNT_MANAGERS_ONLY unless `user` may manage the organization's accounts. */
  assertMayManage(user: SessionUser, connector: ConnectorId): Promise<void>;
}

export function createAccountAccess(
  upstream: UpstreamClient,
  settings: AccountAccessSettings,
): AccountAccess {
  const { connectors, accountOwnership, canManageOrganizationAccounts } = settings;
  const access: AccountAccess = {
    ownerFor: (user, connector) => ownerFor(user, connector, accountOwnership),
    find: (user, connector, requestId) =>
      findOwnedAccount(upstream, access.ownerFor(user, connector), connector, requestId),
    sharedWith(user, account) {
      if (!connectors.includes(account.connector)) return undefined;
      const own = ownerFor(user, account.connector, {});
      if (isOwnedBy(own, account)) return null;
      const owner = access.ownerFor(user, account.connector);
      if (owner.kind !== 'organization' || !isOwnedBy(owner, account)) return undefined;
      const organizationId = owner.organization_id as string;
      return {
        organization_id: organizationId,
        organization_name: user.organizationName ?? organizationId,
      };
    },
    async reach(user, id, requestId) {
      const notFound = new BffError('NOT_FOUND', `You have no connected account ${id}.`);
      let account: ConnectedAccountDetails;
      try {
        account = await upstream.getConnectedAccountDetails({ id }, { requestId });
      } catch (error) {
        if (error instanceof UpstreamError && error.status === 404) throw notFound;
        throw error;
      }
      const shared = access.sharedWith(user, account);
      if (shared === undefined) throw notFound;
      return { account, shared };
    },
    async mayManage(user) {
      if (user.organizationId === undefined) return false;
      return (await canManageOrganizationAccounts(user)) === true;
    },
    async assertMayManage(user, connector) {
      if (await access.mayManage(user)) return;
      throw new BffError(
        'ORGANIZATION_ACCOUNT_MANAGERS_ONLY',
        `Only those who manage your organization's accounts may connect or disconnect its shared ${CONNECTORS[connector].name} account; ask one of them.`,
      );
    },
  };
  return access;
}
