import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedisEvalClient } from '../common/redis-options.ts';
import { activityStoreCases, recordAt } from '../test/activity-store-cases.ts';
import { type RedisServer, startRedisServer } from '../test/redis-server.ts';
import { createRedisActivityStore } from './redis-activity-store.ts';

const connectTo = (url: string) => createClient({ url }).connect();
let redis: RedisServer;
let client: Awaited<ReturnType<typeof connectTo>>;
let prefixes = 0;

beforeAll(async () => {
  redis = await startRedisServer();
  client = await connectTo(redis.url);
});
afterAll(async () => {
  await client?.close();
  await redis?.stop();
});

describe('createRedisActivityStore', () => {
  activityStoreCases((options) =>
    createRedisActivityStore({ client, prefix: `test:${++prefixes}:`, ...options }),
  );

  it('lets the key expire once nothing is added for the retention age', async () => {
    const store = createRedisActivityStore({
      client,
      prefix: 'test:ttl:',
      maxAgeMs: 90_000,
      now: () => Date.parse('2026-11-25T12:00:01.000Z'),
    });
    await store.append('ca_ttl', recordAt(1));
    const ttl = await client.pTTL('test:ttl:ca_ttl');
    expect(ttl).toBeGreaterThan(85_000);
    expect(ttl).toBeLessThanOrEqual(90_000);
  });

  it('shares one trail between stores on one Redis', async () => {
    const one = createRedisActivityStore({ client, prefix: 'test:shared:' });
    const other = createRedisActivityStore({ client, prefix: 'test:shared:' });
    await one.append('ca_s', recordAt(1, 'ada@example.com'));
    await other.append('ca_s', recordAt(2, 'grace@example.com'));
    const page = await one.page('ca_s', { limit: 5 });
    expect(page.records.map((record) => record.actor)).toEqual([
      'grace@example.com',
      'ada@example.com',
    ]);
  });

  it('rejects options without a client, naming them', () => {
    expect(() => createRedisActivityStore({ client: {} as RedisEvalClient })).toThrowError(
      /client: must be a connected Redis client/,
    );
  });
});
