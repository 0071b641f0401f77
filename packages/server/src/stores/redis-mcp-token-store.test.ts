import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RedisEvalClient } from '../common/redis-options.ts';
import { ADA_SUBJECT, mcpTokenStoreCases, tokenAt } from '../test/mcp-token-store-cases.ts';
import { type RedisServer, startRedisServer } from '../test/redis-server.ts';
import { createRedisMcpTokenStore } from './redis-mcp-token-store.ts';

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

/** A token of Ada's living `lifeMs` from now. */
const liveToken = (lifeMs: number) => tokenAt(ADA_SUBJECT, 0, lifeMs);

describe('createRedisMcpTokenStore', () => {
  mcpTokenStoreCases(() => createRedisMcpTokenStore({ client, prefix: `test:${++prefixes}:` }));

  it('keeps a token’s keys only until it expires, and never its secret', async () => {
    const store = createRedisMcpTokenStore({ client, prefix: 'test:ttl:' });
    const token = liveToken(60_000);
    await store.create(token);
    const ttl = await client.pTTL(`test:ttl:token:${token.id}`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(await client.pTTL(`test:ttl:secret:${token.secretHash}`)).toBeGreaterThan(55_000);
    const short = liveToken(50);
    await store.create(short);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await store.findBySecretHash(short.secretHash)).toBeUndefined();
    expect((await store.list(ADA_SUBJECT)).map((each) => each.id)).toEqual([token.id]);
  });

  it('shares tokens between stores on one Redis', async () => {
    const one = createRedisMcpTokenStore({ client, prefix: 'test:shared:' });
    const other = createRedisMcpTokenStore({ client, prefix: 'test:shared:' });
    const token = liveToken(60_000);
    await one.create(token);
    expect((await other.findBySecretHash(token.secretHash))?.id).toBe(token.id);
    expect(await other.revoke(ADA_SUBJECT, token.id)).toBe(true);
    expect(await one.findBySecretHash(token.secretHash)).toBeUndefined();
  });

  it('rejects options without a client, naming them', () => {
    expect(() => createRedisMcpTokenStore({ client: {} as RedisEvalClient })).toThrowError(
      /client: must be a connected Redis client/,
    );
  });
});
