import { type CreateLinkResponse, createLinkRequestSchema } from '@plugboard/schema';
import { ownerSelector } from '../accounts/account-owner.ts';
import { jsonAnswer } from '../handler/bff-answer.ts';
import { BffError } from '../handler/bff-error.ts';
import { readJsonBody } from '../handler/read-json-body.ts';
import { sessionSubject } from '../handler/session-user.ts';
import { UpstreamError } from '../upstream/upstream-error.ts';
import { resolveReturnTo } from './return-to.ts';
import type { Route } from './route.ts';

/**
 * POST /links (docs/overview.md, connect flow step 2): the authorization link for one of the session
 * user's connectors. An existing account for that connector, in any status, is reconnected by
 * its id, so reconnecting never makes a duplicate; otherwise magic_link creates the account.
 * Asking again after a failure is safe for the same reason: the account a lost answer created is
 * found and reused. The link is passed on only when it points at one of `linkOrigins`. On an
 * organization-owned connector the link is for the organization's shared account, and only those
 * the host lets manage it may ask (403 ORGANIZATION_ACCOUNT_MANAGERS_ONLY).
 */
export const createLinkRoute: Route = {
  method: 'POST',
  path: '/links',
  async handle({ request, user, services, requestId }) {
    const { settings } = services;
    const body = await readJsonBody(request, createLinkRequestSchema, settings.maxBodyBytes);
    const { connector } = body;
    if (!settings.connectors.includes(connector)) {
      throw new BffError(
        'VALIDATION_FAILED',
        `Invalid request body: connector: ${connector} is not offered by this app (offered: ${settings.connectors.join(', ')})`,
      );
    }
    const returnTo =
      body.return_to === undefined
        ? undefined
        : resolveReturnTo(
            body.return_to,
            settings.allowedOrigins,
            new URL(settings.verifyCallbackUrl).origin,
          );
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
    const answer: CreateLinkResponse = { link: magicLink.link, expiry: magicLink.expiry };
    return jsonAnswer(answer);
  },
};
