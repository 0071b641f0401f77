/**
 * A window's count after one more hit: `count` hits so far (this one included), and the time left
 * until the window ends and the count starts again from zero.
 *
 * @example
 * ```ts
 * const counted: RateLimitCount = await store.increment('user:abc', 60_000);
 * if (counted.count > 120) console.warn(`limited for ${counted.resetInMs} ms`);
 * ```
 */
export interface RateLimitCount {
  count: number;
  resetInMs: number;
}

/**
 * Where rate-limit counters live. The BFF keeps them in memory by default; replicas behind a
 * load balancer share one store so a limit holds across them (`createRedisRateLimitStore` from
 * `@plugboard/server/redis`). Counting must be atomic: two replicas adding a hit at once must
 * both be counted.
 *
 * @example
 * ```ts
 * // A fixed window per key, as the built-in stores count.
 * const store: RateLimitStore = {
 *   async increment(key, windowMs) {
 *     const count = await kv.incr(key);
 *     if (count === 1) await kv.pexpire(key, windowMs);
 *     return { count, resetInMs: Math.max(0, await kv.pttl(key)) };
 *   },
 * };
 * ```
 */
export interface RateLimitStore {
  /**
   * Adds one hit to `key`, opening a window of `windowMs` when none is open, and answers the
   * window's count and remaining time.
   */
  increment(key: string, windowMs: number): Promise<RateLimitCount> | RateLimitCount;
}

/** Expired windows are swept after this many hits, so memory follows the active keys only. */
const SWEEP_EVERY = 1_000;

/** A {@link RateLimitStore} in a Map: fixed windows opened by each key's first hit. */
export function createMemoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let hits = 0;
  return {
    increment(key, windowMs) {
      const time = now();
      if (++hits % SWEEP_EVERY === 0) {
        for (const [oldKey, window] of windows) {
          if (window.endsAt <= time) windows.delete(oldKey);
        }
      }
      let window = windows.get(key);
      if (window === undefined || window.endsAt <= time) {
        window = { count: 0, endsAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.endsAt - time };
    },
  };
}
