import { z } from 'zod';
import { formatIssues, requiredMessage } from '../common/format-issues.ts';
import { keyPrefixOption, redisClientOption } from '../common/redis-options.ts';
import type { UsedStateStore } from './used-state-store.ts';

// One atomic command: the key is written only if it is not there yet (NX), and Redis forgets it
// when the state would have expired anyway (PX), so the set never grows beyond the states alive.
// Answers 1 the first time, 0 when another request (on any replica) spent the state before.
const MARK_USED_SCRIPT = `
if redis.call('SET', KEYS[1], '1', 'NX', 'PX', ARGV[1]) then return 1 end
return 0
`;
const RELEASE_SCRIPT = `return redis.call('DEL', KEYS[1])`;

const optionsSchema = z.object({
  client: redisClientOption,
  prefix: keyPrefixOption('plugboard:state:'),
  now: z
    .custom<() => number>((value) => typeof value === 'function', 'must be a function')
    .default(() => Date.now),
});

/**
 * Options of {@link createRedisUsedStateStore}: your connected client, the key prefix
 * (`plugboard:state:` by default) when several apps share one Redis, and, for tests, the clock
 * (`Date.now` by default; give it the handler's `now` if you gave the handler one).
 *
 * @example
 * ```ts
 * const options: RedisUsedStateStoreOptions = { client: redis, prefix: 'shop:plugboard:state:' };
 * ```
 */
export type RedisUsedStateStoreOptions = z.input<typeof optionsSchema>;

const replySchema = z.union([z.literal(0), z.literal(1)]);

/**
 * A used-state store in Redis, so a `state` spent on one replica of the BFF is refused on every
 * other. Spending is one atomic `SET key 1 NX PX <the state's remaining lifetime>`: of two
 * replicas spending the same state at once, exactly one wins. Releasing (after a verify that
 * failed on the way) is `DEL`. The client is yours: create it, connect it, and close it when your
 * server stops.
 *
 * @example
 * ```ts
 * import { createClient } from 'redis';
 * import { createPlugboard } from '@plugboard/server';
 * import { createRedisUsedStateStore } from '@plugboard/server/redis';
 *
 * const redis = await createClient({ url: process.env.REDIS_URL }).connect();
 * const plugboard = createPlugboard({
 *   // …the other options
 *   stores: { usedState: createRedisUsedStateStore({ client: redis }) },
 * });
 * ```
 */
export function createRedisUsedStateStore(options: RedisUsedStateStoreOptions): UsedStateStore {
  const parsed = optionsSchema.safeParse(options, { error: requiredMessage });
  if (!parsed.success) {
    const lines = formatIssues(parsed.error.issues).map((line) => `  - ${line}`);
    throw new TypeError(`Invalid Redis used-state store options:\n${lines.join('\n')}`);
  }
  const { client, prefix, now } = parsed.data;
  return {
    async markUsed(nonce, expiresAt) {
      // A state checked in its last millisecond still gets a key that lives a moment.
      const remainingMs = Math.max(1, Math.ceil(expiresAt - now()));
      const reply = await client.eval(MARK_USED_SCRIPT, {
        keys: [`${prefix}${nonce}`],
        arguments: [String(remainingMs)],
      });
      return replySchema.parse(reply) === 1;
    },
    async release(nonce) {
      await client.eval(RELEASE_SCRIPT, { keys: [`${prefix}${nonce}`], arguments: [] });
    },
  };
}
