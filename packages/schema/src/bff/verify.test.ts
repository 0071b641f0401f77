import { expect, test } from 'vitest';
import { verifyRequestSchema } from './verify.ts';

test('POST /verify takes only auth_request_id and state: the identifier comes from the session', () => {
  expect(verifyRequestSchema.safeParse({ auth_request_id: 'abc', state: 's' }).success).toBe(true);
  const smuggled = verifyRequestSchema.safeParse({
    auth_request_id: 'abc',
    state: 's',
    identifier: 'someone-else@acme.test',
  });
  expect(smuggled.success).toBe(false);
  expect(smuggled.error?.issues[0]?.code).toBe('unrecognized_keys');
});
