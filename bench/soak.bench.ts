// The soak: the load test's account lives (packages/test-kit/src/account-life.ts) at a steady
// rate, PLUGBOARD_SOAK_LIVES_PER_S new lives a second (open loop: a life starts on time whether
// or not the ones before it ended, so a slow server meets the same demand), for PLUGBOARD_SOAK_S
// seconds (10 minutes by default). Each life's user also has an MCP client on the BFF's MCP
// endpoint (a session, "connect to continue", the tool once connected, the session ended), so the
// endpoint's sessions and connect watches are in the soak too. Every SAMPLE_S seconds the BFF and the emulator, each in a
// process of its own with --expose-gc, report their RSS, their heap right after a full GC, and
// their event-loop delay (perf_hooks.monitorEventLoopDelay) since the last sample. At the end,
// test-kit's judgeGrowth says whether the heap after warm-up kept growing, as the CI version
// (packages/server/src/test/faults/memory-growth.test.ts) asserts over 30 s.
//
// node bench/run.mjs soak     (PLUGBOARD_SOAK_S=600 PLUGBOARD_SOAK_LIVES_PER_S=0.4 by default)
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Agent } from 'undici';
import {
  type LifeTargets,
  liveOneAccount,
  type Sample,
} from '../packages/test-kit/src/account-life.ts';
import { type HeapSample, judgeGrowth } from '../packages/test-kit/src/memory-growth.ts';
import {
  LOAD_EMULATOR_SCRIPT,
  type ProcessStats,
  readProcessStats,
} from '../packages/test-kit/src/process-stats.ts';
import { startChild } from './lib/child-process.ts';
import { summarize } from './lib/summarize.ts';

const DURATION_S = Number(process.env.PLUGBOARD_SOAK_S ?? '600');
const LIVES_PER_S = Number(process.env.PLUGBOARD_SOAK_LIVES_PER_S ?? '0.4');
const SAMPLE_S = Math.min(15, Math.max(2, DURATION_S / 20));
const CLIENT = { clientId: 'soak-client', clientSecret: 'soak-secret-0b9e' };
const GC = { NODE_OPTIONS: '--expose-gc' };

const split = (ready: string) => {
  const [url, stats] = ready.split(' ');
  return { url: url ?? '', stats: stats ?? '' };
};

const loadAtStart = loadavg();
const emulatorChild = await startChild(
  LOAD_EMULATOR_SCRIPT,
  [],
  /listening (http:\/\/\S+ http:\/\/\S+)/,
  {
    ...GC,
    PLUGBOARD_CLIENT_ID: CLIENT.clientId,
    PLUGBOARD_CLIENT_SECRET: CLIENT.clientSecret,
  },
);
const emulator = split(emulatorChild.ready);
const tokenAnswer = await fetch(`${emulator.url}/oauth/token`, {
  method: 'POST',
  body: new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: CLIENT.clientId,
    client_secret: CLIENT.clientSecret,
  }),
});
const { access_token: token } = (await tokenAnswer.json()) as { access_token: string };
const created = await fetch(`${emulator.url}/api/v1/organizations`, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  body: JSON.stringify({ display_name: 'Soak organization' }),
});
const { organization } = (await created.json()) as { organization: { id: string } };
const bffChild = await startChild(
  fileURLToPath(new URL('../packages/server/src/test/load-bff-process.ts', import.meta.url)),
  [],
  /listening (http:\/\/\S+ http:\/\/\S+)/,
  {
    ...GC,
    PLUGBOARD_BENCH_UPSTREAM: JSON.stringify({
      baseUrl: emulator.url,
      ...CLIENT,
      organizationId: organization.id,
    }),
  },
);
const bff = split(bffChild.ready);
const targets: LifeTargets = {
  bff: new URL(bff.url),
  emulator: new URL(emulator.url),
  controlAuthorization: `Basic ${btoa(`${CLIENT.clientId}:${CLIENT.clientSecret}`)}`,
  mcp: new URL('/mcp', bff.url),
};
/** Requests in one life: 8 to the BFF, the consent, 6 to the MCP endpoint. */
const REQUESTS_PER_LIFE = 15;

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

interface Row {
  atSeconds: number;
  bff: ProcessStats;
  emulator: ProcessStats;
  lives: number;
  failed: number;
  inFlight: number;
  requests: number;
  errors: number;
}

