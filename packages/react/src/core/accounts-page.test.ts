import type { AccountListItem, AccountsPage, ConnectedAccountSummary } from '@plugboard/schema';
import { describe, expect, test } from 'vitest';
import { accountSummary } from '../test/fixtures.ts';
import { hasAccount, removeAccount, replaceAccount } from './accounts-page.ts';

const account = (id: string, status: ConnectedAccountSummary['status']) =>
  accountSummary({ id, status });

const shared = { organization_id: 'org_acme', organization_name: 'Acme' };
const listed = (id: string, status: ConnectedAccountSummary['status']): AccountListItem => ({
  ...account(id, status),
  shared,
  can_disconnect: false,
});

const page: AccountsPage = {
  accounts: [listed('ca_1', 'ACTIVE'), listed('ca_2', 'EXPIRED')],
  next_page_token: '',
  prev_page_token: '',
  total_size: 2,
};

describe('accounts page edits', () => {
  test('replace updates the account with the same id in place and keeps what the list says of it', () => {
    const next = replaceAccount(page, account('ca_2', 'ACTIVE'));
    expect(next.accounts.map((a) => [a.id, a.status])).toEqual([
      ['ca_1', 'ACTIVE'],
      ['ca_2', 'ACTIVE'],
    ]);
    expect(next.accounts[1]).toMatchObject({ shared, can_disconnect: false });
    expect(next.total_size).toBe(2);
    expect(page.accounts[1]?.status).toBe('EXPIRED');
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
