// A model's tool call through @plugboard/server/ai (aiTools, the tool's execute)
// beside the same call through the BFF route POST /tools/execute, in the same run (issue 14).
// Both go through the same handler and upstream client: the route adds the Request, its body
// read and parse, routing, the cross-site guard, the session and the rate limits, and the JSON
// answer; the tool adds the output object. crm_list_people for Ada, who has an ACTIVE CRM account.
// Issue 32: the same call for Lin, who has two CRM accounts (on the default, and on one the call
// names), and what building the tool set costs now that it reads the user's accounts once.
// One call at a time, the paths alternating so that a burst of other work weighs on each.
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
const LIN = { identifier: 'lin@bench.test' };

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
  const client = createUpstreamClient(Object.assign({ logger: () => {} }, options));
  const crmAccount = (identifier: string, label?: string) =>
    client.createConnectedAccount({
      connector: 'crm',
      identifier,
      connected_account: {
        ...(label !== undefined && { api_config: { plugboard_label: label } }),
        authorization_details: { oauth_token: { access_token: 'bench-crm' } },
      },
    });
  await crmAccount(ADA.identifier);
  // Lin's first account and a further one, as POST /links {add:true} names it.
  await crmAccount(LIN.identifier, 'Work CRM');
  await crmAccount(`${LIN.identifier}#benchaaa`, 'Personal CRM');
  // Counts the upstream requests each path makes: a figure the machine's load does not move.
  let upstreamRequests = 0;
  const countingFetch: typeof fetch = (input, init) => {
    upstreamRequests += 1;
    return fetch(input, init);
  };
  const plugboard = createPlugboard({
    resolveUser: () => ADA,
    logger: () => {},
    upstream: { ...options, fetch: countingFetch },
    app: { url: APP },
    // The bench's one user sends far more than the default per-user limit allows; the limit
    // stays on, so the route still does its counting.
    limits: { rateLimits: { perUser: { limit: 1_000_000, windowSeconds: 60 } } },
  });
  const listPeopleOf = async (user: typeof ADA) => {
    const execute = (await aiTools(plugboard, { user })).crm_list_people?.execute;
    if (execute === undefined) throw new Error('crm_list_people is not in the tool set');
    return execute;
  };
  const [adasListPeople, linsListPeople] = [await listPeopleOf(ADA), await listPeopleOf(LIN)];
  const run = async (
    execute: typeof adasListPeople,
    input: Record<string, unknown>,
    accountName: string,
  ) => {
    const output = await execute(input, { toolCallId: 'bench', messages: [] });
    if (!('status' in output) || output.status !== 'ok' || output.account.name !== accountName) {
      throw new Error(`The tool answered ${JSON.stringify(output)}`);
    }
  };
  const viaTool = () => run(adasListPeople, {}, 'CRM');
  const linsDefault = () => run(linsListPeople, {}, 'Work CRM');
  const linsNamed = () => run(linsListPeople, { account: 'personal' }, 'Personal CRM');
  const build = async (user: typeof ADA, expected: string) => {
    const tools = await aiTools(plugboard, { user });
    if (!tools.crm_list_people?.description?.endsWith(expected)) {
      throw new Error(`The description is ${tools.crm_list_people?.description}`);
    }
  };
  const buildAdas = () => build(ADA, 'records.');
  const buildLins = () => build(LIN, 'Accounts: Work CRM (default), Personal CRM');
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

  const paths = [
    ['aiTools, tool.execute', viaTool],
    ['POST /tools/execute (handler.handle)', viaRoute],
    ['aiTools, tool.execute, 2 accounts, default', linsDefault],
    ['aiTools, tool.execute, 2 accounts, named', linsNamed],
    ['aiTools build, 1 account', buildAdas],
    ['aiTools build, 2 accounts', buildLins],
  ] as const;
  const samples = new Map<string, number[]>(paths.map(([name]) => [name, []]));
  const requests = new Map<string, number>(paths.map(([name]) => [name, 0]));
  for (let n = 0; n < WARM_UP + SAMPLES; n++) {
    for (const [name, call] of paths) {
      const before = upstreamRequests;
      const started = performance.now();
      await call();
      if (n >= WARM_UP) {
        samples.get(name)?.push(performance.now() - started);
        requests.set(name, (requests.get(name) ?? 0) + upstreamRequests - before);
      }
    }
  }

  console.info(
    `${SAMPLES} calls each after ${WARM_UP} to warm up, alternating; load average ${loadAtStart[0]?.toFixed(1)} at start, ${loadavg()[0]?.toFixed(1)} at end`,
  );
  console.info('path | p50 | p99 | max | upstream requests per call');
  for (const [name, values] of samples) {
    const stats = summarize(values);
    const perCall = (requests.get(name) ?? 0) / SAMPLES;
    console.info(
      `${name} | ${formatMs(stats.median)} | ${formatMs(stats.p99)} | ${formatMs(stats.max)} | ${perCall.toFixed(1)}`,
    );
  }
} finally {
  await emulator.stop();
}
