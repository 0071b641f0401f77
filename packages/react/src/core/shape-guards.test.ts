import { describe, expect, test } from 'vitest';
import { accountSummary } from '../test/fixtures.ts';
import { hasMember, isBffErrorBody, isConnectMessage } from './shape-guards.ts';

const account = accountSummary();

describe('isConnectMessage', () => {
  test('accepts both message types', () => {
    expect(isConnectMessage({ type: 'plugboard:connected', account })).toBe(true);
    expect(
      isConnectMessage({ type: 'plugboard:connect-failed', code: 'INVALID_STATE', message: 'x' }),
    ).toBe(true);
  });

  test.each([
    ['null', null],
    ['a string', 'plugboard:connected'],
    ['an unknown type', { type: 'plugboard:other', account }],
    ['an account without an id', { type: 'plugboard:connected', account: { ...account, id: 1 } }],
    ['a failure without code', { type: 'plugboard:connect-failed', message: 'x' }],
    ['a failure without message', { type: 'plugboard:connect-failed', code: 'INTERNAL' }],
  ])('refuses %s', (_, value) => {
    expect(isConnectMessage(value)).toBe(false);
  });
});

describe('contract answers', () => {
  test("an answer must hold the route's member with the contract's type", () => {
    expect(hasMember({ accounts: [account], total_size: 1 }, 'accounts', 'list')).toBe(true);
    expect(hasMember({ accounts: {} }, 'accounts', 'list')).toBe(false);
    expect(hasMember({ account }, 'account', 'record')).toBe(true);
    expect(hasMember({ account: [account] }, 'account', 'record')).toBe(false);
    expect(hasMember({ link: 'https://idp.example' }, 'link', 'string')).toBe(true);
    expect(hasMember({ link: 1 }, 'link', 'string')).toBe(false);
    expect(hasMember('<html>', 'link', 'string')).toBe(false);
  });

  test('an error body needs a code and a message', () => {
    expect(isBffErrorBody({ error: { code: 'NOT_FOUND', message: 'gone', status: 404 } })).toBe(
      true,
    );
    expect(isBffErrorBody({ error: { code: 404, message: 'gone' } })).toBe(false);
    expect(isBffErrorBody({ message: 'gone' })).toBe(false);
  });
});
