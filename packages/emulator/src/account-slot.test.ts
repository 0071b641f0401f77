import { describe, expect, it } from 'vitest';
import { accountSlot } from './account-slot.ts';

describe('accountSlot', () => {
  it('reads an owner identifier as a first account', () => {
    expect(accountSlot('ada@acme.test')).toEqual({ owner: 'ada@acme.test', slot: null });
    expect(accountSlot('organization:org_1')).toEqual({ owner: 'organization:org_1', slot: null });
  });

  it('reads <owner>#<8 base32 characters> as a further account of the owner', () => {
    expect(accountSlot('ada@acme.test#k3v7q2ma')).toEqual({
      owner: 'ada@acme.test',
      slot: 'k3v7q2ma',
    });
    expect(accountSlot('organization:org_1#22222222')).toEqual({
      owner: 'organization:org_1',
      slot: '22222222',
    });
  });

  it('reads anything else with a # whole: no owner, or no slot the BFF could have drawn', () => {
    for (const identifier of [
      '#k3v7q2ma',
      'ada@acme.test#',
      'ada@acme.test#k3v9q2ma',
      'ada@acme.test#K3V7Q2MA',
      'ada@acme.test#k3v7q2m',
      'ada@acme.test#k3v7q2maa',
    ]) {
      expect(accountSlot(identifier)).toEqual({ owner: identifier, slot: null });
    }
  });
});
