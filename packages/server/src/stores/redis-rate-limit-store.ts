import { z } from 'zod';
import { formatIssues, requiredMessage } from '../common/format-issues.ts';
import { keyPrefixOption, redisClientOption } from '../common/redis-options.ts';
import type { RateLimitStore } from './rate-limit-store.ts';

// One round trip, atomic in Redis: count the hit, open the window on the first one, and answer the
// count with the window's remaining time. A key without expiry (left by a crash between INCR and
// PEXPIRE in some other tool) is given one, so it cannot block a client for ever.
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

const optionsSchema = z.object({
  client: redisClientOption,
  prefix: keyPrefixOption('plugboard:rate:'),
});

/**
 * Options of {@link createRedisRateLimitStore}: your connected client, and the key prefix
 * (`plugboard:rate:` by default) when several apps share one Redis.
 *
 * @example
 * ```ts
 * const options: RedisRateLimitStoreOptions = { client: redis, prefix: 'shop:plugboard:' };
 * ```
 */
export type RedisRateLimitStoreOptions = z.input<typeof optionsSchema>;

const replySchema = z.tuple([z.number().int().positive(), z.number().int().nonnegative()]);

/**
 * A rate-limit store in Redis, so every replica of the BFF counts against the same limits. Each key
 * is one fixed window (`INCR` + `PEXPIRE` in one Lua script). The client is yours: create it,
 * connect it, and close it when your server stops.
 *
 * @example
 * ```ts
 * import { createClient } from 'redis';
 * import { createPlugboard } from '@plugboard/server';
 * import { createRedisRateLimitStore } from '@plugboard/server/redis';
 *
 * const redis = await createClient({ url: process.env.REDIS_URL }).connect();
 * const plugboard = createPlugboard({
 *   // …the other options
 *   stores: { rateLimit: createRedisRateLimitStore({ client: redis }) },
 * });
 * ```
 */
export function createRedisRateLimitStore(options: RedisRateLimitStoreOptions): RateLimitStore {
  const parsed = optionsSchema.safeParse(options, { error: requiredMessage });
  if (!parsed.success) {
    const lines = formatIssues(parsed.error.issues).map((line) => `  - ${line}`);
    throw new TypeError(`Invalid Redis rate-limit store options:\n${lines.join('\n')}`);
  }
  const { client, prefix } = parsed.data;
  return {
    async increment(key, windowMs) {
      const reply = await client.eval(INCREMENT_SCRIPT, {
        keys: [`${prefix}${key}`],
        arguments: [String(windowMs)],
      });
      const [count, resetInMs] = replySchema.parse(reply);
      return { count, resetInMs };
    },
  };
}
