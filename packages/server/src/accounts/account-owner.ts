import type { ConnectedAccountSummary, ConnectorId } from '@plugboard/schema';
import { ORGANIZATION_IDENTIFIER_PREFIX, type SessionUser } from '../common/session-user.ts';
import { slotOf } from './account-slot.ts';

/** Whose accounts a connector holds: each user's own (the default), or one per organization. */
export type AccountOwnership = 'user' | 'organization';

/**
 * Who an account of one connector belongs to for the session user, as the upstream fields that
 * name it (docs/internals/upstream-api.md §4.2). An organization's account has the organization, NO user,
 * and an identifier of the reserved form `organization:<id>` that no session user can carry: the
 * upstream matches a left-out `user_id` with any owner, so the identifier is what keeps a filter
 * for the organization's account from finding a member's own accounts.
 */
export interface AccountOwner {
  kind: AccountOwnership;
  identifier: string;
  organization_id: string | undefined;
  user_id: string | undefined;
}

/** The identifier of an organization's shared accounts. */
export function organizationIdentifier(organizationId: string): string {
  return `${ORGANIZATION_IDENTIFIER_PREFIX}${organizationId}`;
}

/**
 * The owner of the session user's account on `connector`: the user's organization when the host
 * made the connector organization-owned and the user has one; the user otherwise (a user without
 * an organization never reaches an organization's account).
 */
export function ownerFor(
  user: SessionUser,
  connector: ConnectorId,
  ownership: Readonly<Partial<Record<ConnectorId, AccountOwnership>>>,
): AccountOwner {
  if (ownership[connector] === 'organization') {
    const organization = organizationOwner(user);
    if (organization !== undefined) return organization;
  }
  return userOwner(user);
}

/** The session user as the owner of their own accounts. */
export function userOwner(user: SessionUser): AccountOwner {
  return {
    kind: 'user',
    identifier: user.identifier,
    organization_id: user.organizationId,
    user_id: user.userId,
  };
}

/** The session user's organization as the owner of its shared accounts, if they have one. */
export function organizationOwner(user: SessionUser): AccountOwner | undefined {
  if (user.organizationId === undefined) return undefined;
  return {
    kind: 'organization',
    identifier: organizationIdentifier(user.organizationId),
    organization_id: user.organizationId,
    user_id: undefined,
  };
}

/** The upstream selector fields of `owner`, as a new object callers may add fields to. */
export function ownerSelector(owner: AccountOwner) {
  return {
    identifier: owner.identifier,
    organization_id: owner.organization_id,
    user_id: owner.user_id,
  };
}

/**
 * Whether `account` is exactly `owner`'s: organization and user equal, a missing one matching
 * only a missing one, so an organization's account (no user) is never a member's own one and a
 * user without an organization never sees a tenant's accounts; and the identifier the owner's own
 * or one of its further accounts' (`<identifier>#<slot>`, src/accounts/account-slot.ts).
 */
export function isOwnedBy(
  owner: AccountOwner,
  account: Pick<ConnectedAccountSummary, 'identifier' | 'organization_id' | 'user_id'>,
): boolean {
  return (
    slotOf(owner.identifier, account.identifier) !== undefined &&
    account.organization_id === owner.organization_id &&
    account.user_id === owner.user_id
  );
}
