// The BFF's overhead over calling the emulator directly, side by side in one run: 100 concurrent
// clients list Ada's connected accounts, either straight from the emulator's
// GET /api/v1/connected_accounts with a bearer token, or through the BFF's GET /accounts
// (rate-limit counts per IP and per user, session lookup, per-request id, upstream call with the
// cached token, ownership filter, JSON answer).
// The emulator and the BFF each run in a process of their own; this process only sends load.
// Targets (issue 6): throughput through the BFF at least 80% of direct, p99 at most 2 ms more.
//
// A third path, saturating load only, goes through a pass-through proxy (bench/lib/
// pass-through-proxy.ts): the BFF's Node server and transport without any of its work. It is the
// floor of any proxy here, and splits the BFF's cost into the extra hop itself (the proxy's share
// of direct) and the BFF's own work (the BFF's share of the proxy's).
//
// Two kinds of load, because one cannot show both figures fairly on a shared 2-core machine:
// - saturating: each client sends again as soon as its answer is read (closed loop), one path at
//   a time. This finds the most either path can serve, so it gives the throughput ratio; its
//   latencies are queueing behind a CPU-bound server, as long and as noisy as the machine is
//   busy, and say nothing about what the BFF adds to one request.
// - paced: the same 100 clients send at a fixed total rate, a share of what the emulator served
//   directly in the saturating load, half of the requests direct and half through the BFF, in the
//   same moments (open loop, each latency counted from when its request was due). Nothing queues
//   for long, and a burst of other work on the machine weighs on both paths alike, so the p99
//   difference within a round is what the BFF adds to a request. Two shares show how it grows
//   with load.
// Every figure but the CPU time per request moves with what else runs on the machine: the load
// average is printed with them.
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createUpstreamClient } from '../packages/server/src/upstream/upstream-client.ts';
import { startChild } from './lib/child-process.ts';
import { type LoadResult, runLoad } from './lib/load-test.ts';
import { runPacedLoad } from './lib/paced-load.ts';
import { processCpuMs } from './lib/process-cpu.ts';

const CLIENTS = 100;
const WARM_UP_MS = 3_000;
const SATURATING = { rounds: 5, durationMs: 3_000 };
const PACED = { rounds: 5, durationMs: 6_000, sharesOfCapacity: [0.1, 0.25] };
const CLIENT = { clientId: 'bench-client', clientSecret: 'bench-secret-7c1f' };

/** Where one side of the comparison sends its requests. */
interface Target {
  url: string;
  headers: Record<string, string>;
}

type Path = 'direct' | 'via BFF' | 'pass-through';

interface Measurement {
  /** `saturating`, or the paced rate, such as `paced 300/s`. */
  load: string;
  round: number;
  path: Path;
  result: LoadResult;
  /**
   * CPU time its own server spent: the emulator for direct, the BFF or the proxy for the others.
   * None for direct in a paced round, where the emulator serves both paths at once.
   */
  cpuMs: number | undefined;
}

const loadAtStart = loadavg();
const emulator = await startChild(
  fileURLToPath(new URL('../packages/emulator/src/cli.ts', import.meta.url)),
  ['--memory', '--port', '0'],
  /listening on (http:\/\/\S+)/,
  { PLUGBOARD_CLIENT_ID: CLIENT.clientId, PLUGBOARD_CLIENT_SECRET: CLIENT.clientSecret },
);
const baseUrl = emulator.ready;

/** A token for the bench's own direct calls, as the BFF holds one for its calls. */
async function fetchToken(): Promise<string> {
  const answer = await fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: CLIENT.clientId,
      client_secret: CLIENT.clientSecret,
    }),
  });
  return ((await answer.json()) as { access_token: string }).access_token;
}

const token = await fetchToken();
// docs/internals/upstream-api.md §2.1: accounts are held for an organization that exists.
const created = await fetch(`${baseUrl}/api/v1/organizations`, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify({ display_name: 'Bench organization' }),
});
const { organization } = (await created.json()) as { organization: { id: string } };
const ADA = { identifier: 'ada@example.com', organization_id: organization.id };

const bff = await startChild(
  fileURLToPath(new URL('./lib/bff-server.ts', import.meta.url)),
  [],
  /listening (http:\/\/\S+)/,
  {
    PLUGBOARD_BENCH_UPSTREAM: JSON.stringify({
      baseUrl,
      ...CLIENT,
      user: { identifier: ADA.identifier, organizationId: ADA.organization_id },
    }),
  },
);

