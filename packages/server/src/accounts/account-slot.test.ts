import { describe, expect, it } from 'vitest';
import { drawSlot, isSlot, ownerIdentifierOf, slotIdentifier, slotOf } from './account-slot.ts';

describe('account slots', () => {
  it('draws 8 base32 characters, different each time', () => {
    const slots = new Set(Array.from({ length: 200 }, drawSlot));
    expect(slots.size).toBe(200);
    for (const slot of slots) expect(slot).toMatch(/^[a-z2-7]{8}$/);
    for (const slot of slots) expect(isSlot(slot)).toBe(true);
    for (const bad of ['abcdefg', 'abcdefghi', 'ABCDEFGH', 'abcdefg1', 'abcdefg8', '']) {
      expect(isSlot(bad)).toBe(false);
    }
  });

  it("names the owner's first account by its identifier and a further one by identifier#slot", () => {
    expect(slotIdentifier('ada@acme.test', null)).toBe('ada@acme.test');
    expect(slotIdentifier('ada@acme.test', 'abcdefgh')).toBe('ada@acme.test#abcdefgh');
    expect(slotIdentifier('organization:org_1', 'abcdefgh')).toBe('organization:org_1#abcdefgh');
  });

  it("reads back which of the owner's accounts an identifier names, and nobody else's", () => {
    expect(slotOf('ada@acme.test', 'ada@acme.test')).toBeNull();
    expect(slotOf('ada@acme.test', 'ada@acme.test#abcdefgh')).toBe('abcdefgh');
    for (const other of [
      'bada@acme.test#abcdefgh',
      'ada@acme.test.evil#abcdefgh',
      'ADA@acme.test#abcdefgh',
      'ada@acme.test#abcdefgh#abcdefgh',
      'ada@acme.test#abcdefg',
      'ada@acme.test#',
      'ada@acme.tes',
    ]) {
      expect(slotOf('ada@acme.test', other)).toBeUndefined();
    }
  });

  it('files a further account under its owner identifier, and leaves anything else as it is', () => {
    expect(ownerIdentifierOf('ada@acme.test#abcdefgh')).toBe('ada@acme.test');
    expect(ownerIdentifierOf('organization:org_1#abcdefgh')).toBe('organization:org_1');
    expect(ownerIdentifierOf('ada@acme.test')).toBe('ada@acme.test');
    expect(ownerIdentifierOf('ada#acme')).toBe('ada#acme');
  });
});
