import type { AccountSharedBy, ConnectorId } from '@plugboard/schema';
import {
  type AccountOwnership,
  organizationIdentifier,
  ownerFor,
} from '../accounts/account-owner.ts';
import { ownerIdentifierOf } from '../accounts/account-slot.ts';
import type { SessionUser } from '../common/session-user.ts';
import type { RoutedEvent } from '../stores/routed-event.ts';

/** What deciding who sees an event depends on, from the handler's settings. */
export interface VisibilitySettings {
  connectors: readonly ConnectorId[];
  accountOwnership: Readonly<Partial<Record<ConnectorId, AccountOwnership>>>;
}

/**
 * The owner keys under which streams and replay buffers file events: one per owner identifier and
 * organization, as a webhook names an account's owner (it carries no user id). A further
 * account's identifier (`<owner identifier>#<slot>`) files under its owner's.
 */
export function ownerKey(identifier: string, organizationId: string | null): string {
  return `${ownerIdentifierOf(identifier)}\u0000${organizationId ?? ''}`;
}

/** The owner keys whose events `user` may see: their own, and their organization's. */
export function ownerKeysOf(user: SessionUser, settings: VisibilitySettings): string[] {
  const keys = [ownerKey(user.identifier, user.organizationId ?? null)];
  const organizationOwned = Object.values(settings.accountOwnership).includes('organization');
  if (organizationOwned && user.organizationId !== undefined) {
    keys.push(ownerKey(organizationIdentifier(user.organizationId), user.organizationId));
  }
  return keys;
}

/**
 * How `user` sees the event's account, as the accounts list does (src/accounts/account-access.ts):
 * `null` for their own, the organization for their organization's shared one on a connector the
 * host made organization-owned, `undefined` when it is neither (they must not hear of it).
 */
export function eventSharedWith(
  user: SessionUser,
  event: RoutedEvent,
  settings: VisibilitySettings,
): AccountSharedBy | null | undefined {
  const { connector } = event.account;
  if (!settings.connectors.includes(connector)) return undefined;
  const { organization_id } = event.owner;
  const identifier = ownerIdentifierOf(event.owner.identifier);
  if (identifier === user.identifier && organization_id === (user.organizationId ?? null)) {
    return null;
  }
  const owner = ownerFor(user, connector, settings.accountOwnership);
  if (
    owner.kind !== 'organization' ||
    owner.identifier !== identifier ||
    owner.organization_id !== organization_id
  ) {
    return undefined;
  }
  return { organization_id, organization_name: user.organizationName ?? organization_id };
}
