// The BFF's overhead over calling the emulator directly, side by side in one run: 100 concurrent
// clients list Ada's connected accounts, either straight from the emulator's
// GET /api/v1/connected_accounts with a bearer token, or through the BFF's GET /accounts (session
// lookup, per-request id, upstream call with the cached token, ownership filter, JSON answer).
// The emulator and the BFF each run in a process of their own; this process only sends load.
// Targets (issue 6): throughput through the BFF at least 80% of direct, p99 at most 2 ms more.
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createUpstreamClient } from '../packages/server/src/index.ts';
import { startChild } from './lib/child-process.ts';
import { type LoadResult, runLoad } from './lib/load-test.ts';
import { processCpuMs } from './lib/process-cpu.ts';

const CONCURRENCY = 100;
const WARM_UP_MS = 1_000;
const MEASURE_MS = 3_000;
const ROUNDS = 3;
const CLIENT = { clientId: 'bench-client', clientSecret: 'bench-secret-7c1f' };
const ADA = { identifier: 'ada@example.com', organization_id: 'org_bench' };

/** Where one side of the comparison sends its requests. */
interface Target {
  url: string;
  headers: Record<string, string>;
}

const emulator = await startChild(
  fileURLToPath(new URL('../packages/emulator/src/cli.ts', import.meta.url)),
  ['--memory', '--port', '0'],
  /listening on (http:\/\/\S+)/,
  { PLUGBOARD_CLIENT_ID: CLIENT.clientId, PLUGBOARD_CLIENT_SECRET: CLIENT.clientSecret },
);
const baseUrl = emulator.ready;
const bff = await startChild(
  fileURLToPath(new URL('./lib/bff-server.ts', import.meta.url)),
  [],
  /listening (http:\/\/\S+)/,
  { PLUGBOARD_BENCH_UPSTREAM: JSON.stringify({ baseUrl, ...CLIENT }) },
);

try {
  const seed = createUpstreamClient({ baseUrl, ...CLIENT });
  for (const connector of ['crm', 'docsapp', 'video'] as const) {
    await seed.createConnectedAccount({ connector, ...ADA });
  }
  const tokenAnswer = await fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
    }),
  });
  const { access_token: token } = (await tokenAnswer.json()) as { access_token: string };

  const direct: Target = {
    url: `${baseUrl}/api/v1/connected_accounts?${new URLSearchParams(ADA)}`,
    headers: { authorization: `Bearer ${token}` },
  };
  const viaBff: Target = { url: `${bff.ready}/api/plugboard/accounts`, headers: {} };
  const load = (target: Target, durationMs: number) =>
    runLoad({ ...target, concurrency: CONCURRENCY, durationMs });

  await load(direct, WARM_UP_MS);
  await load(viaBff, WARM_UP_MS);
  const results: { round: number; path: string; result: LoadResult }[] = [];
  const cpu = { emulator: 0, bff: 0, bffRequests: 0, directRequests: 0 };
  /** One measurement, with the CPU time each server spent on it. */
  const measure = async (round: number, path: string, target: Target) => {
    const before = { emulator: processCpuMs(emulator.pid), bff: processCpuMs(bff.pid) };
    const result = await load(target, MEASURE_MS);
    const spent = (pid: number, start: number | undefined) =>
      (processCpuMs(pid) ?? 0) - (start ?? 0);
    if (path === 'direct') {
      cpu.emulator += spent(emulator.pid, before.emulator);
      cpu.directRequests += result.requests;
    } else {
      cpu.bff += spent(bff.pid, before.bff);
      cpu.bffRequests += result.requests;
    }
    results.push({ round, path, result });
  };
  for (let round = 1; round <= ROUNDS; round++) {
    await measure(round, 'direct', direct);
    await measure(round, 'via BFF', viaBff);
  }

  console.info(
    `${CONCURRENCY} concurrent clients, ${MEASURE_MS / 1000} s per measurement, GET of 3 accounts\n`,
  );
  console.info('round  path      requests  errors    req/s   p50 ms   p99 ms');
  for (const { round, path, result } of results) {
    console.info(
      `${String(round).padEnd(7)}${path.padEnd(10)}${String(result.requests).padStart(8)}${String(result.errors).padStart(8)}${result.throughput.toFixed(0).padStart(9)}${result.p50.toFixed(2).padStart(9)}${result.p99.toFixed(2).padStart(9)}`,
    );
  }
  // The median round, so one stalled round (a GC pause, a neighbour's burst) does not decide.
  const median = (path: string, pick: (result: LoadResult) => number) => {
    const picked = results
      .filter((entry) => entry.path === path)
      .map((entry) => pick(entry.result))
      .sort((a, b) => a - b);
    return picked[Math.floor(picked.length / 2)] ?? Number.NaN;
  };
  const ratio = median('via BFF', (r) => r.throughput) / median('direct', (r) => r.throughput);
  const p99Delta = median('via BFF', (r) => r.p99) - median('direct', (r) => r.p99);
  const p50Delta = median('via BFF', (r) => r.p50) - median('direct', (r) => r.p50);
  console.info(`\nthroughput via BFF: ${(ratio * 100).toFixed(1)}% of direct (target >= 80%)`);
  console.info(
    `p99 via BFF: ${p99Delta >= 0 ? '+' : ''}${p99Delta.toFixed(2)} ms over direct (target <= +2 ms)`,
  );
  console.info(`p50 via BFF: ${p50Delta >= 0 ? '+' : ''}${p50Delta.toFixed(2)} ms over direct`);
  if (processCpuMs(bff.pid) !== undefined) {
    // CPU time per request barely depends on what else runs on the machine, unlike the above.
    const perRequest = (ms: number, requests: number) =>
      ((ms * 1000) / Math.max(1, requests)).toFixed(0);
    console.info(
      `CPU per request: emulator ${perRequest(cpu.emulator, cpu.directRequests)} µs (direct), BFF ${perRequest(cpu.bff, cpu.bffRequests)} µs (its own process, via BFF)`,
    );
  }
  const [load1] = loadavg();
  console.info(
    `load average during the run: ${load1?.toFixed(2)} on ${availableParallelism()} cores`,
  );
} finally {
  await bff.stop();
  await emulator.stop();
}
