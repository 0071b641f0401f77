import { describe, expect, it } from 'vitest';
import { accountEventSchema } from './account-events.ts';

const expired = {
  id: 'evt_1',
  type: 'connected_account.status_updated',
  occurred_at: '2026-11-27T06:31:34.895815554Z',
  account: { id: 'ca_1', connector: 'crm', status: 'EXPIRED', old_status: 'ACTIVE', shared: null },
};

describe('accountEventSchema', () => {
  it('takes a status change with the upstream nanosecond timestamps', () => {
    expect(accountEventSchema.parse(expired)).toEqual(expired);
  });

  it('takes a deleted account, whose status is gone', () => {
    const deleted = {
      ...expired,
      type: 'connected_account.deleted',
      account: { ...expired.account, status: null, old_status: null },
    };
    expect(accountEventSchema.parse(deleted).account.status).toBeNull();
  });

  it('refuses an unknown event type or connector', () => {
    expect(accountEventSchema.safeParse({ ...expired, type: 'user.created' }).success).toBe(false);
    expect(
      accountEventSchema.safeParse({ ...expired, account: { ...expired.account, connector: 'x' } })
        .success,
    ).toBe(false);
  });
});
