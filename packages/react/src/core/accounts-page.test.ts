import type { AccountsPage, ConnectedAccountSummary } from '@plugboard/schema';
import { describe, expect, test } from 'vitest';
import { accountSummary } from '../test/fixtures.ts';
import { hasAccount, removeAccount, upsertAccount } from './accounts-page.ts';

const account = (id: string, status: ConnectedAccountSummary['status']) =>
  accountSummary({ id, status });

const page: AccountsPage = {
  accounts: [account('ca_1', 'ACTIVE'), account('ca_2', 'EXPIRED')],
  next_page_token: '',
  prev_page_token: '',
  total_size: 2,
};

describe('accounts page edits', () => {
  test('upsert replaces the account with the same id in place, total unchanged', () => {
    const next = upsertAccount(page, account('ca_2', 'ACTIVE'));
    expect(next.accounts.map((a) => [a.id, a.status])).toEqual([
      ['ca_1', 'ACTIVE'],
      ['ca_2', 'ACTIVE'],
    ]);
    expect(next.total_size).toBe(2);
    expect(page.accounts[1]?.status).toBe('EXPIRED');
  });

  test('upsert appends a new account and counts it', () => {
    const next = upsertAccount(page, account('ca_3', 'ACTIVE'));
    expect(next.accounts.map((a) => a.id)).toEqual(['ca_1', 'ca_2', 'ca_3']);
    expect(next.total_size).toBe(3);
  });

  test('remove drops the account and counts it; an unknown id leaves the same page', () => {
    const next = removeAccount(page, 'ca_1');
    expect(next.accounts.map((a) => a.id)).toEqual(['ca_2']);
    expect(next.total_size).toBe(1);
    expect(removeAccount(page, 'ca_9')).toBe(page);
  });

  test('hasAccount looks the id up', () => {
    expect(hasAccount(page, 'ca_2')).toBe(true);
    expect(hasAccount(page, 'ca_9')).toBe(false);
  });
});
