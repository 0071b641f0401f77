import { expect, test } from 'vitest';
import { PlugboardError } from './plugboard-error.ts';

test.each([
  ['ACCOUNT_EXPIRED', 'reconnect'],
  ['ACCOUNT_NOT_CONNECTED', 'connect'],
  ['NETWORK_ERROR', 'retry'],
  ['UPSTREAM_UNAVAILABLE', 'retry'],
  ['INVALID_STATE', 'restart'],
  ['AUTHORIZATION_DENIED', 'restart'],
  ['ACCOUNT_LIMIT_REACHED', 'disconnect'],
  ['VALIDATION_FAILED', 'none'],
  ['UNAUTHENTICATED', 'none'],
] as const)('%s is recovered by %s', (code, recovery) => {
  expect(new PlugboardError(code, 'x').recovery).toBe(recovery);
});
