import { type CreateLinkResponse, createLinkRequestSchema } from '@plugboard/schema';
import { jsonAnswer } from '../handler/bff-answer.ts';
import { BffError } from '../handler/bff-error.ts';
import { readJsonBody } from '../handler/read-json-body.ts';
import { createConnectLink } from './connect-link.ts';
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
    const magicLink = await createConnectLink(user, services, connector, returnTo, requestId);
    const answer: CreateLinkResponse = { link: magicLink.link, expiry: magicLink.expiry };
    return jsonAnswer(answer);
  },
};
