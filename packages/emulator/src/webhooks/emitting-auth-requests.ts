import type { AuthRequestService } from '../services/auth-requests.ts';
import type { ConnectedAccountService } from '../services/connected-accounts.ts';
import type { AccountEventEmitter } from './account-event-emitter.ts';

/**
 * `authRequests`, with a new magic link emitting magic_link_generated and an approved consent of
 * an OAuth account emitting oauth_succeeded (the provider's consent went through; its tokens are
 * fetched on verify).
 */
export function emittingLinkEvents(
  authRequests: AuthRequestService,
  accounts: ConnectedAccountService,
  events: AccountEventEmitter,
): AuthRequestService {
  return {
    ...authRequests,
    async createLink(request) {
      const link = await authRequests.createLink(request);
      if (events.active()) {
        const row =
          request.id !== undefined
            ? await accounts.get({ id: request.id })
            : await accounts.findByKey(request);
        if (row !== undefined) events.emit('connected_account.magic_link_generated', row);
      }
      return link;
    },
    async decide(linkToken, decision) {
      const found =
        events.active() && decision === 'approve'
          ? await authRequests.lookupLink(linkToken)
          : undefined;
      const outcome = await authRequests.decide(linkToken, decision);
      if (
        outcome.kind === 'redirect' &&
        found?.kind === 'open' &&
        found.account.authorization_type === 'OAUTH' &&
        new URL(outcome.location).searchParams.has('auth_request_id')
      ) {
        events.emit(
          'connected_account.oauth_succeeded',
          await accounts.get({ id: found.account.id }),
        );
      }
      return outcome;
    },
  };
}
