import type { RequestHandler } from 'express';
import { ApiError } from '../errors.ts';
import type { RateLimiter } from '../services/rate-limit.ts';

/** docs/internals/upstream-api.md §7: a request beyond the configured rate gets 429 with `Retry-After`. */
export function applyRateLimit(limiter: RateLimiter): RequestHandler {
  return (_req, res, next) => {
    const decision = limiter.take();
    if (decision.allowed) return next();
    res.set('Retry-After', String(decision.retryAfterSeconds));
    throw new ApiError(
      'RESOURCE_EXHAUSTED',
      `Rate limit exceeded: at most ${limiter.get()?.requests_per_second} requests per second; retry after ${decision.retryAfterSeconds} s.`,
    );
  };
}
