import { z } from 'zod';
import type { Clock } from '../clock.ts';

/**
 * A request rate limit (docs/internals/upstream-api.md §7 and §8: requests beyond the rate limit get 429; the numbers
 * are "not shown", so they are the emulator user's to choose): `requests_per_second` on average,
 * with bursts of up to `burst` requests (default: one second's worth, at least 1).
 */
export const rateLimitSchema = z.strictObject({
  requests_per_second: z.number().positive().max(1_000_000),
  burst: z.number().int().min(1).max(1_000_000).optional(),
});

/**
 * What `EmulatorOptions.rateLimit`, `EmulatorControl.setRateLimit` and PUT /_emulator/rate_limit
 * take.
 *
 * @example
 * const limit: EmulatorRateLimit = { requests_per_second: 5, burst: 10 };
 */
export type EmulatorRateLimit = z.infer<typeof rateLimitSchema>;

/** Whether a request may go ahead, or how long to wait before the next one will. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** The limit in effect; undefined when requests are not limited. */
  get(): EmulatorRateLimit | undefined;
  /** Sets the limit (a full bucket), or lifts it with undefined. */
  set(limit: EmulatorRateLimit | undefined): void;
  /** Counts one request. */
  take(): RateDecision;
}

/**
 * A token bucket on the emulator clock, so a test can refill it by moving the clock. The
 * emulator serves one client, so the bucket is that client's.
 */
export function createRateLimiter(
  clock: Clock,
  initial: EmulatorRateLimit | undefined,
): RateLimiter {
  let limit: EmulatorRateLimit | undefined;
  let tokens = 0;
  let filledAt = 0;
  const capacity = (current: EmulatorRateLimit) =>
    current.burst ?? Math.max(1, Math.ceil(current.requests_per_second));

  const limiter: RateLimiter = {
    get: () => (limit === undefined ? undefined : { ...limit }),
    set(next) {
      limit = next === undefined ? undefined : rateLimitSchema.parse(next);
      tokens = limit === undefined ? 0 : capacity(limit);
      filledAt = clock.now().getTime();
    },
    take() {
      if (limit === undefined) return { allowed: true };
      const now = clock.now().getTime();
      const rate = limit.requests_per_second;
      // The clock only moves back on reset, which sets a new bucket; never drain on it anyway.
      const elapsedSeconds = Math.max(0, now - filledAt) / 1000;
      tokens = Math.min(capacity(limit), tokens + elapsedSeconds * rate);
      filledAt = now;
      if (tokens >= 1) {
        tokens -= 1;
        return { allowed: true };
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / rate)) };
    },
  };
  limiter.set(initial);
  return limiter;
}
