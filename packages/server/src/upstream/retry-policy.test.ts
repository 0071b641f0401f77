import { describe, expect, it } from 'vitest';
import { parseRetryAfter, type RetrySettings, retryDelay } from './retry-policy.ts';

const settings: RetrySettings = { maxRetries: 3, baseDelayMs: 100, maxDelayMs: 1_000 };

describe('retryDelay', () => {
  it('doubles the jitter ceiling with each retry, up to maxDelayMs', () => {
    const highest = () => 0.999_999;
    expect([1, 2, 3].map((retry) => retryDelay(settings, retry, undefined, highest))).toEqual([
      99, 199, 399,
    ]);
    expect(retryDelay({ ...settings, maxRetries: 5 }, 5, undefined, highest)).toBe(999);
  });

  it('spreads retries over the whole interval (full jitter)', () => {
    expect(retryDelay(settings, 3, undefined, () => 0)).toBe(0);
    expect(retryDelay(settings, 3, undefined, () => 0.5)).toBe(200);
  });

  it('stops after maxRetries', () => {
    expect(retryDelay(settings, 4, undefined, () => 0.5)).toBeUndefined();
    expect(retryDelay({ ...settings, maxRetries: 0 }, 1, undefined)).toBeUndefined();
  });

  it('waits at least as long as Retry-After asks', () => {
    expect(retryDelay(settings, 1, 700, () => 0.5)).toBe(700);
    expect(retryDelay(settings, 3, 0, () => 0.5)).toBe(200);
  });

  it('does not retry when Retry-After asks for more than maxDelayMs', () => {
    expect(retryDelay(settings, 1, 1_001, () => 0)).toBeUndefined();
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2030-01-01T00:00:00Z');

  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('2', now)).toBe(2_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Tue, 01 Jan 2030 00:00:05 GMT', now)).toBe(5_000);
    expect(parseRetryAfter('Mon, 31 Dec 2029 23:59:00 GMT', now)).toBe(0);
  });

  it('ignores a missing or unreadable value', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-1', now)).toBeUndefined();
  });
});
