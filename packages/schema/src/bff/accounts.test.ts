import { expect, test } from 'vitest';
import { accountsQuerySchema } from './accounts.ts';

test('GET /accounts takes a search text of 3 to 200 characters', () => {
  expect(accountsQuerySchema.parse({ query: 'ada' })).toEqual({ query: 'ada' });
  expect(accountsQuerySchema.parse({})).toEqual({});
  expect(accountsQuerySchema.safeParse({ query: 'ad' }).error?.issues[0]?.message).toBe(
    'needs at least 3 characters',
  );
  expect(accountsQuerySchema.safeParse({ query: 'a'.repeat(201) }).success).toBe(false);
});
