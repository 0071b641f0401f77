import { resolve } from 'node:path';
import { z } from 'zod';
import { rateLimitSchema } from './services/rate-limit.ts';

/** The settings of one emulator; every field has a default so `createEmulator()` just works. */
export const emulatorOptionsSchema = z.strictObject({
  /** Port to listen on; 0 picks a free one. */
  port: z.number().int().min(0).max(65535).default(0),
  /** Interface to listen on. */
  host: z.string().min(1).default('127.0.0.1'),
  /** Keep state in memory only (tests); otherwise it lives in `dataDir` and survives restarts. */
  memory: z.boolean().default(false),
  /** Data folder; `.plugboard` under the current directory by default. */
  dataDir: z
    .string()
    .min(1)
    .default(() => '.plugboard')
    .transform((dir) => resolve(dir)),
  /** The client id that POST /oauth/token accepts. */
  clientId: z
    .string()
    .min(1)
    .default(() => process.env.PLUGBOARD_CLIENT_ID ?? 'plugboard-dev-client'),
  /** The client secret that POST /oauth/token accepts. */
  clientSecret: z
    .string()
    .min(1)
    .default(() => process.env.PLUGBOARD_CLIENT_SECRET ?? 'plugboard-dev-secret'),
  /** Access-token lifetime in seconds (docs/internals/upstream-api.md §4.1 `expires_in`). */
  tokenTtlSeconds: z.number().int().positive().default(3600),
  /** A request rate limit for /oauth/token and /api/v1 (429 beyond it); none by default. */
  rateLimit: rateLimitSchema.optional(),
  /** How long each phase of a request may take, in milliseconds (docs/time-limits.md). */
  timeLimits: z
    .strictObject({
      headersTimeoutMs: z.number().int().positive(),
      requestTimeoutMs: z.number().int().positive(),
      keepAliveTimeoutMs: z.number().int().positive(),
      answerTimeoutMs: z.number().int().positive(),
      startupWaitMs: z.number().int().positive(),
      drainMs: z.number().int().nonnegative(),
      checkIntervalMs: z.number().int().positive(),
    })
    .partial()
    .default({}),
});

/**
 * Options of `createEmulator`; all optional.
 *
 * @example
 * const options: EmulatorOptions = { port: 4010, dataDir: '.plugboard', tokenTtlSeconds: 600 };
 */
export type EmulatorOptions = z.input<typeof emulatorOptionsSchema>;
export type EmulatorSettings = z.output<typeof emulatorOptionsSchema>;

/** The options with their defaults, or an error that names each wrong option. */
export function resolveOptions(options: EmulatorOptions): EmulatorSettings {
  const result = emulatorOptionsSchema.safeParse(options);
  if (!result.success) {
    throw new TypeError(`Invalid emulator options:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
