import { z } from 'zod';

/**
 * Statuses that say "not now" rather than "no": rate limited (429) and the gateway or service
 * being briefly unavailable (502, 503, 504). docs/internals/upstream-api.md §7 lists 429 and 504 among its answers.
 */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 502, 503, 504]);

/** How idempotent upstream calls are retried; the options' `retry` setting. */
export const retrySettingsSchema = z.object({
  /** Retries after the first attempt; 0 turns retrying off. */
  maxRetries: z.number().int().min(0).max(5).default(2),
  /** The backoff before retry n is a random time up to `baseDelayMs * 2^(n-1)` (full jitter). */
  baseDelayMs: z.number().int().min(1).max(10_000).default(100),
  /** No wait is longer: a `Retry-After` beyond it is not waited for, the failure is passed on. */
  maxDelayMs: z.number().int().min(1).max(60_000).default(2_000),
});
export type RetrySettings = z.output<typeof retrySettingsSchema>;

/**
 * The wait before retry number `retry` (1 for the first retry), or `undefined` when the call is not
 * to be retried: no retries left, or the upstream asked for a longer pause than `maxDelayMs`.
 * Exponential backoff with full jitter spreads the retries of many clients apart; a `Retry-After`
 * is honoured as the least wait.
 */
export function retryDelay(
  settings: RetrySettings,
  retry: number,
  retryAfterMs: number | undefined,
  random: () => number = Math.random,
): number | undefined {
  if (retry > settings.maxRetries) return undefined;
  if (retryAfterMs !== undefined && retryAfterMs > settings.maxDelayMs) return undefined;
  const ceiling = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** (retry - 1));
  const backoff = Math.floor(random() * ceiling);
  return Math.max(backoff, retryAfterMs ?? 0);
}

/**
 * RFC 9110 10.2.3: `Retry-After` is a number of seconds or an HTTP date. Answers milliseconds from
 * `now`, or `undefined` when the header is missing or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its day and month in letters; anything else is not one.
  const date = /[A-Za-z]{3}/.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
