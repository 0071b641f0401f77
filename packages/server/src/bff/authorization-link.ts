import type { ConnectorId, CreateLinkResponse } from '@plugboard/schema';
import { ownerSelector } from '../accounts/account-owner.ts';
import { type SessionUser, sessionSubject } from '../common/session-user.ts';
import { UpstreamError } from '../upstream/upstream-error.ts';
import type { RouteServices } from './routes/route.ts';

/**
 * The authorization link for one of `user`'s connectors (docs/internals/overview.md, connect flow step 2).
 * An existing account for that connector, in any status, is reconnected by its id, so
 * reconnecting never makes a duplicate; otherwise magic_link creates the account. Asking again
 * after a failure is safe for the same reason: the account a lost answer created is found and
 * reused. The link is passed on only when it points at one of `linkOrigins`. On an
 * organization-owned connector the link is for the organization's shared account, and only
 * those the host lets manage it may ask (403 ORGANIZATION_ACCOUNT_MANAGERS_ONLY).
 */
export async function createAuthorizationLink(
  services: Pick<RouteServices, 'upstream' | 'accounts' | 'states' | 'settings'>,
  user: SessionUser,
  connector: ConnectorId,
  requestId: string,
  returnTo?: string,
): Promise<CreateLinkResponse> {
  const { settings } = services;
  const owner = services.accounts.ownerFor(user, connector);
  if (owner.kind === 'organization') await services.accounts.assertMayManage(user, connector);
  // The state is signed (Web Crypto, a worker thread in Node) while the lookup is on the wire:
  // neither needs the other, and the click waits for the longer of the two, not for both.
  const [existing, state] = await Promise.all([
    services.accounts.find(user, connector, requestId),
    services.states.mint(sessionSubject(user), connector, returnTo),
  ]);
  const magicLink = await services.upstream.createMagicLink(
    {
      ...ownerSelector(owner),
      connector,
      id: existing?.id,
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
