// Latency of the emulator's list, get and create under 50 concurrent clients (closed loop, kept-
// alive connections), with the emulator in a process of its own so the clients do not share its
// event loop. Figures only: the machine's load average is printed beside them.
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { startChild } from './lib/child-process.ts';
import { runLoad } from './lib/load-test.ts';
import { formatMs, summarize } from './lib/summarize.ts';

const CONCURRENCY = 50;
const DURATION_MS = 3000;
const ROWS = 200;
const CLIENT = { id: 'plugboard-dev-client', secret: 'plugboard-dev-secret' };

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

/** One JSON request; resolves with the status and the parsed body. */
function send(
  agent: Agent,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
) {
  return new Promise<{ status: number; body: string }>((resolve) => {
    const outgoing = request(url, { method, agent, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    outgoing.on('error', () => resolve({ status: 0, body: '' }));
    outgoing.end(body);
  });
}

/** The closed loop of `runLoad`, for POST: each client creates its next organization at once. */
async function runCreates(url: string, headers: Record<string, string>) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const end = started + DURATION_MS;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const body = JSON.stringify({ display_name: `Created ${(next += 1)}` });
        const sent = performance.now();
        const { status } = await send(agent, 'POST', url, headers, body);
        latencies.push(performance.now() - sent);
        if (status !== 201) errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const { median, p99 } = summarize(latencies);
  return {
    requests: latencies.length,
    errors,
    throughput: latencies.length / elapsed,
    p50: median,
    p99,
  };
}

try {
  const base = emulator.ready;
  const agent = new Agent({ keepAlive: true });
  const token = await send(
    agent,
    'POST',
    `${base}/oauth/token`,
    { 'content-type': 'application/x-www-form-urlencoded' },
    new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: CLIENT.id,
      client_secret: CLIENT.secret,
    }).toString(),
  );
  agent.destroy();
  const headers = {
    authorization: `Bearer ${(JSON.parse(token.body) as { access_token: string }).access_token}`,
    'content-type': 'application/json',
  };

  const cases = [
    ['list organizations (page of 50)', 'GET', '/api/v1/organizations'],
    ['get organization', 'GET', '/api/v1/organizations/org_bench_7'],
    ['list connected accounts (50)', 'GET', '/api/v1/connected_accounts'],
    ['get connected account', 'GET', '/api/v1/connected_accounts/auth?id=ca_bench_7'],
    ['create organization', 'POST', '/api/v1/organizations'],
  ] as const;
  console.info(
    `${CONCURRENCY} concurrent clients, ${DURATION_MS / 1000} s each, ${ROWS} rows; load average before: ${loadavg()[0]?.toFixed(2)}`,
  );
  console.info(`${'case'.padEnd(34)}${'p50'.padStart(10)}${'p99'.padStart(10)}  req/s   errors`);
  for (const [label, method, path] of cases) {
    const url = `${base}${path}`;
    const result =
      method === 'GET'
        ? await runLoad({ url, headers, concurrency: CONCURRENCY, durationMs: DURATION_MS })
        : await runCreates(url, headers);
    console.info(
      `${label.padEnd(34)}${formatMs(result.p50)}${formatMs(result.p99)}  ${result.throughput.toFixed(0).padStart(5)}   ${result.errors}`,
    );
  }
} finally {
  await emulator.stop();
}
