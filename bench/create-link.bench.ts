// How long `POST /links` takes through the BFF, from the click to the authorization link, and
// where that time goes (issue 17: p50 at most 20 ms, p99 at most 60 ms on the embedded emulator).
// One click at a time, as a user makes them: each request is sent when the previous answer is
// read. Cases: the first connect of a new user (the account is created), a reconnect (the account
// exists), and the consent page the link opens, which the popup loads next. Beside them, the
// upstream calls a `POST /links` may make, each sent straight to the emulator, so the BFF's own
// share shows; and the very first `POST /links` of a BFF just started (token, key, cold code).
// Twice: the emulator in memory (tests, CI) and on a data folder (the example app's default).
// The emulator and the BFF run in processes of their own; this process only sends.
// Figures only, with the load average: every one moves with what else runs on the machine.

import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChild } from './lib/child-process.ts';
import { processCpuMs } from './lib/process-cpu.ts';
import { formatMs, summarize } from './lib/summarize.ts';

const SAMPLES = 300;
const WARM_UP = 50;
const CLIENT = { clientId: 'bench-client', clientSecret: 'bench-secret-7c1f' };
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

interface Answer {
  status: number;
  body: string;
}

function send(
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, agent, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

interface Case {
  label: string;
  /** Whose CPU time the case costs: a case through the BFF costs the emulator's too. */
  pids: number[];
  /** Sends the n-th request; resolves once its answer is read, throwing on a wrong status. */
  run(n: number): Promise<void>;
}

function expectStatus(answer: Answer, status: number, label: string): Answer {
  if (answer.status !== status) {
    throw new Error(
      `${label}: ${answer.status} instead of ${status}: ${answer.body.slice(0, 300)}`,
    );
  }
  return answer;
}

const line = (load: number[]) => load.map((value) => value.toFixed(2)).join(' ');

/** Every case on one emulator (started with `emulatorArgs`) and a BFF in front of it. */
async function measure(setup: string, emulatorArgs: string[]): Promise<void> {
  const loadAtStart = loadavg();
  const emulator = await startChild(
    fileURLToPath(new URL('../packages/emulator/src/cli.ts', import.meta.url)),
    [...emulatorArgs, '--port', '0'],
    /listening on (http:\/\/\S+)/,
    { PLUGBOARD_CLIENT_ID: CLIENT.clientId, PLUGBOARD_CLIENT_SECRET: CLIENT.clientSecret },
  );
  const baseUrl = emulator.ready;
  let bff: Awaited<ReturnType<typeof startChild>> | undefined;
  try {
    const tokenAnswer = await send(
      'POST',
      `${baseUrl}/oauth/token`,
      { 'content-type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: CLIENT.clientId,
        client_secret: CLIENT.clientSecret,
      }).toString(),
    );
    const token = (JSON.parse(tokenAnswer.body) as { access_token: string }).access_token;
    const bearer = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    // docs/internals/upstream-api.md §2.1: accounts are held for an organization that exists.
    const created = await send(
      'POST',
      `${baseUrl}/api/v1/organizations`,
      bearer,
      JSON.stringify({ display_name: 'Bench organization' }),
    );
    const organizationId = (JSON.parse(created.body) as { organization: { id: string } })
      .organization.id;
    bff = await startChild(
      fileURLToPath(new URL('./lib/session-bff-server.ts', import.meta.url)),
      [],
      /listening (http:\/\/\S+)/,
      { PLUGBOARD_BENCH_UPSTREAM: JSON.stringify({ baseUrl, ...CLIENT, organizationId }) },
    );
    const bffUrl = bff.ready;
    const viaBff = (identifier: string) =>
      send(
        'POST',
        `${bffUrl}/api/plugboard/links`,
        {
          'content-type': 'application/json',
          'x-plugboard': '1',
          origin: 'http://127.0.0.1',
          'sec-fetch-site': 'same-origin',
          'x-bench-user': identifier,
        },
        JSON.stringify({ connector: 'crm' }),
      );

    const RECONNECTING = 'grace@example.com';
    // The very first request of a BFF just started: no token, no key, no code compiled yet.
    const coldStarted = performance.now();
    expectStatus(await viaBff(RECONNECTING), 200, 'first POST /links');
    const coldMs = performance.now() - coldStarted;
    const owner = new URLSearchParams({
      identifier: RECONNECTING,
      organization_id: organizationId,
      connector: 'crm',
    });
    const listed = await send('GET', `${baseUrl}/api/v1/connected_accounts?${owner}`, bearer);
    const reconnectId =
      (JSON.parse(listed.body) as { connected_accounts: { id: string }[] }).connected_accounts[0]
        ?.id ?? '';

    let lastLink = '';
    const cases: Case[] = [
      {
        label: 'BFF POST /links, first connect',
        pids: [bff.pid, emulator.pid],
        run: async (n) => {
          expectStatus(await viaBff(`user-${n}@example.com`), 200, 'first connect');
        },
      },
      {
        label: 'BFF POST /links, reconnect',
        pids: [bff.pid, emulator.pid],
        run: async () => {
          const answer = expectStatus(await viaBff(RECONNECTING), 200, 'reconnect');
          lastLink = (JSON.parse(answer.body) as { link: string }).link;
        },
      },
      {
        label: 'emulator GET consent page',
        pids: [emulator.pid],
        run: async () => {
          expectStatus(await send('GET', lastLink, {}), 200, 'consent page');
        },
      },
      {
        label: 'emulator GET connected_accounts',
        pids: [emulator.pid],
        run: async () => {
          expectStatus(
            await send('GET', `${baseUrl}/api/v1/connected_accounts?${owner}`, bearer),
            200,
            'list',
          );
        },
      },
      {
        label: 'emulator POST magic_link',
        pids: [emulator.pid],
        run: async () => {
          const request = {
            connector: 'crm',
            identifier: RECONNECTING,
            organization_id: organizationId,
            id: reconnectId,
            state: 'bench-state',
            user_verify_url: 'http://127.0.0.1/connect/callback',
          };
          expectStatus(
            await send(
              'POST',
              `${baseUrl}/api/v1/connected_accounts/magic_link`,
              bearer,
              JSON.stringify(request),
            ),
            200,
            'magic_link',
          );
        },
      },
    ];

    console.info(`\n## emulator ${setup}\n`);
    console.info(`first POST /links of a BFF just started: ${coldMs.toFixed(1)} ms\n`);
    console.info(
      `${'case'.padEnd(36)}${'min'.padStart(10)}${'p50'.padStart(10)}${'p99'.padStart(10)}${'max'.padStart(10)}  CPU/req`,
    );
    let user = 0;
    for (const { label, pids, run } of cases) {
      for (let n = 0; n < WARM_UP; n++) await run(user++);
      const cpuBefore = pids.map((pid) => processCpuMs(pid) ?? 0);
      const samples: number[] = [];
      for (let n = 0; n < SAMPLES; n++) {
        const started = performance.now();
        await run(user++);
        samples.push(performance.now() - started);
      }
      const cpu = pids
        .map((pid, index) => ((processCpuMs(pid) ?? 0) - (cpuBefore[index] ?? 0)) / SAMPLES)
        .map((ms) => `${ms.toFixed(2)} ms`)
        .join(' + ');
      const { min, median, p99, max } = summarize(samples);
      console.info(
        `${label.padEnd(36)}${formatMs(min)}${formatMs(median)}${formatMs(p99)}${formatMs(max)}  ${cpu}`,
      );
    }
    console.info(
      `\nload average (1, 5, 15 min) on ${availableParallelism()} cores: ${line(loadAtStart)} at the start, ${line(loadavg())} at the end`,
    );
  } finally {
    await bff?.stop();
    await emulator.stop();
  }
}

console.info(
  `${SAMPLES} requests per case, one at a time, after ${WARM_UP} unmeasured; keep-alive connections.` +
    "\nCPU/req: each process's CPU time per request, the BFF's first where a case goes through it.",
);
const dataDir = mkdtempSync(join(tmpdir(), 'plugboard-bench-'));
try {
  await measure('in memory', ['--memory']);
  await measure('on a data folder', ['--data-dir', dataDir]);
} finally {
  agent.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
