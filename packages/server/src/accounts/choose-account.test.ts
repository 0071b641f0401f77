import type { ConnectedAccountStatus } from '@plugboard/schema';
import { describe, expect, it } from 'vitest';
import { BffError } from '../common/bff-error.ts';
import { chooseAccount } from './choose-account.ts';
import type { UserAccount } from './user-accounts.ts';

function account(
  id: string,
  name: string,
  options: { isDefault?: boolean; status?: ConnectedAccountStatus; shared?: boolean } = {},
): UserAccount {
  return {
    account: {
      id,
      connection_id: 'conn_crm',
      connector: 'crm',
      identifier: 'ada@example.com',
      provider: 'crm',
      authorization_type: 'OAUTH',
      status: options.status ?? 'ACTIVE',
      updated_at: '2030-01-01T00:00:00.000Z',
    },
    shared:
      options.shared === true ? { organization_id: 'org_1', organization_name: 'Acme' } : null,
    label: name,
    profileName: null,
    ordinal: 1,
    isDefault: options.isDefault ?? false,
    name,
  };
}

const WORK = account('ca_work', 'Work CRM', { isDefault: true });
const PERSONAL = account('ca_personal', 'Personal');
const TEAM = account('ca_team', 'Team CRM', { shared: true });
const ALL = [WORK, PERSONAL, TEAM];
const RULES = { chooseWhenSeveral: false };

function refusal(run: () => unknown): BffError {
  try {
    run();
  } catch (error) {
    if (error instanceof BffError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('chooseAccount', () => {
  it('runs on the default without a reference, and on nothing when the user has no account', () => {
    expect(chooseAccount(ALL, 'crm', undefined, RULES)).toBe(WORK);
    expect(chooseAccount([], 'crm', undefined, RULES)).toBeUndefined();
  });

  it('finds an account by id, then by exact name in any case, then by a part of its name', () => {
    expect(chooseAccount(ALL, 'crm', 'ca_personal', RULES)).toBe(PERSONAL);
    expect(chooseAccount(ALL, 'crm', 'work crm', RULES)).toBe(WORK);
    expect(chooseAccount(ALL, 'crm', 'PERS', RULES)).toBe(PERSONAL);
    expect(chooseAccount(ALL, 'crm', 'team', RULES)).toBe(TEAM);
    // An exact name wins over names that merely contain it.
    const crm = account('ca_crm', 'CRM');
    expect(chooseAccount([...ALL, crm], 'crm', 'crm', RULES)).toBe(crm);
  });

  it('answers 409 ACCOUNT_CHOICE_REQUIRED with the accounts a reference fits, when it fits several', () => {
    const error = refusal(() => chooseAccount(ALL, 'crm', 'crm', RULES));
    expect(error).toMatchObject({ code: 'ACCOUNT_CHOICE_REQUIRED', status: 409 });
    expect(error.message).toBe(
      'Choose which CRM account to use: Work CRM (default), Team CRM (shared by Acme). Name it in account (its name or id).',
    );
    expect(error.accounts).toEqual([
      { id: 'ca_work', name: 'Work CRM', is_default: true, shared_by: null },
      { id: 'ca_team', name: 'Team CRM', is_default: false, shared_by: 'Acme' },
    ]);
  });

  it("answers 400 UNKNOWN_ACCOUNT listing the user's accounts for a reference that fits none (anyone else's id included)", () => {
    const error = refusal(() => chooseAccount(ALL, 'crm', 'ca_graces', RULES));
    expect(error).toMatchObject({ code: 'UNKNOWN_ACCOUNT', status: 400 });
    expect(error.message).toBe(
      'You have no CRM account with id ca_graces. Your CRM accounts: Work CRM (default), Personal, Team CRM (shared by Acme). Name one of them in account, or leave it out to use the default.',
    );
    expect(error.accounts?.map((entry) => entry.id)).toEqual(['ca_work', 'ca_personal', 'ca_team']);
    const none = refusal(() => chooseAccount([], 'crm', 'Work', RULES));
    expect(none.message).toBe(
      'You have no CRM account named "Work", and no CRM account at all: connect one first.',
    );
    expect(none.accounts).toEqual([]);
  });

  it('asks the user to choose among the runnable accounts when the host wants a choice with several', () => {
    const rules = { chooseWhenSeveral: true };
    const error = refusal(() => chooseAccount(ALL, 'crm', undefined, rules));
    expect(error.code).toBe('ACCOUNT_CHOICE_REQUIRED');
    expect(error.accounts).toHaveLength(3);
    const expired = account('ca_personal', 'Personal', { status: 'EXPIRED' });
    expect(chooseAccount([WORK, expired], 'crm', undefined, rules)).toBe(WORK);
    expect(chooseAccount(ALL, 'crm', 'Personal', rules)).toBe(PERSONAL);
  });
});
