import { type VerifyResponse, verifyRequestSchema } from '@plugboard/schema';
import { BffError } from '../handler/bff-error.ts';
import { readJsonBody } from '../handler/read-json-body.ts';
import { jsonResponse } from '../handler/responses.ts';
import { sessionSubject } from '../handler/session-user.ts';
import type { StateRejection } from '../state/signed-state.ts';
import { UpstreamError } from '../upstream/upstream-error.ts';
import { findUserAccount } from './find-user-account.ts';
import type { Route } from './route.ts';

const REJECTION_MESSAGES: Readonly<Record<StateRejection, string>> = {
  malformed: 'The state parameter is malformed. Start connecting again.',
  forged: 'The state parameter was not issued by this server. Start connecting again.',
  expired: 'The connection attempt expired. Start connecting again.',
  'other-session': 'The state parameter belongs to another session. Start connecting again.',
  replayed: 'The state parameter was already used. Start connecting again.',
};

/**
 * POST /verify (architecture.md, connect flow step 4). The state is checked first and any failure
 * stops before the upstream is called; user verify then asserts the identifier from the session,
 * never one from the browser (core-api.md 5.4). Answers the account in summary form, without
 * the credentials the upstream holds.
 */
export const verifyRoute: Route = {
  method: 'POST',
  path: '/verify',
  async handle({ request, user, services }) {
    const body = await readJsonBody(request, verifyRequestSchema);
    const state = await services.states.check(body.state, sessionSubject(user));
    if (!state.ok) throw new BffError('INVALID_STATE', REJECTION_MESSAGES[state.reason]);
    try {
      await services.upstream.verifyUser({
        auth_request_id: body.auth_request_id,
        identifier: user.identifier,
      });
    } catch (error) {
      // core-api.md 3: 403 when the identifier differs, 404 when the flow is gone or consumed.
      if (error instanceof UpstreamError && (error.status === 403 || error.status === 404)) {
        throw new BffError(
          'VERIFY_FAILED',
          'This connection link was already used or belongs to another user. Start connecting again.',
        );
      }
      throw error;
    }
    const account = await findUserAccount(services.upstream, user, state.connector);
    if (!account) {
      throw new BffError(
        'UPSTREAM_ERROR',
        'The account was verified but the service no longer lists it.',
      );
    }
    const answer: VerifyResponse = { account };
    return jsonResponse(answer);
  },
};
