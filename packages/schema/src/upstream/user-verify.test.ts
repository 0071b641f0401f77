import { expect, test } from 'vitest';
import { userVerifyRequestSchema } from './user-verify.ts';

test('auth_request_id is a base64url token (docs/internals/upstream-api.md §4.2)', () => {
  expect(
    userVerifyRequestSchema.safeParse({ auth_request_id: 'aB3-_x', identifier: 'ada' }).success,
  ).toBe(true);
  const bad = userVerifyRequestSchema.safeParse({ auth_request_id: 'a b/c', identifier: 'ada' });
  expect(bad.error?.issues[0]?.message).toBe('must be a base64url token');
  expect(userVerifyRequestSchema.safeParse({ auth_request_id: 'abc' }).success).toBe(false);
});
