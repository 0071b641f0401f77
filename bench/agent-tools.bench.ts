// A model's tool call through @plugboard/server/ai (aiTools, the tool's execute)
// beside the same call through the BFF route POST /tools/execute, in the same run (issue 14).
// Both go through the same handler and upstream client: the route adds the Request, its body
// read and parse, routing, the cross-site guard, the session and the rate limits, and the JSON
// answer; the tool adds the output object. crm_list_people for Ada, who has an ACTIVE CRM account.
// One call at a time, the two paths alternating so that a burst of other work weighs on both.
// The emulator runs in a process of its own; the handler in this one, called without HTTP.
// Figures only, with the load average: they move with what else runs on the machine.
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { aiTools } from '../packages/server/src/ai.ts';
import { createPlugboard } from '../packages/server/src/index.ts';
import { createUpstreamClient } from '../packages/server/src/upstream/upstream-client.ts';
import { startChild } from './lib/child-process.ts';
import { formatMs, summarize } from './lib/summarize.ts';

const SAMPLES = 300;
const WARM_UP = 50;
const CLIENT = { clientId: 'bench-client', clientSecret: 'bench-secret-7c1f' };
const APP = 'https://app.example.com';
const ADA = { identifier: 'ada@bench.test' };

const loadAtStart = loadavg();
const emulator = await startChild(
  fileURLToPath(new URL('../packages/emulator/src/cli.ts', import.meta.url)),
  ['--memory', '--port', '0'],
  /listening on (http:\/\/\S+)/,
  { PLUGBOARD_CLIENT_ID: CLIENT.clientId, PLUGBOARD_CLIENT_SECRET: CLIENT.clientSecret },
);
const baseUrl = emulator.ready;

try {
  const options = { baseUrl, clientId: CLIENT.clientId, clientSecret: CLIENT.clientSecret };
  await createUpstreamClient(Object.assign({ logger: () => {} }, options)).createConnectedAccount({
    connector: 'crm',
    identifier: ADA.identifier,
    connected_account: { authorization_details: { oauth_token: { access_token: 'bench-crm' } } },
  });
  const plugboard = createPlugboard({
    resolveUser: () => ADA,
    logger: () => {},
    upstream: options,
    app: { url: APP },
    // The bench's one user sends far more than the default per-user limit allows; the limit
    // stays on, so the route still does its counting.
    limits: { rateLimits: { perUser: { limit: 1_000_000, windowSeconds: 60 } } },
  });
  const tools = aiTools(plugboard, { user: ADA });
  const listPeople = tools.crm_list_people;
  if (listPeople?.execute === undefined) throw new Error('crm_list_people is not in the tool set');
  const execute = listPeople.execute;

  const viaTool = async () => {
    const output = await execute({}, { toolCallId: 'bench', messages: [] });
    if (!('status' in output) || output.status !== 'ok') {
      throw new Error(`The tool answered ${JSON.stringify(output)}`);
    }
  };
  const viaRoute = async () => {
    const response = await plugboard.handler(
      new Request(`${APP}/api/plugboard/tools/execute`, {
        method: 'POST',
        headers: { origin: APP, 'x-plugboard': '1', 'content-type': 'application/json' },
        body: JSON.stringify({ tool_name: 'crm_list_people', params: {} }),
      }),
    );
    const body = await response.json();
    if (response.status !== 200)
      throw new Error(`The route answered ${response.status}: ${JSON.stringify(body)}`);
  };

  const samples = { tool: [] as number[], route: [] as number[] };
  for (let n = 0; n < WARM_UP + SAMPLES; n++) {
    for (const [path, run] of [
      ['tool', viaTool],
      ['route', viaRoute],
    ] as const) {
      const started = performance.now();
      await run();
      if (n >= WARM_UP) samples[path].push(performance.now() - started);
    }
  }

  console.info(
    `${SAMPLES} calls each after ${WARM_UP} to warm up, alternating; load average ${loadAtStart[0]?.toFixed(1)} at start, ${loadavg()[0]?.toFixed(1)} at end`,
  );
  console.info('path | p50 | p99 | max');
  for (const [name, values] of [
    ['aiTools, tool.execute', samples.tool],
    ['POST /tools/execute (handler.handle)', samples.route],
  ] as const) {
    const stats = summarize(values);
    console.info(
      `${name} | ${formatMs(stats.median)} | ${formatMs(stats.p99)} | ${formatMs(stats.max)}`,
    );
  }
} finally {
  await emulator.stop();
}
