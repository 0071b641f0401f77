import { describe, expect, it } from 'vitest';
import { createAccountMetaCache } from './account-meta-cache.ts';

describe('the account meta cache', () => {
  it("answers an account's facts while its updated_at holds, for at most a minute", () => {
    const clock = { now: 0 };
    const cache = createAccountMetaCache(() => clock.now);
    cache.set('ca_1', '2030-01-01T10:00:00.000Z', { label: 'Work CRM' });
    expect(cache.get('ca_1', '2030-01-01T10:00:00.000Z')).toEqual({ label: 'Work CRM' });
    // A write moved updated_at: the entry is dropped, and so not answered again either.
    expect(cache.get('ca_1', '2030-01-01T10:00:01.000Z')).toBeUndefined();
    expect(cache.get('ca_1', '2030-01-01T10:00:00.000Z')).toBeUndefined();
    cache.set('ca_2', '2030-01-01T10:00:00.000Z', {});
    clock.now += 60_001;
    expect(cache.get('ca_2', '2030-01-01T10:00:00.000Z')).toBeUndefined();
    cache.set('ca_3', '2030-01-01T10:00:00.000Z', { ordinal: 2 });
    cache.forget('ca_3');
    expect(cache.get('ca_3', '2030-01-01T10:00:00.000Z')).toBeUndefined();
  });

  it('keeps at most 10,000 accounts, dropping the least recently read', () => {
    const cache = createAccountMetaCache(() => 0);
    const at = '2030-01-01T10:00:00.000Z';
    for (let index = 0; index < 10_000; index++) cache.set(`ca_${index}`, at, {});
    expect(cache.get('ca_0', at)).toEqual({});
    cache.set('ca_new', at, {});
    expect(cache.get('ca_0', at)).toEqual({});
    expect(cache.get('ca_1', at)).toBeUndefined();
    expect(cache.get('ca_new', at)).toEqual({});
  });
});
