import { z } from 'zod';
import type { Logger } from '../common/logger.ts';
import { retrySettingsSchema } from './retry-policy.ts';

const isFunction = (value: unknown) => typeof value === 'function';

/**
 * The settings every upstream call needs. Shared by `createUpstreamClient` and the BFF handler's
 * options so both check them the same way.
 */
export const upstreamClientOptionsSchema = z.object({
  /** docs/internals/upstream-api.md §1: `{base_url}`, the environment host. */
  baseUrl: z.url({
    protocol: /^https?$/,
    error: 'must be an absolute http(s) URL, such as https://your-env.example.com',
  }),
  clientId: z.string().min(1, 'must not be empty'),
  /** docs/internals/upstream-api.md §5: server-side only; it never leaves this process except to `/oauth/token`. */
  clientSecret: z.string().min(1, 'must not be empty'),
  /** Defaults to the global `fetch`; pass one to add tracing or to count calls in tests. */
  fetch: z.custom<typeof fetch>(isFunction, 'must be a fetch function').optional(),
  /** Per upstream attempt, including the token request. */
  timeoutMs: z.number().int().positive().max(120_000).default(10_000),
  /** Retries of idempotent calls on 429, 502, 503, 504 and unreachable upstreams. */
  retry: retrySettingsSchema.prefault({}),
  /** Receives structured log lines; by default warnings and errors go to stderr as JSON. */
  logger: z.custom<Logger>(isFunction, 'must be a function (entry) => void').optional(),
  /** Milliseconds since the epoch; defaults to `Date.now`, replaceable in tests. */
  now: z
    .custom<() => number>(isFunction, 'must be a function returning epoch milliseconds')
    .optional(),
});

/**
 * Options of {@link createUpstreamClient}.
 *
 * @example
 * ```ts
 * const options: UpstreamClientOptions = {
 *   baseUrl: 'https://your-env.example.com',
 *   clientId: process.env.PLUGBOARD_CLIENT_ID!,
 *   clientSecret: process.env.PLUGBOARD_CLIENT_SECRET!,
 *   timeoutMs: 5_000,
 *   retry: { maxRetries: 3 },
 * };
 * ```
 */
export type UpstreamClientOptions = z.input<typeof upstreamClientOptionsSchema>;
export type UpstreamClientSettings = z.output<typeof upstreamClientOptionsSchema>;
