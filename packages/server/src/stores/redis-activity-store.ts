import { accountActivityEntrySchema } from '@plugboard/schema';
import { z } from 'zod';
import { formatIssues, requiredMessage } from '../common/format-issues.ts';
import { keyPrefixOption, redisClientOption } from '../common/redis-options.ts';
import {
  type ActivityRecord,
  type ActivityStore,
  idTime,
  retentionSchema,
} from './activity-store.ts';

// Each account's trail is one sorted set whose members all score 0, so Redis orders them by
// bytes: a member is `<id>|<the record as JSON>`, and ids start with the run's start time. One
// atomic script adds the record, drops what aged out, keeps the newest `max` and lets the key
// expire when nothing has been added for the whole retention age.
const APPEND_SCRIPT = `
redis.call('ZADD', KEYS[1], 0, ARGV[1])
redis.call('ZREMRANGEBYLEX', KEYS[1], '-', '(' .. ARGV[3])
local count = redis.call('ZCARD', KEYS[1])
local max = tonumber(ARGV[2])
if count > max then redis.call('ZREMRANGEBYRANK', KEYS[1], 0, count - max - 1) end
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return 1
`;

// A page: what aged out goes first, then the members below the cursor (every member of the
// cursor's own record sorts above the bare id), newest first, one more than asked to tell
// whether another page follows.
const PAGE_SCRIPT = `
redis.call('ZREMRANGEBYLEX', KEYS[1], '-', '(' .. ARGV[3])
return redis.call('ZREVRANGEBYLEX', KEYS[1], ARGV[1], '-', 'LIMIT', 0, tonumber(ARGV[2]))
`;

const optionsSchema = retentionSchema.extend({
  client: redisClientOption,
  prefix: keyPrefixOption('plugboard:activity:'),
  now: z
    .custom<() => number>((value) => typeof value === 'function', 'must be a function')
    .default(() => Date.now),
});

/**
 * Options of {@link createRedisActivityStore}: your connected client, the key prefix
 * (`plugboard:activity:` by default), retention (`maxEntriesPerAccount`, 500 by default;
 * `maxAgeMs`, 30 days by default) and, for tests, the clock.
 *
 * @example
 * ```ts
 * const options: RedisActivityStoreOptions = { client: redis, maxEntriesPerAccount: 200 };
 * ```
 */
export type RedisActivityStoreOptions = z.input<typeof optionsSchema>;

const storedSchema = accountActivityEntrySchema.omit({ id: true, actor: true }).extend({
  actor: z.string(),
});
const pageReplySchema = z.array(z.string());

/**
 * An activity store in Redis, so every replica of the BFF writes and reads one trail per
 * account. Appending and paging are one atomic `EVAL` each; retention is enforced on both. The
 * client is yours: create it, connect it, and close it when your server stops.
 *
 * @example
 * ```ts
 * import { createClient } from 'redis';
 * import { createPlugboard } from '@plugboard/server';
 * import { createRedisActivityStore } from '@plugboard/server/redis';
 *
 * const redis = await createClient({ url: process.env.REDIS_URL }).connect();
 * const plugboard = createPlugboard({
 *   // …the other options
 *   stores: { activity: createRedisActivityStore({ client: redis }) },
 * });
 * ```
 */
export function createRedisActivityStore(options: RedisActivityStoreOptions): ActivityStore {
  const parsed = optionsSchema.safeParse(options, { error: requiredMessage });
  if (!parsed.success) {
    const lines = formatIssues(parsed.error.issues).map((line) => `  - ${line}`);
    throw new TypeError(`Invalid Redis activity store options:\n${lines.join('\n')}`);
  }
  const { client, prefix, now, maxEntriesPerAccount, maxAgeMs } = parsed.data;
  const cutoff = () => idTime(now() - maxAgeMs);
  return {
    async append(accountId, record) {
      const { id, ...rest } = record;
      await client.eval(APPEND_SCRIPT, {
        keys: [`${prefix}${accountId}`],
        arguments: [
          `${id}|${JSON.stringify(rest)}`,
          String(maxEntriesPerAccount),
          cutoff(),
          String(maxAgeMs),
        ],
      });
    },
    async page(accountId, { cursor, limit }) {
      const reply = await client.eval(PAGE_SCRIPT, {
        keys: [`${prefix}${accountId}`],
        arguments: [cursor === undefined ? '+' : `(${cursor}`, String(limit + 1), cutoff()],
      });
      const records: ActivityRecord[] = [];
      for (const member of pageReplySchema.parse(reply)) {
        const bar = member.indexOf('|');
        const stored = storedSchema.safeParse(JSON.parse(member.slice(bar + 1)));
        // A member another version wrote in a shape this one does not read is skipped, not fatal.
        if (stored.success) records.push({ id: member.slice(0, bar), ...stored.data });
      }
      const more = records.length > limit;
      if (more) records.length = limit;
      return { records, nextCursor: more ? (records.at(-1)?.id ?? null) : null };
    },
  };
}
