import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedisEvalClient } from '../common/redis-options.ts';
import { type RedisServer, startRedisServer } from '../test/redis-server.ts';
import { createRedisRateLimitStore } from './redis-rate-limit-store.ts';

const connectTo = (url: string) => createClient({ url }).connect();
let redis: RedisServer;
let client: Awaited<ReturnType<typeof connectTo>>;

beforeAll(async () => {
  redis = await startRedisServer();
  client = await connectTo(redis.url);
});
afterAll(async () => {
  await client?.close();
  await redis?.stop();
});

describe('createRedisRateLimitStore', () => {
  it('counts hits per key in a window that Redis expires', async () => {
    const store = createRedisRateLimitStore({ client, prefix: 'test:count:' });
    expect(await store.increment('a', 60_000)).toEqual({ count: 1, resetInMs: expect.any(Number) });
    const second = await store.increment('a', 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(50_000);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await store.increment('b', 60_000)).count).toBe(1);
    expect(await client.pTTL('test:count:a')).toBeGreaterThan(0);
  });

  it('counts every one of many concurrent hits exactly once', async () => {
    const store = createRedisRateLimitStore({ client, prefix: 'test:concurrent:' });
    const counts = await Promise.all(
      Array.from({ length: 200 }, () => store.increment('k', 60_000)),
    );
    expect(counts.map((counted) => counted.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 200 }, (_, index) => index + 1),
    );
  });

  it('starts a new window once Redis has expired the key', async () => {
    const store = createRedisRateLimitStore({ client, prefix: 'test:expiry:' });
    await store.increment('k', 60_000);
    await client.del('test:expiry:k');
    expect((await store.increment('k', 60_000)).count).toBe(1);
  });

  it('gives a window back its expiry if the key somehow lost it', async () => {
    const store = createRedisRateLimitStore({ client, prefix: 'test:repair:' });
    await client.set('test:repair:k', '5');
    expect(await store.increment('k', 60_000)).toEqual({ count: 6, resetInMs: 60_000 });
    expect(await client.pTTL('test:repair:k')).toBeGreaterThan(0);
  });

  it('takes a client of another library through a small adapter', async () => {
    const adapted: RedisEvalClient = { eval: (script, options) => client.eval(script, options) };
    const store = createRedisRateLimitStore({ client: adapted, prefix: 'test:adapter:' });
    expect((await store.increment('k', 1_000)).count).toBe(1);
  });

  it('rejects options without a client, naming them', () => {
    expect(() =>
      createRedisRateLimitStore({ client: {} as RedisEvalClient, prefix: 'bad prefix' }),
    ).toThrowError(
      /^Invalid Redis rate-limit store options:\n {2}- client: must be a connected Redis client.*\n {2}- prefix: /,
    );
  });
});
