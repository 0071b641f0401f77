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
import { createAccountMetaCache } from './account-meta-cache.ts';
import {
  type AccountOwner,
  type AccountOwnership,
  isOwnedBy,
  organizationOwner,
  ownerFor,
  userOwner,
} from './account-owner.ts';
import { chooseAccount } from './choose-account.ts';
import { describeUserAccounts, listOwnerAccounts, type UserAccount } from './user-accounts.ts';

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
  /** Ask the user which account a call runs on when it names none and they have several. */
  chooseAccountWhenSeveral: boolean;
  /** How many accounts one owner may hold on one connector. */
  maxAccountsPerConnector: number;
}

/** What {@link AccountAccess.list} reads. */
export interface ListAccountsOptions {
  /** Only this connector's accounts; every offered connector's without it. */
  connector?: ConnectorId | undefined;
  /** Read every account's label and profile name, not only those a choice needs. */
  withNames?: boolean;
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
  /** How many accounts one owner may hold on one connector (`accounts.maxPerConnector`). */
  readonly maxPerConnector: number;
  /** Whose account a first connection of `connector` makes for `user`. */
  ownerFor(user: SessionUser, connector: ConnectorId): AccountOwner;
  /**
   * Every account `user` reaches on the offered connectors (or on one): their own, first and
   * further ones, and on organization-owned connectors their organization's, each told apart
   * (label, profile name, ordinal, default).
   */
  list(user: SessionUser, options: ListAccountsOptions, requestId: string): Promise<UserAccount[]>;
  /** The default account of `connector` for `user`, whatever its status, or `undefined`. */
  find(
    user: SessionUser,
    connector: ConnectorId,
    requestId: string,
  ): Promise<ConnectedAccountSummary | undefined>;
  /**
   * The account of `connector` a call naming `reference` (an id or a name; none for the default)
   * runs on, or `undefined` when the user has none there (src/accounts/choose-account.ts).
   */
  choose(
    user: SessionUser,
    connector: ConnectorId,
    reference: string | undefined,
    requestId: string,
  ): Promise<UserAccount | undefined>;
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
  const metaCache = createAccountMetaCache();
  const access: AccountAccess = {
    maxPerConnector: settings.maxAccountsPerConnector,
    ownerFor: (user, connector) => ownerFor(user, connector, accountOwnership),
    async list(user, { connector, withNames = false }, requestId) {
      const wanted = connector === undefined ? connectors : [connector];
      const shared = wanted.filter((id) => accountOwnership[id] === 'organization');
      const organization = organizationOwner(user);
      const [own, theirs] = await Promise.all([
        listOwnerAccounts(upstream, userOwner(user), wanted, requestId),
        organization === undefined || shared.length === 0
          ? Promise.resolve([])
          : listOwnerAccounts(upstream, organization, shared, requestId),
      ]);
      const sharedBy: AccountSharedBy | null =
        organization === undefined
          ? null
          : {
              organization_id: organization.organization_id as string,
              organization_name: user.organizationName ?? (organization.organization_id as string),
            };
      return describeUserAccounts(
        upstream,
        [
          ...theirs.map((account) => ({ account, shared: sharedBy })),
          ...own.map((account) => ({ account, shared: null })),
        ],
        { withNames, requestId, cache: metaCache },
      );
    },
    async find(user, connector, requestId) {
      const accounts = await access.list(user, { connector }, requestId);
      return accounts.find((entry) => entry.isDefault)?.account;
    },
    async choose(user, connector, reference, requestId) {
      // A reference may be the label of the user's only account there, which only its details say.
      const withNames = reference !== undefined;
      const accounts = await access.list(user, { connector, withNames }, requestId);
      return chooseAccount(accounts, connector, reference, {
        chooseWhenSeveral: settings.chooseAccountWhenSeveral,
      });
    },
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
        `Only those who manage your organization's accounts may connect, rename, make default or disconnect its shared ${CONNECTORS[connector].name} accounts; ask one of them.`,
      );
    },
  };
  return access;
}
