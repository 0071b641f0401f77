import { describe, expect, it } from 'vitest';
import { createMemoryUsedStateStore } from './used-state-store.ts';

describe('createMemoryUsedStateStore', () => {
  it('answers true the first time a nonce is used and false after', () => {
    const store = createMemoryUsedStateStore(() => 0);
    expect(store.markUsed('a', 1000)).toBe(true);
    expect(store.markUsed('a', 1000)).toBe(false);
    expect(store.markUsed('b', 1000)).toBe(true);
  });

  it('forgets nonces once they expire, since an expired state is refused anyway', () => {
    let now = 0;
    const store = createMemoryUsedStateStore(() => now);
    store.markUsed('a', 1000);
    now = 1000;
    expect(store.markUsed('a', 2000)).toBe(true);
  });

  it('remembers nonces that have not expired yet', () => {
    let now = 0;
    const store = createMemoryUsedStateStore(() => now);
    store.markUsed('a', 1000);
    now = 999;
    expect(store.markUsed('a', 2000)).toBe(false);
  });
});

describe('createMemoryUsedStateStore().release', () => {
  it('lets a released nonce be used once more', () => {
    const store = createMemoryUsedStateStore(() => 0);
    store.markUsed('a', 1000);
    store.release('a');
    expect(store.markUsed('a', 1000)).toBe(true);
    expect(store.markUsed('a', 1000)).toBe(false);
  });
});
