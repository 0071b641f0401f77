import { createHash } from 'node:crypto';
import { z } from 'zod';
import { rateLimited } from '../errors.ts';
import { keptAnswers } from '../search/kept-answers.ts';
import { PLANS } from './plans.ts';
import type { Subscription } from './subscription.ts';

/**
 * What one API key has used: the requests of the last second (for the per-second rate) and the
 * count of the current calendar month, UTC (for the monthly quota), both by the emulator clock.
 */
export const usageSchema = z.object({
  id: z.string(),
  month: z.string(),
  month_count: z.number().int().nonnegative(),
  recent_ms: z.array(z.number()),
});
export type Usage = z.infer<typeof usageSchema>;

/** The id usage is kept under: a digest of the key, so the stored record never holds the key. */
export function usageId(key: string): string {
  return usageIds.get(
    key,
    () => `key_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`,
  );
}

/** Every request of a key digests it: the digests of recent keys, kept. */
const usageIds = keptAnswers<string, string>(1024);

const WINDOW_MS = 1000;

/** Seconds from `now` to the start of the next calendar month, UTC: when the quota renews. */
function secondsToNextMonth(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/**
 * The usage after one more request of `subscription` at `now`, or the 429 the service answers
 * (docs/connectors.md §8: Free 1 per second and 2,000 a month; exceeding gives 429): per second
 * `RATE_LIMITED`, per month `QUOTA_LIMITED`, each with `Retry-After` and the `X-RateLimit-*`
 * headers of both windows.
 *
 * @example
 * const after = countRequest(undefined, { key: 'k', plan: 'free' }, now); // month_count 1
 */
export function countRequest(
  previous: Usage | undefined,
  subscription: Subscription,
  now: Date,
): Usage {
  const terms = PLANS[subscription.plan];
  const nowMs = now.getTime();
  const month = now.toISOString().slice(0, 7);
  // A clock moved back (an emulator reset) starts the windows afresh rather than refusing.
  const recent = (previous?.recent_ms ?? []).filter((at) => at > nowMs - WINDOW_MS && at <= nowMs);
  const monthCount = previous?.month === month ? previous.month_count : 0;

  const toMonthEnd = secondsToNextMonth(now);
  const refuse = (code: 'RATE_LIMITED' | 'QUOTA_LIMITED', retryAfter: number, detail: string) =>
    rateLimited(
      now,
      code,
      detail,
      {
        plan: terms.name,
        rate_limit: terms.requestsPerSecond,
        rate_current: recent.length + 1,
        quota_limit: terms.monthlyQuota,
        quota_current: monthCount,
      },
      {
        'Retry-After': String(retryAfter),
        'X-RateLimit-Limit': `${terms.requestsPerSecond}, ${terms.monthlyQuota}`,
        'X-RateLimit-Policy': `${terms.requestsPerSecond};w=1, ${terms.monthlyQuota};w=2592000`,
        'X-RateLimit-Remaining': `${Math.max(0, terms.requestsPerSecond - recent.length)}, ${Math.max(0, terms.monthlyQuota - monthCount)}`,
        'X-RateLimit-Reset': `1, ${toMonthEnd}`,
      },
    );

  if (monthCount >= terms.monthlyQuota) {
    throw refuse(
      'QUOTA_LIMITED',
      toMonthEnd,
      `Monthly quota of ${terms.monthlyQuota} requests exceeded for the ${terms.name} plan; it renews at the start of next month (UTC), or upgrade the plan.`,
    );
  }
  if (recent.length >= terms.requestsPerSecond) {
    const oldest = recent[0] ?? nowMs;
    throw refuse(
      'RATE_LIMITED',
      Math.max(1, Math.ceil((oldest + WINDOW_MS - nowMs) / 1000)),
      `Request rate limit exceeded for plan: at most ${terms.requestsPerSecond} per second on the ${terms.name} plan. Retry after the Retry-After header's seconds, with backoff.`,
    );
  }
  return {
    id: usageId(subscription.key),
    month,
    month_count: monthCount + 1,
    recent_ms: [...recent, nowMs],
  };
}
