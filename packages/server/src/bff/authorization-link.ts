import {
  CONNECTORS,
  type ConnectedAccountStatus,
  type ConnectorId,
  type CreateLinkResponse,
} from '@plugboard/schema';
import type { AccountAccess } from '../accounts/account-access.ts';
import { type AccountOwner, isOwnedBy, ownerSelector } from '../accounts/account-owner.ts';
import { drawSlot, slotIdentifier, slotOf } from '../accounts/account-slot.ts';
import { BffError } from '../common/bff-error.ts';
import { type SessionUser, sessionSubject } from '../common/session-user.ts';
import { UpstreamError } from '../upstream/upstream-error.ts';
import type { RouteServices } from './routes/route.ts';

/**
 * Which of the owner's accounts a link connects: the default one (connect the first, or reconnect
 * it), a further one (`add`), or one named by id (reconnect it in place).
 */
export type LinkTarget = { add: true } | { accountId: string } | undefined;

/** The statuses of an account whose first link was never finished. */
const UNFINISHED: ReadonlySet<ConnectedAccountStatus> = new Set([
  'PENDING_AUTH',
  'PENDING_VERIFICATION',
]);

/** The account a link is asked for: its id when it exists, and its slot (`null` for the first). */
interface LinkedAccount {
  id: string | undefined;
  slot: string | null;
}

/**
 * The authorization link for one of `user`'s connectors (docs/internals/overview.md, connect flow
 * step 2; docs/internals/several-accounts.md §"Asking for a link, verifying it"). An existing
 * account is reconnected by its id and its own identifier, so reconnecting never makes a
 * duplicate; `add` asks for a new further account, `<owner identifier>#<slot>` with a fresh slot,
 * once the owner has fewer than `accounts.maxPerConnector` there (409 ACCOUNT_LIMIT_REACHED), or
 * the further account an earlier `add` left unfinished.
 * The slot travels in the signed state, which the verify reads to rebuild the identifier it
 * asserts. Asking again after a failure is safe: the account a lost answer created is found and
 * reused. The link is passed on only when it points at one of `linkOrigins`. On an
 * organization-owned connector the link is for the organization's shared accounts, and only
 * those the host lets manage them may ask (403 ORGANIZATION_ACCOUNT_MANAGERS_ONLY).
 */
export async function createAuthorizationLink(
  services: Pick<RouteServices, 'upstream' | 'accounts' | 'states' | 'settings'>,
  user: SessionUser,
  connector: ConnectorId,
  requestId: string,
  returnTo?: string,
  target?: LinkTarget,
): Promise<CreateLinkResponse> {
  const { settings } = services;
  const owner = services.accounts.ownerFor(user, connector);
  if (owner.kind === 'organization') await services.accounts.assertMayManage(user, connector);
  const linked = await linkedAccount(services.accounts, user, connector, owner, target, requestId);
  const state = await services.states.mint(
    sessionSubject(user),
    connector,
    returnTo,
    undefined,
    linked.slot ?? undefined,
  );
  const magicLink = await services.upstream.createMagicLink(
    {
      ...ownerSelector(owner),
      identifier: slotIdentifier(owner.identifier, linked.slot),
      connector,
      id: linked.id,
      state,
      user_verify_url: settings.verifyCallbackUrl,
    },
    { requestId },
  );
  const linkOrigin = new URL(magicLink.link).origin;
  if (!settings.linkOrigins.includes(linkOrigin)) {
    throw new UpstreamError(
      `Upstream magic_link answered a link to ${linkOrigin}, which is not in linkOrigins; it was not passed on`,
      {
        kind: 'invalid_response',
        method: 'POST',
        path: '/api/v1/connected_accounts/magic_link',
        status: 200,
      },
    );
  }
  return { link: magicLink.link, expiry: magicLink.expiry };
}

async function linkedAccount(
  accounts: AccountAccess,
  user: SessionUser,
  connector: ConnectorId,
  owner: AccountOwner,
  target: LinkTarget,
  requestId: string,
): Promise<LinkedAccount> {
  const name = CONNECTORS[connector].name;
  if (target !== undefined && 'accountId' in target) {
    const { account } = await accounts.reach(user, target.accountId, requestId);
    if (account.connector !== connector) {
      throw new BffError(
        'VALIDATION_FAILED',
        `Invalid request body: account_id: ${account.id} is a ${CONNECTORS[account.connector].name} account, not a ${name} one`,
      );
    }
    const slot = slotOf(owner.identifier, account.identifier);
    // A member's own account left on a connector the host has since made the organization's:
    // its links are the organization's now, so it cannot be reconnected, only disconnected.
    if (slot === undefined || !isOwnedBy(owner, account)) {
      throw new BffError(
        'VALIDATION_FAILED',
        `Invalid request body: account_id: ${account.id} cannot be reconnected, since ${name} accounts are now your organization's; disconnect it instead`,
      );
    }
    return { id: account.id, slot };
  }
  const owned = (await accounts.list(user, { connector }, requestId)).filter((entry) =>
    isOwnedBy(owner, entry.account),
  );
  if (target?.add === true) {
    // A further account whose link was never finished is added again rather than left behind:
    // every abandoned "Add another" would otherwise leave one more pending row, up to the limit.
    const unfinished = owned.find(
      (entry) =>
        UNFINISHED.has(entry.account.status) &&
        slotOf(owner.identifier, entry.account.identifier) !== null,
    );
    if (unfinished !== undefined) {
      return {
        id: unfinished.account.id,
        slot: slotOf(owner.identifier, unfinished.account.identifier) ?? null,
      };
    }
    if (owned.length >= accounts.maxPerConnector) {
      throw new BffError(
        'ACCOUNT_LIMIT_REACHED',
        `${owner.kind === 'organization' ? 'Your organization has' : 'You have'} ${owned.length} ${name} accounts, the most this app allows (${accounts.maxPerConnector}). Disconnect one of them first, then add another.`,
      );
    }
    return { id: undefined, slot: drawSlot() };
  }
  const existing =
    owned.find((entry) => entry.isDefault) ??
    owned.reduce<(typeof owned)[number] | undefined>(
      (first, entry) => (first === undefined || entry.ordinal < first.ordinal ? entry : first),
      undefined,
    );
  if (existing === undefined) return { id: undefined, slot: null };
  return {
    id: existing.account.id,
    slot: slotOf(owner.identifier, existing.account.identifier) ?? null,
  };
}
