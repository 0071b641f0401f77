import {
  type ConnectedAccountSummary,
  type ConnectorId,
  type VerifyResponse,
  verifyRequestSchema,
} from '@plugboard/schema';
import { isOwnedBy } from '../../accounts/account-owner.ts';
import { slotIdentifier } from '../../accounts/account-slot.ts';
import { nameVerifiedAccount } from '../../accounts/name-verified-account.ts';
import type { StateRejection } from '../../accounts/signed-state.ts';
import { BffError } from '../../common/bff-error.ts';
import { sessionSubject } from '../../common/session-user.ts';
import { accountUpdatedEvent } from '../../events/account-updated-event.ts';
import { UpstreamError } from '../../upstream/upstream-error.ts';
import { type BffAnswer, jsonAnswer } from '../bff-answer.ts';
import { readJsonBody } from '../read-json-body.ts';
import type { Route, RouteContext } from './route.ts';

const REJECTION_MESSAGES: Readonly<Record<StateRejection, string>> = {
  malformed: 'The state parameter is malformed. Start connecting again.',
  forged: 'The state parameter was not issued by this server. Start connecting again.',
  expired: 'The connection attempt expired. Start connecting again.',
  'other-session': 'The state parameter belongs to another session. Start connecting again.',
  replayed: 'The state parameter was already used. Start connecting again.',
};

/** The clocks of this server and the upstream may differ by this much. */
const CLOCK_SKEW_MS = 60_000;

/**
 * POST /verify (docs/internals/overview.md, connect flow step 4). The state is checked and spent first, and
 * any failure stops before the upstream is called; user verify then asserts the identifier from
 * the session owner and the slot signed into the state, never one from the browser
 * (docs/internals/upstream-api.md §5.4, docs/internals/several-accounts.md). A new account is
 * then named (src/accounts/name-verified-account.ts). Answers the account in summary form,
 * without the credentials the upstream holds.
 *
 * No verify is lost to a flaky upstream. When the call fails on the way (timeout, unreachable,
 * 429, 5xx) the state is released, so the callback page can send the same request again. The
 * upstream verify may have gone through before its answer was lost; the second try then gets 404
 * (already consumed), and the account being ACTIVE since this attempt began proves it.
 */
export const verifyRoute: Route = {
  method: 'POST',
  path: '/verify',
  async handle(context) {
    const { request, user, services } = context;
    const body = await readJsonBody(request, verifyRequestSchema, services.settings.maxBodyBytes);
    const state = await services.states.check(body.state, sessionSubject(user));
    if (!state.ok) throw new BffError('INVALID_STATE', REJECTION_MESSAGES[state.reason]);
    try {
      const account = await verifyAndFind(context, body.auth_request_id, state);
      services.connected.emit(sessionSubject(user), state.connector);
      return answer(account, state.returnTo);
    } catch (error) {
      if (error instanceof UpstreamError && isTransient(error)) {
        await services.states.release(state.nonce);
      }
      throw error;
    }
  },
};

/**
 * User verify with the identifier the session owner and the state's slot make, then the account
 * it activated. On an organization-owned connector the owner is the organization, asserted only
 * for a user the host still lets manage its accounts.
 */
async function verifyAndFind(
  { user, services, requestId }: RouteContext,
  authRequestId: string,
  state: { connector: ConnectorId; issuedAt: number; slot?: string },
): Promise<ConnectedAccountSummary> {
  const owner = services.accounts.ownerFor(user, state.connector);
  if (owner.kind === 'organization') await services.accounts.assertMayManage(user, state.connector);
  const identifier = slotIdentifier(owner.identifier, state.slot ?? null);
  const linked = async () => {
    const siblings = (
      await services.accounts.list(user, { connector: state.connector }, requestId)
    ).filter((entry) => isOwnedBy(owner, entry.account));
    const verified = siblings.find((entry) => entry.account.identifier === identifier);
    if (
      verified !== undefined &&
      (await nameVerifiedAccount(
        services.upstream,
        verified,
        state.slot !== undefined,
        siblings,
        requestId,
      ))
    ) {
      await services.events.publish(
        accountUpdatedEvent(verified.account, new Date().toISOString()),
      );
    }
    return verified?.account;
  };
  try {
    await services.upstream.verifyUser(
      { auth_request_id: authRequestId, identifier },
      { requestId },
    );
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // docs/internals/upstream-api.md §3: 403 when the identifier differs, 404 when the flow is gone or consumed.
    if (error.status === 404) {
      const account = await linked();
      const since = state.issuedAt - CLOCK_SKEW_MS;
      if (account?.status === 'ACTIVE' && Date.parse(account.updated_at) >= since) return account;
    }
    if (error.status === 403 || error.status === 404) {
      throw new BffError(
        'VERIFY_FAILED',
        'This connection link was already used or belongs to another user. Start connecting again.',
      );
    }
    throw error;
  }
  const account = await linked();
  if (!account) {
    throw new BffError(
      'UPSTREAM_ERROR',
      'The account was verified but the service no longer lists it.',
    );
  }
  return account;
}

/** Failures after which the upstream verify may not have happened, or may be tried again. */
function isTransient(error: UpstreamError): boolean {
  return error.kind !== 'http' || error.status === 429 || error.status >= 500;
}

function answer(account: ConnectedAccountSummary, returnTo: string | undefined): BffAnswer {
  const body: VerifyResponse = { account, ...(returnTo !== undefined && { return_to: returnTo }) };
  return jsonAnswer(body);
}
