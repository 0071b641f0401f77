// The load test: virtual users, each living the whole life of one account after another through
// the BFF against the emulator (packages/test-kit/src/account-life.ts: sign in as a fresh user, list, connect with
// consent through the emulator's control API, verify, three read tools, disconnect), ramped
// 5, 10, 20, 40, 80, 160 users, each level LEVEL_S seconds, until a level breaks the thresholds:
// more than 1% of requests failed, or a BFF route's p99 above P99_LIMIT_MS. The last level within
// them is the sustained one. Then autocannon runs the steady read mix (the accounts list and a read
// tool, alternating, for users connected beforehand) at that many connections.
//
// Why two drivers: a life is a chain of requests whose each body depends on the one before (the
// link from POST /links goes to the emulator's consent API, its redirect to POST /verify, the
// account id to DELETE), across two servers; autocannon's request sequences stay on one origin,
// so the lives run on a small scheduler over undici (closed loop: a user starts its next request
// when its answer is read), and autocannon measures what it is good at, one server saturated with
// a fixed mix. The latencies are from the load process, on the same 2 cores as both servers:
// with the machine shared, read them with the load average printed beside them.
//
// The BFF and the emulator each run in a process of their own (packages/server/src/test/
// load-bff-process.ts, packages/test-kit/src/load-emulator-process.ts), which reports its own process.cpuUsage(), RSS and event-loop
// delay on a second port; CPU per request is CPU time over the BFF requests of the level.
//
// Isolation: by default the three processes share every core. To find the BFF's own limit, pin
// them with taskset (util-linux) so that the BFF's core fills first; the bench prints the cores
// each process got, and per level the share of a core each server used:
//   PLUGBOARD_LOAD_ISOLATE=1             the BFF alone on core 0, the emulator and the load
//                                        driver on core 1 (each overridden by the three below)
//   PLUGBOARD_LOAD_BFF_CPUS=<list>       the BFF's cores, as taskset takes them (`0`, `0-1`)
//   PLUGBOARD_LOAD_EMULATOR_CPUS=<list>  the emulator's (and its engine processes')
//   PLUGBOARD_LOAD_DRIVER_CPUS=<list>    this process's: the virtual users and autocannon
// Profiling: PLUGBOARD_LOAD_EMULATOR_CPU_PROF=<dir> runs the emulator with --cpu-prof, its
// profile written to <dir> when the bench ends.
//
// node bench/run.mjs load     (PLUGBOARD_LOAD_LEVEL_S=20 PLUGBOARD_LOAD_MAX_USERS=160 by default)
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Agent } from 'undici';
import {
  APP_ORIGIN,
  LIFE_ROUTES,
  type LifeTargets,
  liveOneAccount,
  type Sample,
} from '../packages/test-kit/src/account-life.ts';
import {
  LOAD_EMULATOR_SCRIPT,
  type ProcessStats,
  readProcessStats,
} from '../packages/test-kit/src/process-stats.ts';
import { startChild } from './lib/child-process.ts';
import { coreCount, coresOf, pinThisProcess } from './lib/cpu-affinity.ts';
import { summarize } from './lib/summarize.ts';

const LEVEL_S = Number(process.env.PLUGBOARD_LOAD_LEVEL_S ?? '20');
const MAX_USERS = Number(process.env.PLUGBOARD_LOAD_MAX_USERS ?? '160');
const LEVELS = [5, 10, 20, 40, 80, 160, 320].filter((users) => users <= MAX_USERS);
const ERROR_LIMIT = 0.01;
const P99_LIMIT_MS = 1_000;
const READ_MIX_S = 15;
const CLIENT = { clientId: 'load-client', clientSecret: 'load-secret-4e2a' };

const isolate = process.env.PLUGBOARD_LOAD_ISOLATE === '1';
const cores = (name: string, isolated: string) =>
  process.env[`PLUGBOARD_LOAD_${name}_CPUS`] || (isolate ? isolated : undefined);
const BFF_CPUS = cores('BFF', '0');
const EMULATOR_CPUS = cores('EMULATOR', '1');
const DRIVER_CPUS = cores('DRIVER', '1');
const EMULATOR_CPU_PROF = process.env.PLUGBOARD_LOAD_EMULATOR_CPU_PROF;
if (DRIVER_CPUS !== undefined) pinThisProcess(DRIVER_CPUS);

