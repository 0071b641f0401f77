import type { PlugboardErrorCode } from './plugboard-error.ts';

/**
 * What a person can do about a failure, so a UI can offer the right button without a table of
 * codes of its own:
 * - `reconnect`: the account expired (ACCOUNT_EXPIRED): run the connect flow for its connector
 *   again; POST /links reuses the account, so nothing is duplicated.
 * - `connect`: there is no usable account yet (ACCOUNT_NOT_CONNECTED).
 * - `retry`: a passing failure (offline, rate limited, upstream outage): the same call may work
 *   in a moment, after `retryAfter` seconds when the BFF said so.
 * - `restart`: this attempt is spent (expired or replayed state, denied consent): start a new
 *   connect flow from the app.
 * - `disconnect`: the user has as many accounts of the connector as the app allows
 *   (ACCOUNT_LIMIT_REACHED): disconnecting one of them makes room to add another.
 * - `none`: retrying unchanged cannot help (bad input, no session, forbidden).
 */
export type ErrorRecovery = 'reconnect' | 'connect' | 'retry' | 'restart' | 'disconnect' | 'none';

const RECOVERIES: Partial<Record<PlugboardErrorCode, ErrorRecovery>> = {
  ACCOUNT_EXPIRED: 'reconnect',
  ACCOUNT_DISCONNECTED: 'reconnect',
  ACCOUNT_NOT_CONNECTED: 'connect',
  NETWORK_ERROR: 'retry',
  RATE_LIMITED: 'retry',
  UPSTREAM_ERROR: 'retry',
  UPSTREAM_UNAVAILABLE: 'retry',
  INTERNAL: 'retry',
  INVALID_STATE: 'restart',
  VERIFY_FAILED: 'restart',
  AUTHORIZATION_DENIED: 'restart',
  INVALID_CALLBACK: 'restart',
  ACCOUNT_LIMIT_REACHED: 'disconnect',
};

export function recoveryFor(code: PlugboardErrorCode): ErrorRecovery {
  return RECOVERIES[code] ?? 'none';
}
