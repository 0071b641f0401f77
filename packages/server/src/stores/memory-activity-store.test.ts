import { describe, expect, it } from 'vitest';
import { activityStoreCases, recordAt } from '../test/activity-store-cases.ts';
import { createMemoryActivityStore } from './memory-activity-store.ts';

describe('createMemoryActivityStore', () => {
  activityStoreCases((options) => createMemoryActivityStore(options));

  it('holds the trails of at most maxAccounts accounts, dropping the one touched longest ago', async () => {
    const store = createMemoryActivityStore({ maxAccounts: 2 });
    store.append('ca_a', recordAt(1));
    store.append('ca_b', recordAt(2));
    store.page('ca_a', { limit: 1 });
    store.append('ca_c', recordAt(3));
    expect((await store.page('ca_b', { limit: 1 })).records).toEqual([]);
    expect((await store.page('ca_a', { limit: 1 })).records).toHaveLength(1);
  });

  it('rejects bad options, naming them', () => {
    expect(() => createMemoryActivityStore({ maxEntriesPerAccount: 0 })).toThrowError(
      /maxEntriesPerAccount/,
    );
  });
});
