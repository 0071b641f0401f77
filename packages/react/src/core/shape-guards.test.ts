import { describe, expect, test } from 'vitest';
import { accountSummary } from '../test/fixtures.ts';
import {
  isAccountsPage,
  isBffErrorBody,
  isConnectMessage,
  isToolExecutionResponse,
  isToolsResponse,
  isVerifyResponse,
} from './shape-guards.ts';

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
    ['an unknown code', { type: 'plugboard:connect-failed', code: 'NOPE', message: 'x' }],
    ['a non-string flow', { type: 'plugboard:connected', flow: 1, account }],
    ['a failure without message', { type: 'plugboard:connect-failed', code: 'INTERNAL' }],
  ])('refuses %s', (_, value) => {
    expect(isConnectMessage(value)).toBe(false);
  });
});

describe('contract bodies', () => {
  test('an accounts page needs every field', () => {
    const page = { accounts: [account], next_page_token: '', prev_page_token: '', total_size: 1 };
    expect(isAccountsPage(page)).toBe(true);
    expect(isAccountsPage({ ...page, total_size: '1' })).toBe(false);
    expect(isAccountsPage({ ...page, accounts: [{}] })).toBe(false);
  });

  test('a verify answer may carry a return_to string', () => {
    expect(isVerifyResponse({ account })).toBe(true);
    expect(isVerifyResponse({ account, return_to: 'http://app.test/settings' })).toBe(true);
    expect(isVerifyResponse({ account, return_to: 1 })).toBe(false);
  });

  test('a tools list needs each tool with its params schema', () => {
    const tool = {
      name: 'websearch_web_search',
      connector: 'websearch',
      description: 'Search the web',
      effect: 'read',
      params_schema: { type: 'object' },
    };
    expect(isToolsResponse({ tools: [tool] })).toBe(true);
    expect(isToolsResponse({ tools: [{ ...tool, params_schema: 'object' }] })).toBe(false);
  });

  test('a tool answer needs an object of data and an execution id', () => {
    expect(isToolExecutionResponse({ data: {}, execution_id: 'ex_1' })).toBe(true);
    expect(isToolExecutionResponse({ data: [], execution_id: 'ex_1' })).toBe(false);
    expect(isToolExecutionResponse({ data: {} })).toBe(false);
  });

  test('an error body needs a known code, a message and a status', () => {
    expect(isBffErrorBody({ error: { code: 'NOT_FOUND', message: 'gone', status: 404 } })).toBe(
      true,
    );
    expect(isBffErrorBody({ error: { code: 'GONE', message: 'gone', status: 404 } })).toBe(false);
    expect(isBffErrorBody({ message: 'gone' })).toBe(false);
  });
});
