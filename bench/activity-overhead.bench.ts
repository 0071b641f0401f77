// What recording the activity trail adds to a tool run through the BFF (issue 16): POST
// /tools/execute of crm_list_people (a light tool: the emulator answers from memory, so the
// recording's share is as large as it gets), through three BFF handlers in this process that differ
// only in their activity store: none (a store that keeps nothing), the memory store (the
// default) and the Redis store on a real redis-server on loopback. The emulator runs in a
// process of its own. Rounds alternate the three handlers in a rotating order, so a burst of
// other work on the shared machine weighs on each alike; the figure is the median over rounds of
// each store's mean call time, and its excess over no store as a share of the call.
//
// A second part isolates the recorder itself: the time the tool-run path spends handing one run
// to each store (what the answer waits for; the Redis write itself is not awaited), and, for
// Redis, the time until a burst of appends has been written.
// Target: under 5% of the call.
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { getTool } from '../packages/schema/src/index.ts';
import type { RedisEvalClient } from '../packages/server/src/common/redis-options.ts';
import { createPlugboard } from '../packages/server/src/index.ts';
import type { ActivityStore } from '../packages/server/src/stores/activity-store.ts';
import { createMemoryActivityStore } from '../packages/server/src/stores/memory-activity-store.ts';
import { createRedisActivityStore } from '../packages/server/src/stores/redis-activity-store.ts';
import { startRedisServer } from '../packages/server/src/test/redis-server.ts';
import { createActivityRecorder } from '../packages/server/src/tools/activity-recorder.ts';
import { createUpstreamClient } from '../packages/server/src/upstream/upstream-client.ts';
import { startChild } from './lib/child-process.ts';

// The Redis client is the server package's (a dev dependency there), as a host would bring its own.
const { createClient } = createRequire(new URL('../packages/server/package.json', import.meta.url))(
  'redis',
) as {
  createClient(options: { url: string }): {
    connect(): Promise<RedisEvalClient & { close(): Promise<void> }>;
  };
};

const CLIENT = { clientId: 'bench-client', clientSecret: 'bench-secret-5e2a' };
const ROUNDS = 7;
const CALLS_PER_ROUND = 100;
const WARM_UP_CALLS = 60;
const APP = 'https://app.example.com';

const loadAtStart = loadavg();
const emulator = await startChild(
  fileURLToPath(new URL('../packages/emulator/src/cli.ts', import.meta.url)),
  ['--memory', '--port', '0'],
  /listening on (http:\/\/\S+)/,
  { PLUGBOARD_CLIENT_ID: CLIENT.clientId, PLUGBOARD_CLIENT_SECRET: CLIENT.clientSecret },
);
const baseUrl = emulator.ready;
const redisServer = await startRedisServer();
const redis = await createClient({ url: redisServer.url }).connect();

const USER = { identifier: 'ada@example.com' };
await createUpstreamClient({ baseUrl, ...CLIENT, logger: () => {} }).createConnectedAccount({
  connector: 'crm',
  identifier: USER.identifier,
  connected_account: { authorization_details: { oauth_token: { access_token: 'bench-token' } } },
});

const nothing: ActivityStore = { append() {}, page: () => ({ records: [], nextCursor: null }) };
const stores: Record<string, ActivityStore> = {
  'no store': nothing,
  memory: createMemoryActivityStore(),
  redis: createRedisActivityStore({ client: redis, prefix: 'bench:activity:' }),
};

const handlers = Object.fromEntries(
  Object.entries(stores).map(([name, activityStore]) => [
    name,
    createPlugboard({
      resolveUser: () => USER,
      logger: () => {},
      upstream: { ...CLIENT, baseUrl },
      app: { url: APP },
      tools: { connectors: ['crm'], allowed: ['crm_list_people'] },
      stores: { activity: activityStore },
      limits: { rateLimits: { perUser: false, perIp: false } },
    }),
  ]),
);

const body = JSON.stringify({ tool_name: 'crm_list_people', params: {} });
async function call(name: string): Promise<void> {
  const answer = await handlers[name]?.handler(
    new Request(`${APP}/api/plugboard/tools/execute`, {
      method: 'POST',
      headers: { origin: APP, 'x-plugboard': '1', 'content-type': 'application/json' },
      body,
    }),
  );
  if (answer?.status !== 200) throw new Error(`${name}: ${answer?.status} ${await answer?.text()}`);
  await answer.arrayBuffer();
}

const names = Object.keys(stores);
for (let index = 0; index < WARM_UP_CALLS; index++) await call(names[index % names.length] ?? '');

const means: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  const order = names.map((_, index) => names[(index + round) % names.length] ?? '');
  for (const name of order) {
    const started = performance.now();
    for (let index = 0; index < CALLS_PER_ROUND; index++) await call(name);
    means[name]?.push((performance.now() - started) / CALLS_PER_ROUND);
  }
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const baseline = median(means['no store'] ?? []);
console.info(
  `POST /tools/execute crm_list_people, ${ROUNDS} rounds x ${CALLS_PER_ROUND} calls per store (load average ${loadAtStart.map((value) => value.toFixed(2)).join(' ')})`,
);
for (const name of names) {
  const value = median(means[name] ?? []);
  const excess = ((value - baseline) / baseline) * 100;
  const rounds = means[name] ?? [];
  // The spread of the round means: on a busy machine it is wider than any store's share.
  const spread = `rounds ${Math.min(...rounds).toFixed(2)}-${Math.max(...rounds).toFixed(2)} ms`;
  console.info(
    `  ${name.padEnd(9)} ${value.toFixed(3)} ms per call (${spread})` +
      (name === 'no store' ? '' : `  ${excess >= 0 ? '+' : ''}${excess.toFixed(2)}% of the call`),
  );
}

// The recorder alone: what the answer waits for, per run.
const tool = getTool('crm_list_people');
const RECORDS = 20_000;
console.info(`\nThe recorder alone, ${RECORDS} runs handed over per store`);
for (const name of names) {
  const store = stores[name] ?? nothing;
  const pending: Promise<unknown>[] = [];
  const tracked: ActivityStore = {
    append(accountId, record) {
      const result = store.append(accountId, record);
      if (result) pending.push(result);
      return result;
    },
    page: store.page,
  };
  const recorder = createActivityRecorder(tracked, () => {});
  const started = performance.now();
  for (let index = 0; index < RECORDS; index++) {
    recorder.record({
      tool,
      accountId: `ca_bench_${index % 50}`,
      actor: USER.identifier,
      startedAt: Date.now(),
      durationMs: 12.3,
      errorCode: null,
      executionId: 'exec_bench',
      requestId: 'bench',
    });
  }
  const handed = (performance.now() - started) / RECORDS;
  await Promise.all(pending);
  const written = (performance.now() - started) / RECORDS;
  const share = (handed / baseline) * 100;
  console.info(
    `  ${name.padEnd(9)} ${(handed * 1000).toFixed(2)} µs handed over (${share.toFixed(3)}% of the call)` +
      (pending.length > 0 ? `, ${(written * 1000).toFixed(2)} µs per run until written` : ''),
  );
}

await redis.close();
await redisServer.stop();
await emulator.stop();