try {
  const agent = new Agent({ connections: 64, keepAliveTimeout: 10_000 });
  const samples: Sample[] = [];
  let lives = 0;
  let failed = 0;
  let inFlight = 0;
  let identity = 0;
  const started = performance.now();
  const deadline = started + DURATION_S * 1000;
  const running = new Set<Promise<void>>();
  const rows: Row[] = [];
  let nextSample = started + SAMPLE_S * 1000;
  let sampled = 0;
  console.info(
    `${LIVES_PER_S} account lives a second for ${DURATION_S} s (about ${(LIVES_PER_S * REQUESTS_PER_LIFE).toFixed(1)} requests a second), a sample every ${SAMPLE_S} s\n`,
  );
  console.info(
    '    s  lives failed flight  BFF RSS  heap  ELD p99  max    emul RSS  heap  ELD p99  max   req p50 p99 ms',
  );
  for (let n = 0; performance.now() < deadline; n++) {
    const due = started + (n * 1000) / LIVES_PER_S;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight++;
    const life = liveOneAccount(agent, targets, `soak${++identity}@load.test`, (sample) =>
      samples.push(sample),
    ).then((ok) => {
      inFlight--;
      if (ok) lives++;
      else failed++;
    });
    running.add(life);
    void life.then(() => running.delete(life));
    if (performance.now() >= nextSample) {
      nextSample += SAMPLE_S * 1000;
      const [ofBff, ofEmulator] = await Promise.all([
        readProcessStats(bff.stats, true),
        readProcessStats(emulator.stats, true),
      ]);
      const recent = samples.slice(sampled);
      sampled = samples.length;
      const latency = summarize(recent.map((sample) => sample.ms));
      const row: Row = {
        atSeconds: (performance.now() - started) / 1000,
        bff: ofBff,
        emulator: ofEmulator,
        lives,
        failed,
        inFlight,
        requests: recent.length,
        errors: recent.filter((sample) => !sample.ok).length,
      };
      rows.push(row);
      const eld = (stats: ProcessStats) =>
        `${stats.eventLoopDelay.p99.toFixed(0).padStart(7)}${stats.eventLoopDelay.max.toFixed(0).padStart(6)}`;
      console.info(
        `${row.atSeconds.toFixed(0).padStart(5)}${String(lives).padStart(7)}${String(failed).padStart(7)}${String(inFlight).padStart(7)}${mb(ofBff.rssBytes).padStart(9)}${mb(ofBff.heapUsedBytes).padStart(6)}${eld(ofBff)}${mb(ofEmulator.rssBytes).padStart(12)}${mb(ofEmulator.heapUsedBytes).padStart(6)}${eld(ofEmulator)}${latency.median.toFixed(0).padStart(8)}${latency.p99.toFixed(0).padStart(7)}`,
      );
    }
  }
  await Promise.all(running);
  await agent.close();

  const heap = (pick: (row: Row) => ProcessStats): HeapSample[] =>
    rows.map((row) => ({ atSeconds: row.atSeconds, heapUsedBytes: pick(row).heapUsedBytes }));
  const all = summarize(samples.map((sample) => sample.ms));
  const errors = samples.filter((sample) => !sample.ok).length;
  console.info(
    `\n${lives} lives, ${failed} failed; ${samples.length} requests (${(samples.length / DURATION_S).toFixed(1)}/s), ${errors} errors; p50 ${all.median.toFixed(1)} ms, p99 ${all.p99.toFixed(1)} ms`,
  );
  for (const [name, pick] of [
    ['BFF and its MCP endpoint', (row: Row) => row.bff],
    ['emulator', (row: Row) => row.emulator],
  ] as const) {
    const verdict = judgeGrowth(heap(pick));
    const afterWarmUp = rows.slice(Math.floor(rows.length / 3));
    const rss = afterWarmUp.map((row) => pick(row).rssBytes);
    const eldP99 = summarize(rows.map((row) => pick(row).eventLoopDelay.p99));
    console.info(
      `${name}: heap after GC ${verdict.growing ? 'KEPT GROWING' : 'flat'} after warm-up (${mb(verdict.growthBytes)} MB between the halves, allowed ${mb(verdict.allowedBytes)} MB; slope ${mb(verdict.slopeBytesPerMinute)} MB/min); RSS ${mb(rss[0] ?? 0)} -> ${mb(rss.at(-1) ?? 0)} MB after warm-up; event-loop delay p99 per sample: median ${eldP99.median.toFixed(1)} ms, worst ${eldP99.max.toFixed(1)} ms`,
    );
  }
  const line = (load: number[]) => load.map((value) => value.toFixed(2)).join(' ');
  console.info(
    `load average (1, 5, 15 min) on ${availableParallelism()} cores: ${line(loadAtStart)} at the start, ${line(loadavg())} at the end`,
  );
} finally {
  await bffChild.stop();
  await emulatorChild.stop();
}
