import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedisEvalClient } from '../common/redis-options.ts';
import { type RedisServer, startRedisServer } from '../test/redis-server.ts';
import { createRedisUsedStateStore } from './redis-used-state-store.ts';

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

describe('createRedisUsedStateStore', () => {
  it('answers true the first time a nonce is spent and false after, on any store', async () => {
    const store = createRedisUsedStateStore({ client, prefix: 'test:once:' });
    const replica = createRedisUsedStateStore({ client, prefix: 'test:once:' });
    const expiresAt = Date.now() + 600_000;
    expect(await store.markUsed('a', expiresAt)).toBe(true);
    expect(await store.markUsed('a', expiresAt)).toBe(false);
    expect(await replica.markUsed('a', expiresAt)).toBe(false);
    expect(await replica.markUsed('b', expiresAt)).toBe(true);
  });

  it('lets exactly one of many concurrent spends of one nonce win', async () => {
    const stores = [0, 1, 2, 3].map(() =>
      createRedisUsedStateStore({ client, prefix: 'test:race:' }),
    );
    const expiresAt = Date.now() + 600_000;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) => stores[index % 4]?.markUsed('n', expiresAt)),
    );
    expect(answers.filter((answer) => answer === true)).toHaveLength(1);
  });

  it("keeps a spent nonce exactly as long as the state's remaining lifetime", async () => {
    const now = 1_000_000;
    const store = createRedisUsedStateStore({ client, prefix: 'test:ttl:', now: () => now });
    await store.markUsed('a', now + 90_000);
    const ttl = await client.pTTL('test:ttl:a');
    expect(ttl).toBeGreaterThan(85_000);
    expect(ttl).toBeLessThanOrEqual(90_000);
    // A state checked in its last moment still leaves a key that expires.
    await store.markUsed('late', now);
    expect(await client.pTTL('test:ttl:late')).toBeLessThanOrEqual(1);
  });

  it('lets a released nonce be spent once more', async () => {
    const store = createRedisUsedStateStore({ client, prefix: 'test:release:' });
    const expiresAt = Date.now() + 600_000;
    await store.markUsed('a', expiresAt);
    await store.release('a');
    expect(await client.exists('test:release:a')).toBe(0);
    expect(await store.markUsed('a', expiresAt)).toBe(true);
    expect(await store.markUsed('a', expiresAt)).toBe(false);
  });

  it('uses plugboard:state: as its prefix by default', async () => {
    const store = createRedisUsedStateStore({ client });
    await store.markUsed('default-prefix', Date.now() + 60_000);
    expect(await client.get('plugboard:state:default-prefix')).toBe('1');
  });

  it('takes a client of another library through a small adapter', async () => {
    const adapted: RedisEvalClient = { eval: (script, options) => client.eval(script, options) };
    const store = createRedisUsedStateStore({ client: adapted, prefix: 'test:adapter:' });
    expect(await store.markUsed('k', Date.now() + 1_000)).toBe(true);
    expect(await store.markUsed('k', Date.now() + 1_000)).toBe(false);
  });

  it('rejects options without a client, naming them', () => {
    expect(() =>
      createRedisUsedStateStore({ client: {} as RedisEvalClient, prefix: 'bad prefix' }),
    ).toThrowError(
      /^Invalid Redis used-state store options:\n {2}- client: must be a connected Redis client.*\n {2}- prefix: /,
    );
  });
});
