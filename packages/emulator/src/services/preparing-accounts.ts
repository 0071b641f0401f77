import type { AuthRequestService } from './auth-requests.ts';
import type { ConnectedAccountService } from './connected-accounts.ts';

/** Tells a connector's simulator that an account of it is on its way. */
export type PrepareAccount = (connector: string) => void;

/**
 * `accounts`, with making an account telling its connector first, so what the account's first
 * use needs (the warehouse's engine) is made ahead, while the user still consents.
 */
export function preparingAccounts(
  accounts: ConnectedAccountService,
  prepare: PrepareAccount,
): ConnectedAccountService {
  return {
    ...accounts,
    create(request) {
      prepare(request.connector);
      return accounts.create(request);
    },
  };
}

/** `authRequests`, with asking for a link telling the link's connector first (see above). */
export function preparingLinks(
  authRequests: AuthRequestService,
  prepare: PrepareAccount,
): AuthRequestService {
  return {
    ...authRequests,
    createLink(request) {
      prepare(request.connector);
      return authRequests.createLink(request);
    },
  };
}
