import { z } from 'zod';
import { formatIssues, requiredMessage } from '../common/format-issues.ts';
import { keyPrefixOption, redisClientOption } from '../common/redis-options.ts';
import type { AccountEventOrder } from './account-event-order.ts';

// One atomic compare-and-set: the key keeps the newest occurred-at key (fixed width, so string
// order is time order); an older one is refused. Forgotten after a week without events.
const ADVANCE_SCRIPT = `
local current = redis.call('GET', KEYS[1])
if current and current > ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1
`;
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

const optionsSchema = z.object({
  client: redisClientOption,
  prefix: keyPrefixOption('plugboard:account-order:'),
});

/**
 * Options of {@link createRedisAccountEventOrder}: your connected client and the key prefix
 * (`plugboard:account-order:` by default).
 *
 * @example
 * ```ts
 * const options: RedisAccountEventOrderOptions = { client: redis, prefix: 'shop:order:' };
 * ```
 */
export type RedisAccountEventOrderOptions = z.input<typeof optionsSchema>;

const replySchema = z.union([z.literal(0), z.literal(1)]);

/**
 * The newest event per account in Redis, so every replica drops the same late, older events.
 *
 * @example
 * ```ts
 * import { createRedisAccountEventOrder, createRedisUsedStateStore } from '@plugboard/server/redis';
 *
 * const plugboard = createPlugboard({
 *   // …the other options
 *   events: {
 *     webhooks: {
 *       seenEvents: createRedisUsedStateStore({ client: redis, prefix: 'plugboard:webhook:' }),
 *       eventOrder: createRedisAccountEventOrder({ client: redis }),
 *     },
 *   },
 * });
 * ```
 */
export function createRedisAccountEventOrder(
  options: RedisAccountEventOrderOptions,
): AccountEventOrder {
  const parsed = optionsSchema.safeParse(options, { error: requiredMessage });
  if (!parsed.success) {
    const lines = formatIssues(parsed.error.issues).map((line) => `  - ${line}`);
    throw new TypeError(`Invalid Redis account event order options:\n${lines.join('\n')}`);
  }
  const { client, prefix } = parsed.data;
  return {
    async advance(accountId, occurredKey) {
      const reply = await client.eval(ADVANCE_SCRIPT, {
        keys: [`${prefix}${accountId}`],
        arguments: [occurredKey, String(KEEP_MS)],
      });
      return replySchema.parse(reply) === 1;
    },
  };
}
