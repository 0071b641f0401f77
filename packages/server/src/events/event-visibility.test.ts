import { describe, expect, it } from 'vitest';
import type { RoutedEvent } from '../stores/routed-event.ts';
import { eventSharedWith, ownerKey, ownerKeysOf } from './event-visibility.ts';

const SETTINGS = { connectors: ['crm' as const], accountOwnership: {} };
const ADA = { identifier: 'ada@acme.test', organizationId: 'org_1' };

function eventOf(identifier: string, organizationId: string | null = 'org_1'): RoutedEvent {
  return {
    id: 'evt_1',
    type: 'connected_account.updated',
    occurred_at: '2030-01-01T10:00:00.000Z',
    account: { id: 'ca_1', connector: 'crm', status: 'ACTIVE', old_status: null },
    owner: { identifier, organization_id: organizationId },
  };
}

describe("a further account's events", () => {
  it("are filed under their owner's key and seen by the owner as their own", () => {
    const [adaKey] = ownerKeysOf(ADA, SETTINGS);
    expect(ownerKey('ada@acme.test#abcdefgh', 'org_1')).toBe(adaKey);
    expect(eventSharedWith(ADA, eventOf('ada@acme.test#abcdefgh'), SETTINGS)).toBeNull();
  });

  it("reach nobody whose identifier merely looks alike, nor the owner's namesake elsewhere", () => {
    for (const identifier of [
      'bada@acme.test#abcdefgh',
      'ada@acme.test#abc',
      'ada@acme.test#x#abcdefgh',
    ]) {
      expect(eventSharedWith(ADA, eventOf(identifier), SETTINGS)).toBeUndefined();
    }
    expect(
      eventSharedWith(ADA, eventOf('ada@acme.test#abcdefgh', 'org_2'), SETTINGS),
    ).toBeUndefined();
  });
});