const passThrough = await startChild(
  fileURLToPath(new URL('./lib/pass-through-proxy.ts', import.meta.url)),
  [],
  /listening (http:\/\/\S+)/,
  {
    PLUGBOARD_BENCH_PROXY: JSON.stringify({
      url: `${baseUrl}/api/v1/connected_accounts?${new URLSearchParams(ADA)}`,
      token,
    }),
  },
);

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const signed = (value: number, digits = 2) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;
const loadLine = (load: number[]) => load.map((value) => value.toFixed(2)).join(' ');

try {
  const seed = createUpstreamClient({ baseUrl, ...CLIENT });
  for (const connector of ['crm', 'docsapp', 'video'] as const) {
    await seed.createConnectedAccount({ connector, ...ADA });
  }
  const targets: Record<Path, Target> = {
    direct: {
      url: `${baseUrl}/api/v1/connected_accounts?${new URLSearchParams(ADA)}`,
      headers: { authorization: `Bearer ${token}` },
    },
    'via BFF': { url: `${bff.ready}/api/plugboard/accounts`, headers: {} },
    'pass-through': { url: `${passThrough.ready}/accounts`, headers: {} },
  };
  const serverPid = { direct: emulator.pid, 'via BFF': bff.pid, 'pass-through': passThrough.pid };
  /** Every path in every round, the order rotating, so none is always first or last. */
  const inTurn = (paths: readonly Path[], round: number): Path[] =>
    paths.map((_, index) => paths[(index + round) % paths.length] as Path);
  const SATURATED_PATHS: Path[] = ['direct', 'via BFF', 'pass-through'];
  const PACED_PATHS: Path[] = ['direct', 'via BFF'];

  const measurements: Measurement[] = [];
  const saturate = (target: Target, durationMs: number) =>
    runLoad({ ...target, concurrency: CLIENTS, durationMs });
  await saturate(targets.direct, WARM_UP_MS);
  await saturate(targets['via BFF'], WARM_UP_MS);
  await saturate(targets['pass-through'], WARM_UP_MS);
  for (let round = 1; round <= SATURATING.rounds; round++) {
    for (const path of inTurn(SATURATED_PATHS, round)) {
      const before = processCpuMs(serverPid[path]) ?? 0;
      const result = await saturate(targets[path], SATURATING.durationMs);
      const cpuMs = (processCpuMs(serverPid[path]) ?? 0) - before;
      measurements.push({ load: 'saturating', round, path, result, cpuMs });
    }
  }

  const of = (load: string, path: Path) =>
    measurements.filter((entry) => entry.load === load && entry.path === path);
  const capacity = median(of('saturating', 'direct').map((entry) => entry.result.throughput));
  const pacedLoads: string[] = [];
  for (const share of PACED.sharesOfCapacity) {
    const ratePerSecond = Math.max(20, Math.round((capacity * share) / 20) * 20);
    const load = `paced ${ratePerSecond}/s`;
    pacedLoads.push(load);
    for (let round = 1; round <= PACED.rounds; round++) {
      const order = inTurn(PACED_PATHS, round);
      const before = processCpuMs(bff.pid) ?? 0;
      const results = await runPacedLoad({
        targets: order.map((path) => targets[path]),
        clients: CLIENTS,
        ratePerSecond,
        durationMs: PACED.durationMs,
      });
      for (const [index, path] of order.entries()) {
        const result = results[index];
        if (result === undefined) continue;
        const cpuMs = path === 'via BFF' ? (processCpuMs(bff.pid) ?? 0) - before : undefined;
        measurements.push({ load, round, path, result, cpuMs });
      }
    }
  }
  const loadAtEnd = loadavg();

  console.info(
    `${CLIENTS} concurrent clients, GET of 3 accounts. Saturating: closed loop, ${SATURATING.durationMs / 1000} s a round.` +
      ` Paced: ${PACED.sharesOfCapacity.map((share) => `${share * 100}%`).join(' and ')} of the direct saturating throughput in all,` +
      ` half on each path at once, ${PACED.durationMs / 1000} s a round.\n`,
  );
  console.info('load             round  path          requests  errors    req/s   p50 ms   p99 ms');
  for (const { load, round, path, result } of measurements) {
    console.info(
      `${load.padEnd(17)}${String(round).padEnd(7)}${path.padEnd(14)}${String(result.requests).padStart(8)}${String(result.errors).padStart(8)}${result.throughput.toFixed(0).padStart(9)}${result.p50.toFixed(2).padStart(9)}${result.p99.toFixed(2).padStart(9)}`,
    );
  }

  // Medians over rounds, so one stalled round (a GC pause, a neighbour's burst) does not decide.
  const row = (label: string, load: string, pick: (result: LoadResult) => number) => {
    const direct = median(of(load, 'direct').map((entry) => pick(entry.result)));
    const viaBff = median(of(load, 'via BFF').map((entry) => pick(entry.result)));
    console.info(
      `${label.padEnd(36)}${direct.toFixed(2).padStart(10)}${viaBff.toFixed(2).padStart(10)}${signed(viaBff - direct).padStart(12)}`,
    );
    return { direct, viaBff };
  };
  console.info(`\n${'median of rounds'.padEnd(36)}    direct   via BFF  BFF − direct`);
  row('saturating  req/s', 'saturating', (r) => r.throughput);
  row('saturating  p50 ms (queueing)', 'saturating', (r) => r.p50);
  row('saturating  p99 ms (queueing)', 'saturating', (r) => r.p99);
  for (const load of pacedLoads) {
    row(`${load}  p50 ms`, load, (r) => r.p50);
    row(`${load}  p99 ms`, load, (r) => r.p99);
  }

  // The paths of a round run back to back: their ratio is the fair figure, as the machine's speed
  // drifts from one round to the next far more than between two neighbouring runs.
  const ratioLine = (label: string, path: Path, base: Path, target = '') => {
    const ratios = Array.from({ length: SATURATING.rounds }, (_, index) => {
      const throughput = (which: Path) =>
        measurements.find(
          (entry) =>
            entry.load === 'saturating' && entry.path === which && entry.round === index + 1,
        )?.result.throughput ?? Number.NaN;
      return (throughput(path) / throughput(base)) * 100;
    });
    console.info(
      `${label}: ${median(ratios).toFixed(1)}% of ${base}, the median of each round's own ratio (${ratios.map((ratio) => `${ratio.toFixed(0)}%`).join(', ')})${target}`,
    );
  };
  console.info('');
  ratioLine('throughput via BFF', 'via BFF', 'direct', ' (target >= 80%)');
  ratioLine(
    'throughput via the pass-through proxy (the extra hop alone)',
    'pass-through',
    'direct',
  );
  ratioLine('throughput via BFF (its own work alone)', 'via BFF', 'pass-through');
  for (const load of pacedLoads) {
    // A paced round pairs the paths in time: the difference within each round is the fair figure.
    const differences = Array.from({ length: PACED.rounds }, (_, index) => {
      const p99 = (path: Path) =>
        of(load, path).find((entry) => entry.round === index + 1)?.result.p99 ?? Number.NaN;
      return p99('via BFF') - p99('direct');
    });
    console.info(
      `p99 via BFF, ${load}: ${signed(median(differences))} ms over direct, the median of each round's own difference (${differences.map((delta) => signed(delta, 1)).join(', ')}) (target <= +2 ms)`,
    );
  }
  if (processCpuMs(bff.pid) !== undefined) {
    // CPU time per request moves far less with what else runs on the machine than the above.
    const perRequest = (path: Path, load?: string) => {
      const entries = measurements.filter(
        (entry) =>
          entry.path === path && entry.cpuMs !== undefined && (load ?? entry.load) === entry.load,
      );
      const cpu = entries.reduce((sum, entry) => sum + (entry.cpuMs ?? 0), 0);
      const requests = entries.reduce((sum, entry) => sum + entry.result.requests, 0);
      return ((cpu * 1000) / Math.max(1, requests)).toFixed(0);
    };
    console.info(
      `CPU per request, saturating: emulator ${perRequest('direct', 'saturating')} µs (direct), BFF ${perRequest('via BFF', 'saturating')} µs (its own process, via BFF), pass-through proxy ${perRequest('pass-through', 'saturating')} µs; BFF over all loads ${perRequest('via BFF')} µs`,
    );
  }
  console.info(
    `load average (1, 5, 15 min) on ${availableParallelism()} cores: ${loadLine(loadAtStart)} at the start, ${loadLine(loadAtEnd)} at the end`,
  );
} finally {
  await passThrough.stop();
  await bff.stop();
  await emulator.stop();
}
