// Latency of the emulator's list, get and create under 50 concurrent clients, with the emulator
// in a process of its own so the clients do not share its event loop. Two loads: saturating (each
// client sends its next request as soon as the answer is read, so the figures show throughput and
// queueing) and paced (each client sends 10 requests a second, as 50 busy test workers might).
// Figures only; the machine's load average is printed beside them, and the emulator's own CPU time
// per request, which hardly moves when other work shares the machine.
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startChild } from './lib/child-process.ts';
import { processCpuMs } from './lib/process-cpu.ts';
import { formatMs, summarize } from './lib/summarize.ts';

const CLIENTS = 50;
const DURATION_MS = 1200;
/** Each case runs this long unmeasured first (see `load`). */
const WARM_UP_MS = 400;
const PACED_PER_CLIENT_PER_SECOND = 10;
const ROWS = 200;
const CLIENT = { id: 'plugboard-dev-client', secret: 'plugboard-dev-secret' };

interface Case {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  /** The body of the n-th request, for POST. */
  body?: (n: number) => string;
  expect: number;
}

const CASES: Case[] = [
  { label: 'list organizations (50)', method: 'GET', path: '/api/v1/organizations', expect: 200 },
  {
    label: 'get organization',
    method: 'GET',
    path: '/api/v1/organizations/org_bench_7',
    expect: 200,
  },
  {
    label: 'list connected accounts (50)',
    method: 'GET',
    path: '/api/v1/connected_accounts',
    expect: 200,
  },
  {
    label: 'get connected account',
    method: 'GET',
    path: '/api/v1/connected_accounts/auth?id=ca_bench_7',
    expect: 200,
  },
  {
    label: 'create organization',
    method: 'POST',
    path: '/api/v1/organizations',
    body: (n) => JSON.stringify({ display_name: `Created ${n}` }),
    expect: 201,
  },
];

/**
 * Sends one request and resolves with its status once the answer is read. The body is read and
 * dropped: building strings of it would add the client's own garbage collection to the figures.
 */
function send(
  agent: Agent,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
) {
  return new Promise<number>((resolve) => {
    const outgoing = request(url, { method, agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    outgoing.on('error', () => resolve(0));
    outgoing.end(body);
  });
}

/**
 * `CLIENTS` clients in a loop over kept-alive connections; with `paced`, each waits for its next
 * slot. They run `WARM_UP_MS` unmeasured first, so the figures are the steady state: connections
 * open, code compiled. `cpu` reads the emulator's CPU time, taken over the measured part.
 */
async function load(
  base: string,
  headers: Record<string, string>,
  item: Case,
  paced: boolean,
  cpu: () => number | undefined,
) {
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  const interval = 1000 / PACED_PER_CLIENT_PER_SECOND;
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const measured = started + WARM_UP_MS;
  const end = measured + DURATION_MS;
  let cpuAtStart: number | undefined;
  const cpuStart = setTimeout(() => {
    cpuAtStart = cpu();
  }, WARM_UP_MS);
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      // Paced clients start spread over one interval, as independent workers would.
      let due = started + (paced ? (client * interval) / CLIENTS : 0);
      while (due < end) {
        if (paced) await sleep(Math.max(0, due - performance.now()));
        sent += 1;
        const at = performance.now();
        const status = await send(
          agent,
          item.method,
          `${base}${item.path}`,
          headers,
          item.body?.(sent),
        );
        if (at >= measured) {
          latencies.push(performance.now() - at);
          if (status !== item.expect) errors += 1;
        }
        due = paced ? due + interval : performance.now();
      }
    }),
  );
  clearTimeout(cpuStart);
  const cpuAtEnd = cpu();
  agent.destroy();
  const seconds = (performance.now() - measured) / 1000;
  return {
    ...summarize(latencies),
    throughput: latencies.length / seconds,
    errors,
    cpuPerRequest:
      cpuAtStart === undefined || cpuAtEnd === undefined
        ? undefined
        : (cpuAtEnd - cpuAtStart) / latencies.length,
  };
}

const emulator = await startChild(
  join(import.meta.dirname, 'lib/emulator-server.ts'),
  [],
  /listening (\S+)/,
  {
    PLUGBOARD_BENCH_ROWS: String(ROWS),
    PLUGBOARD_CLIENT_ID: CLIENT.id,
    PLUGBOARD_CLIENT_SECRET: CLIENT.secret,
  },
);
try {
  const base = emulator.ready;
  const token = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: CLIENT.id,
      client_secret: CLIENT.secret,
    }),
  });
  const headers = {
    authorization: `Bearer ${((await token.json()) as { access_token: string }).access_token}`,
    'content-type': 'application/json',
  };

  console.info(
    `${CLIENTS} clients, ${DURATION_MS / 1000} s per case, ${ROWS} rows; load average ${loadavg()[0]?.toFixed(2)}`,
  );
  for (const paced of [false, true]) {
    console.info(
      paced
        ? `\npaced: each client ${PACED_PER_CLIENT_PER_SECOND} requests/s (${CLIENTS * PACED_PER_CLIENT_PER_SECOND}/s offered); load average ${loadavg()[0]?.toFixed(2)}`
        : '\nsaturating: each client sends again as soon as it has the answer',
    );
    console.info(
      `${'case'.padEnd(30)}${'p50'.padStart(10)}${'p99'.padStart(10)}   req/s  errors  cpu/req`,
    );
    for (const item of CASES) {
      const result = await load(base, headers, item, paced, () => processCpuMs(emulator.pid));
      const cpuPerRequest =
        result.cpuPerRequest === undefined ? 'n/a' : formatMs(result.cpuPerRequest).trim();
      console.info(
        `${item.label.padEnd(30)}${formatMs(result.median)}${formatMs(result.p99)}  ${result.throughput.toFixed(0).padStart(6)}  ${String(result.errors).padStart(6)}  ${cpuPerRequest.padStart(7)}`,
      );
    }
  }
} finally {
  await emulator.stop();
}
