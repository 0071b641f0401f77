import { describe, expect, test } from 'vitest';
import { createUserRequestSchema, userProfileInputSchema } from './user.ts';

function problemPaths(value: unknown): PropertyKey[][] {
  return userProfileInputSchema.safeParse(value).error?.issues.map((issue) => issue.path) ?? [];
}

describe('user requests (docs/internals/upstream-api.md §2.4, §2.6 and 8)', () => {
  test('email must be a valid address', () => {
    expect(createUserRequestSchema.safeParse({ email: 'ada@acme.test' }).success).toBe(true);
    expect(createUserRequestSchema.safeParse({ email: 'ada at acme' }).success).toBe(false);
  });

  test('names stay within 255 and preferred_username within 512 characters', () => {
    expect(
      problemPaths({ given_name: 'a'.repeat(255), preferred_username: 'u'.repeat(512) }),
    ).toEqual([]);
    expect(
      problemPaths({
        given_name: 'a'.repeat(256),
        family_name: 'b'.repeat(256),
        preferred_username: 'u'.repeat(513),
      }),
    ).toEqual([['given_name'], ['family_name'], ['preferred_username']]);
  });

  test('locale is BCP-47 and phone_number E.164', () => {
    expect(problemPaths({ locale: 'en-GB', phone_number: '+14155550123' })).toEqual([]);
    expect(problemPaths({ locale: 'english!', phone_number: '0415 555' })).toEqual([
      ['locale'],
      ['phone_number'],
    ]);
  });

  test('custom_attributes and metadata allow at most 20 pairs', () => {
    const pairs = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`attr${i}`, 'v']));
    expect(problemPaths({ custom_attributes: pairs(20), metadata: pairs(20) })).toEqual([]);
    expect(problemPaths({ custom_attributes: pairs(21), metadata: pairs(21) })).toEqual([
      ['custom_attributes'],
      ['metadata'],
    ]);
  });
});
