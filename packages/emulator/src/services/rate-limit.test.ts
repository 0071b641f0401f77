import { describe, expect, it } from 'vitest';
import { createClock } from '../clock.ts';
import { createRateLimiter } from './rate-limit.ts';

describe('the rate limiter', () => {
  it('lets everything through without a limit', () => {
    const limiter = createRateLimiter(createClock(), undefined);
    for (const _ of Array.from({ length: 100 })) expect(limiter.take()).toEqual({ allowed: true });
  });

  it('allows a burst, then refuses with the seconds until the next request is due', () => {
    const clock = createClock();
    const limiter = createRateLimiter(clock, { requests_per_second: 0.5, burst: 3 });
    expect([limiter.take(), limiter.take(), limiter.take()]).toEqual([
      { allowed: true },
      { allowed: true },
      { allowed: true },
    ]);
    // At half a request per second, the next one is due in 2 s.
    expect(limiter.take()).toEqual({ allowed: false, retryAfterSeconds: 2 });
    clock.advance(2);
    expect(limiter.take()).toEqual({ allowed: true });
  });

  it('refills no further than the burst', () => {
    const clock = createClock();
    const limiter = createRateLimiter(clock, { requests_per_second: 1, burst: 2 });
    clock.advance(3600);
    expect([limiter.take(), limiter.take(), limiter.take().allowed]).toEqual([
      { allowed: true },
      { allowed: true },
      false,
    ]);
  });

  it('takes a burst of one second’s worth when none is given', () => {
    const limiter = createRateLimiter(createClock(), { requests_per_second: 0.01 });
    expect(limiter.take()).toEqual({ allowed: true });
    expect(limiter.take().allowed).toBe(false);
    limiter.set(undefined);
    expect(limiter.get()).toBeUndefined();
    expect(limiter.take()).toEqual({ allowed: true });
  });
});
