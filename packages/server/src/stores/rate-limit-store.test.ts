import { describe, expect, it } from 'vitest';
import { createMemoryRateLimitStore } from './rate-limit-store.ts';

describe('createMemoryRateLimitStore', () => {
  it('counts hits per key in a window opened by the first hit', () => {
    let now = 1_000;
    const store = createMemoryRateLimitStore(() => now);
    expect(store.increment('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 20_000;
    expect(store.increment('a', 60_000)).toEqual({ count: 2, resetInMs: 40_000 });
    expect(store.increment('b', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('starts a new window once the old one has ended', () => {
    let now = 0;
    const store = createMemoryRateLimitStore(() => now);
    store.increment('a', 1_000);
    store.increment('a', 1_000);
    now = 1_000;
    expect(store.increment('a', 1_000)).toEqual({ count: 1, resetInMs: 1_000 });
  });

  it('keeps counting correctly across the sweep of expired windows', () => {
    let now = 0;
    const store = createMemoryRateLimitStore(() => now);
    for (let key = 0; key < 998; key++) store.increment(`old-${key}`, 10);
    store.increment('live', 60_000);
    now = 100;
    // The 1000th hit sweeps the ended windows; the live one keeps its count.
    expect(store.increment('live', 60_000)).toEqual({ count: 2, resetInMs: 59_900 });
    expect(store.increment('old-1', 10)).toEqual({ count: 1, resetInMs: 10 });
  });
});
