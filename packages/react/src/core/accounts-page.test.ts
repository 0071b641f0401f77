import type { AccountListItem, AccountsPage, ConnectedAccountSummary } from '@plugboard/schema';
import { describe, expect, test } from 'vitest';
import { accountListItem, accountSummary } from '../test/fixtures.ts';
import { hasAccount, removeAccount, replaceAccount, updateAccount } from './accounts-page.ts';

const account = (id: string, status: ConnectedAccountSummary['status']) =>
  accountSummary({ id, status });

const shared = { organization_id: 'org_acme', organization_name: 'Acme' };
const listed = (id: string, status: ConnectedAccountSummary['status']): AccountListItem =>
  accountListItem({ ...account(id, status), shared, can_disconnect: false });

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

  test('update puts the answer in place; a new default takes the flag from its siblings only', () => {
    const crm = (id: string, more: Partial<AccountListItem>) =>
      accountListItem({ id, connector: 'crm', ...more });
    const mixed: AccountsPage = {
      ...page,
      accounts: [
        crm('ca_a', { ordinal: 1, is_default: true }),
        crm('ca_b', { ordinal: 2, is_default: false }),
        crm('ca_org', { shared, can_disconnect: false, is_default: true }),
        accountListItem({ id: 'ca_docs', connector: 'docsapp', is_default: true }),
      ],
    };
    const next = updateAccount(mixed, crm('ca_b', { ordinal: 2, is_default: true, label: 'Work' }));
    expect(next.accounts.map((a) => [a.id, a.is_default, a.label])).toEqual([
      ['ca_a', false, null],
      ['ca_b', true, 'Work'],
      ['ca_org', true, null],
      ['ca_docs', true, null],
    ]);
    const renamed = updateAccount(mixed, crm('ca_a', { label: 'Home', is_default: true }));
    expect(renamed.accounts.map((a) => a.label)).toEqual(['Home', null, null, null]);
    expect(renamed.accounts[1]?.is_default).toBe(false);
    expect(updateAccount(page, crm('ca_9', { is_default: false }))).toBe(page);
  });
});
