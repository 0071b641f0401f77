import { expect, test } from 'vitest';
import { magicLinkRequestSchema } from './magic-link.ts';

test('a magic link needs an http(s) user_verify_url (docs/internals/upstream-api.md §4.2)', () => {
  const base = { connector: 'crm', identifier: 'ada@acme.test' };
  expect(
    magicLinkRequestSchema.safeParse({ ...base, user_verify_url: 'https://app.test/cb' }).success,
  ).toBe(true);
  const missing = magicLinkRequestSchema.safeParse(base);
  expect(missing.error?.issues[0]?.path).toEqual(['user_verify_url']);
  const script = magicLinkRequestSchema.safeParse({
    ...base,
    user_verify_url: 'javascript:alert(1)',
  });
  expect(script.success).toBe(false);
});
