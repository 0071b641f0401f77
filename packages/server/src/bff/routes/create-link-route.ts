import { createLinkRequestSchema } from '@plugboard/schema';
import { BffError } from '../../common/bff-error.ts';
import { createAuthorizationLink } from '../authorization-link.ts';
import { jsonAnswer } from '../bff-answer.ts';
import { readJsonBody } from '../read-json-body.ts';
import { resolveReturnTo } from './return-to.ts';
import type { Route } from './route.ts';

/**
 * POST /links (docs/internals/overview.md, connect flow step 2): the authorization link for one of the
 * session user's offered connectors, as `createAuthorizationLink` makes it: for the default
 * account, a further one (`add: true`), or one of the user's accounts reconnected in place
 * (`account_id`, reached as every route reaches an account: 404 for anyone else's).
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
    const target =
      body.add === true
        ? { add: true as const }
        : body.account_id === undefined
          ? undefined
          : { accountId: body.account_id };
    return jsonAnswer(
      await createAuthorizationLink(services, user, connector, requestId, returnTo, target),
    );
  },
};
