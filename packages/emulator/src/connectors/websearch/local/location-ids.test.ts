import { describe, expect, it } from 'vitest';
import { issueLocationId, LOCATION_ID_TTL_SECONDS, readLocationId } from './location-ids.ts';

describe('location IDs', () => {
  const now = new Date('2026-05-01T08:00:00Z');

  it('name their place for 8 hours after they were issued', () => {
    const id = issueLocationId(421, now);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(readLocationId(id, now)).toBe(421);
    const justBefore = new Date(now.getTime() + (LOCATION_ID_TTL_SECONDS - 1) * 1000);
    expect(readLocationId(id, justBefore)).toBe(421);
    const expired = new Date(now.getTime() + LOCATION_ID_TTL_SECONDS * 1000);
    expect(readLocationId(id, expired)).toBeUndefined();
  });

  it('differ by place and by time, and cannot be forged', () => {
    const id = issueLocationId(7, now);
    expect(issueLocationId(8, now)).not.toBe(id);
    expect(issueLocationId(7, new Date(now.getTime() + 1000))).not.toBe(id);
    const tampered = `${id[0] === 'a' ? 'b' : 'a'}${id.slice(1)}`;
    expect(readLocationId(tampered, now)).toBeUndefined();
    expect(readLocationId('1520066f3f39496780c5931d9f7b26a6', now)).toBeUndefined();
  });
});
