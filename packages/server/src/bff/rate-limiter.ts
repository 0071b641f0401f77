import { z } from 'zod';
import { BffError } from '../common/bff-error.ts';
import type { Logger } from '../common/logger.ts';
import type { RateLimitStore } from '../stores/rate-limit-store.ts';
import { createClientKeys } from './client-keys.ts';

/**
 * `limit` requests per `windowSeconds`, counted in fixed windows opened by the first request.
 *
 * @example
 * ```ts
 * const perUser: RateLimit = { limit: 120, windowSeconds: 60 };
 * ```
 */
export const rateLimitSchema = z.object({
  limit: z.number().int().min(1).max(1_000_000),
  windowSeconds: z.number().int().min(1).max(86_400),
});
export type RateLimit = z.infer<typeof rateLimitSchema>;

/**
 * docs/internals/bff-contract.md §"Rate limits": every route is rate limited. Per client IP before anything else (a flood never
 * reaches the session lookup), and per session user after it. `false` turns one off.
 */
export const rateLimitsSchema = z.object({
  perUser: z.union([rateLimitSchema, z.literal(false)]).default({ limit: 300, windowSeconds: 60 }),
  perIp: z.union([rateLimitSchema, z.literal(false)]).default({ limit: 1_200, windowSeconds: 60 }),
});
export type RateLimits = z.output<typeof rateLimitsSchema>;

export type RateLimitScope = 'ip' | 'user';

/** Counts one request of `client` (an IP or a session subject); over the limit throws 429. */
export type CountRequest = (client: string, requestId: string) => Promise<void>;

/**
 * A counter for each scope that has a limit; a scope turned off has none, so its requests do no
 * work for it at all.
 */
export type RateLimiter = Partial<Record<RateLimitScope, CountRequest>>;

const SCOPE_SETTING = { ip: 'perIp', user: 'perUser' } as const;

/**
 * Counts requests in `store` under a hash of the client (client-keys.ts), so the store holds no
 * e-mail address or IP in the clear. A store that fails lets the request through and logs the
 * failure: the limit is a guard against abuse, not a reason to turn every user away while the
 * store is down.
 */
export function createRateLimiter(options: {
  limits: RateLimits;
  store: RateLimitStore;
  logger: Logger;
}): RateLimiter {
  const limiter: RateLimiter = {};
  for (const scope of ['ip', 'user'] as const) {
    const limit = options.limits[SCOPE_SETTING[scope]];
    if (limit !== false) limiter[scope] = createCounter(scope, limit, options);
  }
  return limiter;
}

function createCounter(
  scope: RateLimitScope,
  limit: RateLimit,
  options: { store: RateLimitStore; logger: Logger },
): CountRequest {
  const keyOf = createClientKeys(scope);
  return async (client, requestId) => {
    const key = await keyOf(client);
    let counted: { count: number; resetInMs: number };
    try {
      counted = await options.store.increment(key, limit.windowSeconds * 1000);
    } catch (error) {
      options.logger({
        level: 'error',
        event: 'rate_limit.store_failed',
        message: `The rate-limit store failed; the request was let through: ${error instanceof Error ? error.message : String(error)}`,
        requestId,
      });
      return;
    }
    if (counted.count <= limit.limit) return;
    const retryAfter = Math.max(1, Math.ceil(counted.resetInMs / 1000));
    throw new BffError(
      'RATE_LIMITED',
      `Too many requests ${scope === 'ip' ? 'from this address' : 'for this user'}: at most ${limit.limit} per ${limit.windowSeconds} s. Try again in ${retryAfter} s.`,
      { 'retry-after': String(retryAfter) },
    );
  };
}