const split = (ready: string) => {
  const [url, stats] = ready.split(' ');
  return { url: url ?? '', stats: stats ?? '' };
};

const loadAtStart = loadavg();
const emulatorChild = await startChild(
  LOAD_EMULATOR_SCRIPT,
  [],
  /listening (http:\/\/\S+ http:\/\/\S+)/,
  { PLUGBOARD_CLIENT_ID: CLIENT.clientId, PLUGBOARD_CLIENT_SECRET: CLIENT.clientSecret },
  {
    cpus: EMULATOR_CPUS,
    nodeArgs: EMULATOR_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${EMULATOR_CPU_PROF}`] : [],
  },
);
const emulator = split(emulatorChild.ready);
const controlAuthorization = `Basic ${btoa(`${CLIENT.clientId}:${CLIENT.clientSecret}`)}`;
const token = (
  (await (
    await fetch(`${emulator.url}/oauth/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: CLIENT.clientId,
        client_secret: CLIENT.clientSecret,
      }),
    })
  ).json()) as { access_token: string }
).access_token;
const organization = (
  (await (
    await fetch(`${emulator.url}/api/v1/organizations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ display_name: 'Load organization' }),
    })
  ).json()) as { organization: { id: string } }
).organization;

const bffChild = await startChild(
  fileURLToPath(new URL('../packages/server/src/test/load-bff-process.ts', import.meta.url)),
  [],
  /listening (http:\/\/\S+ http:\/\/\S+)/,
  {
    PLUGBOARD_BENCH_UPSTREAM: JSON.stringify({
      baseUrl: emulator.url,
      ...CLIENT,
      organizationId: organization.id,
    }),
  },
  { cpus: BFF_CPUS },
);
const bff = split(bffChild.ready);
console.info(
  `cores: BFF ${coresOf(bffChild.pid)}, emulator ${coresOf(emulatorChild.pid)}, load driver ${coresOf(process.pid)} (of ${cpus().length})`,
);
const targets: LifeTargets = {
  bff: new URL(bff.url),
  emulator: new URL(emulator.url),
  controlAuthorization,
};

interface Level {
  users: number;
  seconds: number;
  lives: number;
  samples: Sample[];
  bffCpuMs: number;
  emulatorCpuMs: number;
  driverCpuMs: number;
  bffRssMb: number;
  emulatorRssMb: number;
  load: number;
}

const mb = (bytes: number) => bytes / 1024 / 1024;
const isBffRoute = (route: string) => route !== 'consent (emulator)';
let identities = 0;

async function runLevel(users: number, seconds: number): Promise<Level> {
  const agent = new Agent({ connections: users, keepAliveTimeout: 10_000 });
  const samples: Sample[] = [];
  const record = (sample: Sample) => samples.push(sample);
  const before = await Promise.all([readProcessStats(bff.stats), readProcessStats(emulator.stats)]);
  const driverBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let lives = 0;
  await Promise.all(
    Array.from({ length: users }, async () => {
      while (performance.now() < deadline) {
        if (await liveOneAccount(agent, targets, `user${++identities}@load.test`, record)) lives++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const driver = process.cpuUsage(driverBefore);
  const after = await Promise.all([readProcessStats(bff.stats), readProcessStats(emulator.stats)]);
  await agent.close();
  const cpu = (index: number) =>
    ((after[index] as ProcessStats).cpuMicros - (before[index] as ProcessStats).cpuMicros) / 1000;
  return {
    users,
    seconds: elapsed,
    lives,
    samples,
    bffCpuMs: cpu(0),
    emulatorCpuMs: cpu(1),
    driverCpuMs: (driver.user + driver.system) / 1000,
    bffRssMb: mb(after[0].rssBytes),
    emulatorRssMb: mb(after[1].rssBytes),
    load: loadavg()[0] ?? 0,
  };
}

function levelFigures(level: Level) {
  const bffSamples = level.samples.filter((sample) => isBffRoute(sample.route));
  const errors = level.samples.filter((sample) => !sample.ok).length;
  const routes = LIFE_ROUTES.map((route) => {
    const of = level.samples.filter((sample) => sample.route === route);
    const { median, p99 } = summarize(of.map((sample) => sample.ms));
    return { route, count: of.length, median, p99 };
  });
  const worstBffP99 = Math.max(
    ...routes.filter((route) => isBffRoute(route.route)).map((route) => route.p99),
  );
  return {
    errorRate: errors / Math.max(1, level.samples.length),
    requestsPerSecond: level.samples.length / level.seconds,
    bffRequests: bffSamples.length,
    routes,
    worstBffP99,
  };
}

try {
  // Warm-up: the first statements, schemas and connections, not counted.
  await runLevel(2, 8);
  const levels: Level[] = [];
  let sustained: Level | undefined;
  for (const users of LEVELS) {
    const level = await runLevel(users, LEVEL_S);
    levels.push(level);
    const figures = levelFigures(level);
    const within = figures.errorRate <= ERROR_LIMIT && figures.worstBffP99 <= P99_LIMIT_MS;
    console.info(
      `${String(users).padStart(4)} users: ${(level.lives / level.seconds).toFixed(1)} lives/s, ${figures.requestsPerSecond.toFixed(0)} req/s, errors ${(figures.errorRate * 100).toFixed(2)}%, worst BFF p99 ${figures.worstBffP99.toFixed(0)} ms, load ${level.load.toFixed(1)}${within ? '' : '  <- over the thresholds'}`,
    );
    if (!within) break;
    sustained = level;
  }

  console.info(
    `\nThresholds: errors <= ${ERROR_LIMIT * 100}% and every BFF route's p99 <= ${P99_LIMIT_MS} ms. ${LEVEL_S} s a level.`,
  );
  // Other work on a shared machine takes its part of every core, pinned or not: the lives a whole
  // core of the BFF's would hold, from its CPU per life, is the BFF's limit the CPU tells.
  console.info(
    "Cores used: CPU seconds per second of each process. Lives/s per BFF core: the lives over the BFF's CPU seconds.\n",
  );
  console.info(
    'users  lives/s   req/s  errors  BFF µs CPU/req  emulator µs CPU/BFF req  BFF RSS MB  emulator RSS MB  cores used: BFF  emulator  driver  lives/s per BFF core',
  );
  const coresUsed = (cpuMs: number, level: Level) =>
    (cpuMs / 1000 / level.seconds).toFixed(2).padStart(8);
  for (const level of levels) {
    const figures = levelFigures(level);
    console.info(
      `${String(level.users).padStart(5)}${(level.lives / level.seconds).toFixed(1).padStart(9)}${figures.requestsPerSecond.toFixed(0).padStart(8)}${`${(figures.errorRate * 100).toFixed(2)}%`.padStart(8)}${((level.bffCpuMs * 1000) / Math.max(1, figures.bffRequests)).toFixed(0).padStart(16)}${((level.emulatorCpuMs * 1000) / Math.max(1, figures.bffRequests)).toFixed(0).padStart(25)}${level.bffRssMb.toFixed(0).padStart(12)}${level.emulatorRssMb.toFixed(0).padStart(17)}${coresUsed(level.bffCpuMs, level).padStart(17)}${coresUsed(level.emulatorCpuMs, level).padStart(10)}${coresUsed(level.driverCpuMs, level)}${(level.lives / Math.max(0.001, level.bffCpuMs / 1000)).toFixed(0).padStart(22)}`,
    );
  }
  for (const level of levels) {
    console.info(`\n${level.users} users, per route:   count   p50 ms   p99 ms`);
    for (const route of levelFigures(level).routes) {
      console.info(
        `  ${route.route.padEnd(22)}${String(route.count).padStart(7)}${route.median.toFixed(1).padStart(9)}${route.p99.toFixed(1).padStart(9)}`,
      );
    }
  }

  // Where the BFF came closest to filling the cores it may use: its limit, when that is near 1.
  const bffCores = (BFF_CPUS === undefined ? cpus().length : coreCount(BFF_CPUS)) || cpus().length;
  const busiest = levels.reduce<Level | undefined>(
    (best, level) =>
      best === undefined || level.bffCpuMs / level.seconds > best.bffCpuMs / best.seconds
        ? level
        : best,
    undefined,
  );
  if (busiest !== undefined) {
    console.info(
      `\nThe BFF's busiest level: ${busiest.users} users, ${((busiest.bffCpuMs / 1000 / busiest.seconds / bffCores) * 100).toFixed(0)}% of its ${bffCores} core(s), ${(busiest.lives / busiest.seconds).toFixed(1)} lives/s`,
    );
  }

  const users = sustained?.users ?? LEVELS[0] ?? 5;
  console.info(
    `\nSustained: ${sustained ? `${sustained.users} users, ${levelFigures(sustained).requestsPerSecond.toFixed(0)} req/s, ${(sustained.lives / sustained.seconds).toFixed(1)} account lives/s` : 'none: the first level broke the thresholds'}`,
  );

  // The steady read mix, for users connected beforehand (a life would disconnect at its end):
  // autocannon, one connection each.
  const connected = Array.from({ length: users }, (_, n) => ({
    identifier: `reader${n}@load.test`,
  }));
  for (const { identifier } of connected) {
    const headers = {
      'x-bench-user': identifier,
      origin: APP_ORIGIN,
      'x-plugboard': '1',
      'content-type': 'application/json',
    };
    const link = (await (
      await fetch(`${bff.url}/api/plugboard/links`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ connector: 'crm' }),
      })
    ).json()) as { link: string };
    const { location } = (await (
      await fetch(`${emulator.url}/_emulator/consent`, {
        method: 'POST',
        headers: { authorization: controlAuthorization, 'content-type': 'application/json' },
        body: JSON.stringify({ link: link.link, decision: 'approve' }),
      })
    ).json()) as { location: string };
    const redirect = new URL(location);
    await fetch(`${bff.url}/api/plugboard/verify`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        auth_request_id: redirect.searchParams.get('auth_request_id'),
        state: redirect.searchParams.get('state'),
      }),
    });
  }
  let next = 0;
  const userHeaders = () => {
    const identifier = connected[next++ % connected.length]?.identifier ?? '';
    return {
      'x-bench-user': identifier,
      origin: APP_ORIGIN,
      'x-plugboard': '1',
      'content-type': 'application/json',
    };
  };
  const before = await Promise.all([readProcessStats(bff.stats), readProcessStats(emulator.stats)]);
  const result = await autocannon({
    url: bff.url,
    connections: users,
    duration: READ_MIX_S,
    requests: [
      {
        method: 'GET',
        path: '/api/plugboard/accounts',
        setupRequest: (request: Record<string, unknown>) => ({
          ...request,
          headers: userHeaders(),
        }),
      },
      {
        method: 'POST',
        path: '/api/plugboard/tools/execute',
        body: JSON.stringify({ tool_name: 'crm_list_people', params: {}, connector: 'crm' }),
        setupRequest: (request: Record<string, unknown>) => ({
          ...request,
          headers: userHeaders(),
        }),
      },
    ],
  });
  const after = await Promise.all([readProcessStats(bff.stats), readProcessStats(emulator.stats)]);
  const total = result.requests.total;
  const cpuPer = (index: number) =>
    (
      ((after[index] as ProcessStats).cpuMicros - (before[index] as ProcessStats).cpuMicros) /
      Math.max(1, total)
    ).toFixed(0);
  console.info(
    `\nRead mix (autocannon, ${users} connections, ${READ_MIX_S} s, GET /accounts and POST /tools/execute crm_list_people alternating): ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors + result.timeouts} errors of ${total}; CPU per request: BFF ${cpuPer(0)} µs, emulator ${cpuPer(1)} µs; RSS: BFF ${mb(after[0].rssBytes).toFixed(0)} MB, emulator ${mb(after[1].rssBytes).toFixed(0)} MB`,
  );
  const loadAtEnd = loadavg();
  const line = (load: number[]) => load.map((value) => value.toFixed(2)).join(' ');
  console.info(
    `load average (1, 5, 15 min) on ${cpus().length} cores: ${line(loadAtStart)} at the start, ${line(loadAtEnd)} at the end`,
  );
} finally {
  await bffChild.stop();
  await emulatorChild.stop();
}
