import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answerConsent } from '@plugboard/test-kit';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRedisActivityStore,
  createRedisRateLimitStore,
  createRedisUsedStateStore,
} from '../../redis.ts';
import { connectAccount, createTestBff, type TestBff } from '../bff-harness.ts';
import { type RedisServer, startRedisServer } from '../redis-server.ts';
import { setupEmulator } from '../use-emulator.ts';

// docs/reliability.md §"Redis": what each Redis store does while its Redis is stopped, and that
// the BFF comes back by itself once Redis does.
const upstream = setupEmulator();
const VERIFY = '/api/v1/connected_accounts/user/verify';
const dataDir = mkdtempSync(join(tmpdir(), 'plugboard-redis-'));
let redis: RedisServer;
let client: ReturnType<typeof createClient>;

beforeAll(async () => {
  redis = await startRedisServer({ dataDir });
  // As docs/reliability.md asks of a host: no offline queue, so a command fails at once while
  // Redis is away instead of waiting, unbounded, for it to come back; reconnect attempts 50 ms apart.
  client = createClient({
    url: redis.url,
    disableOfflineQueue: true,
    socket: { reconnectStrategy: () => 50 },
  });
  // A client that lost its server reports it here; without a listener it would throw.
  client.on('error', () => {});
  await client.connect();
});
afterAll(async () => {
  await client?.close().catch(() => {});
  await redis?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

function redisBff(): TestBff {
  return createTestBff(upstream, {
    stores: {
      rateLimit: createRedisRateLimitStore({ client }),
      usedState: createRedisUsedStateStore({ client }),
      activity: createRedisActivityStore({ client }),
    },
    limits: { rateLimits: { perUser: { limit: 10_000, windowSeconds: 60 }, perIp: false } },
  });
}

/** What the callback page posts after consent to a fresh link. */
async function consentedCallback(bff: TestBff, connector: string) {
  const link = await bff.send('POST', '/links', { body: { connector } });
  expect(link.status).toBe(200);
  const redirect = await answerConsent(upstream.emulator, link.json.link);
  return { auth_request_id: redirect.authRequestId, state: redirect.state };
}

async function until(done: () => Promise<boolean>, what: string): Promise<void> {
  for (let tries = 0; tries < 400; tries++) {
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Never: ${what}`);
}

describe('the Redis stores while Redis is stopped and restarted under load', () => {
  it('let reads through, refuse what needs Redis with 503, never replay a state, and recover', async () => {
    const bff = redisBff();
    const account = await connectAccount(bff, 'docsapp');
    const spent = await consentedCallback(bff, 'crm');
    expect((await bff.send('POST', '/verify', { body: spent })).status).toBe(200);
    const pending = await consentedCallback(bff, 'video');
    const readTool = { tool_name: 'docsapp_user_list', params: {}, connector: 'docsapp' };
    expect((await bff.send('POST', '/tools/execute', { body: readTool })).status).toBe(200);
    const rateKeys = await client.keys('plugboard:rate:*');
    expect(rateKeys).toHaveLength(1);

    // Load through the outage and the recovery: every list answered, none failed or held.
    let loading = true;
    const statuses: number[] = [];
    const load = Promise.all(
      Array.from({ length: 8 }, async () => {
        while (loading) statuses.push((await bff.send('GET', '/accounts')).status);
      }),
    );
    await redis.stop();
    await until(async () => !client.isReady, 'the client saw Redis go');

    // Rate limits degrade: the request is let through, the failure logged.
    const listed = await bff.send('GET', '/accounts');
    expect(listed.status).toBe(200);
    expect(bff.log.some((entry) => entry.event === 'rate_limit.store_failed')).toBe(true);

    // Used states refuse: unknown whether Redis spent it, so no verify, and no upstream call.
    const verifyCalls = upstream.count(VERIFY);
    for (const body of [pending, spent]) {
      const refused = await bff.send('POST', '/verify', { body });
      expect(refused.status).toBe(503);
      expect(refused.json.error.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(refused.headers.get('retry-after')).toBe('1');
    }
    expect(upstream.count(VERIFY)).toBe(verifyCalls);

    // Activity: the page refuses; a tool run is answered, its record lost and logged.
    const activityPath = `/accounts/${account.id}/activity`;
    const page = await bff.send('GET', activityPath);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('1');
    expect((await bff.send('POST', '/tools/execute', { body: readTool })).status).toBe(200);
    await until(
      async () => bff.log.some((entry) => entry.event === 'activity.store_failed'),
      'the lost record was logged',
    );

    redis = await startRedisServer({ port: redis.port, dataDir });
    await until(
      async () => (await bff.send('GET', activityPath)).status === 200,
      'the BFF read activity again',
    );
    loading = false;
    await load;
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set([200]));

    // The same BFF, not restarted: the pending state verifies, the spent one stays spent.
    const verified = await bff.send('POST', '/verify', { body: pending });
    expect(verified.status).toBe(200);
    expect(verified.json.account).toMatchObject({ connector: 'video', status: 'ACTIVE' });
    const replayed = await bff.send('POST', '/verify', { body: spent });
    expect(replayed.status).toBe(400);
    expect(replayed.json.error.code).toBe('INVALID_STATE');
    // The rate limit counts again, in the same window key it kept across the restart.
    const before = Number(await client.get(rateKeys[0] ?? ''));
    await bff.send('GET', '/accounts');
    expect(Number(await client.get(rateKeys[0] ?? ''))).toBe(before + 1);
    // The activity page holds the runs recorded before and after, not the one lost meanwhile.
    const trail = await bff.send('GET', activityPath);
    expect(trail.json.entries).toHaveLength(1);
  }, 30_000);
});
