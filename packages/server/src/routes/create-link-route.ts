import { type CreateLinkResponse, createLinkRequestSchema } from '@plugboard/schema';
import { BffError } from '../handler/bff-error.ts';
import { readJsonBody } from '../handler/read-json-body.ts';
import { jsonResponse } from '../handler/responses.ts';
import { sessionSubject, userSelector } from '../handler/session-user.ts';
import { findUserAccount } from './find-user-account.ts';
import type { Route } from './route.ts';

/**
 * POST /links (architecture.md, connect flow step 2): the authorization link for one of the session
 * user's connectors. An existing account for that connector, in any status, is reconnected by
 * its id, so reconnecting never makes a duplicate; otherwise magic_link creates the account.
 */
export const createLinkRoute: Route = {
  method: 'POST',
  path: '/links',
  async handle({ request, user, services }) {
    const { connector } = await readJsonBody(request, createLinkRequestSchema);
    if (!services.settings.connectors.includes(connector)) {
      throw new BffError(
        'VALIDATION_FAILED',
        `Invalid request body: connector: ${connector} is not offered by this app (offered: ${services.settings.connectors.join(', ')})`,
      );
    }
    const existing = await findUserAccount(services.upstream, user, connector);
    const magicLink = await services.upstream.createMagicLink({
      ...userSelector(user),
      connector,
      id: existing?.id,
      state: await services.states.mint(sessionSubject(user), connector),
      user_verify_url: services.settings.verifyCallbackUrl,
    });
    const body: CreateLinkResponse = { link: magicLink.link, expiry: magicLink.expiry };
    return jsonResponse(body);
  },
};
