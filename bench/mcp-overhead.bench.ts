// What the MCP endpoint adds to a tool run (issue 21): crm_list_people through POST
// /tools/execute of a BFF handler, and through tools/call of the MCP endpoint on that same handler
// (bearer token check on the personal token store, session lookup, the SDK's JSON-RPC and
// Streamable HTTP transport, the result checked against its schema), the MCP side driven by the
// SDK's own client as an MCP client would. Both run in this process over the Fetch API (no
// socket on either side); the emulator runs in a process of its own, on loopback. Calls alternate
// one by one, so a burst of other work on the shared machine weighs on both alike; p50 and p99 of
// each path come from the same run.
// Targets: p50 within +1 ms, p99 within +3 ms.
//
// Second part: the size of tools/list, for the example app's tool set (every read tool and
// crm_create_task) and for a set scoped to one agent role, in bytes and approximate tokens
// (bytes / 4, the usual rule of thumb for English and JSON; no tokenizer is run).
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { TOOL_CATALOG, type ToolName } from '../packages/schema/src/index.ts';
import {
  createMemoryMcpTokenStore,
  createPlugboardHandler,
  createUpstreamClient,
} from '../packages/server/src/index.ts';
import { createPlugboardMcpHandler } from '../packages/server/src/mcp.ts';
import { startChild } from './lib/child-process.ts';
import { formatMs, summarize } from './lib/summarize.ts';

const CALLS = 500;
const WARM_UP_CALLS = 100;
const CLIENT = { clientId: 'bench-client', clientSecret: 'bench-secret-7c1f' };
const APP = 'https://app.example.com';
const ENDPOINT = `${APP}/mcp`;
const USER = { identifier: 'ada@example.com' };

const loadAtStart = loadavg();
const emulator = await startChild(
  fileURLToPath(new URL('../packages/emulator/src/cli.ts', import.meta.url)),
  ['--memory', '--port', '0'],
  /listening on (http:\/\/\S+)/,
  { PLUGBOARD_CLIENT_ID: CLIENT.clientId, PLUGBOARD_CLIENT_SECRET: CLIENT.clientSecret },
);
const baseUrl = emulator.ready;
await createUpstreamClient({ baseUrl, ...CLIENT, logger: () => {} }).createConnectedAccount({
  connector: 'crm',
  identifier: USER.identifier,
  connected_account: { authorization_details: { oauth_token: { access_token: 'bench-token' } } },
});

const EXAMPLE_TOOLS: ToolName[] = [
  ...Object.values(TOOL_CATALOG)
    .filter((tool) => tool.effect === 'read')
    .map((tool) => tool.name),
  'crm_create_task',
];
const plugboard = createPlugboardHandler({
  baseUrl,
  ...CLIENT,
  verifyCallbackUrl: `${APP}/connect/callback`,
  resolveUser: () => USER,
  allowedTools: EXAMPLE_TOOLS,
  rateLimits: { perUser: false, perIp: false },
  logger: () => {},
  mcp: { endpoint: ENDPOINT, tokenStore: createMemoryMcpTokenStore() },
});
const mcp = createPlugboardMcpHandler({ handler: plugboard, endpoint: ENDPOINT });
const created = await plugboard.handle(
  new Request(`${APP}/api/plugboard/mcp/tokens`, {
    method: 'POST',
    headers: { origin: APP, 'x-plugboard': '1', 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench', client: 'other' }),
  }),
);
const { secret } = (await created.json()) as { secret: string };

const client = new Client({ name: 'bench', version: '1.0.0' });
await client.connect(
  new StreamableHTTPClientTransport(new URL(ENDPOINT), {
    requestInit: { headers: { authorization: `Bearer ${secret}` } },
    fetch: (url, init) => mcp.handle(new Request(url, init)),
  }),
);
const { tools } = await client.listTools();

const body = JSON.stringify({ tool_name: 'crm_list_people', params: {} });
async function viaExecute(): Promise<void> {
  const answer = await plugboard.handle(
    new Request(`${APP}/api/plugboard/tools/execute`, {
      method: 'POST',
      headers: { origin: APP, 'x-plugboard': '1', 'content-type': 'application/json' },
      body,
    }),
  );
  if (answer.status !== 200) throw new Error(`execute: ${answer.status} ${await answer.text()}`);
  await answer.arrayBuffer();
}
async function viaMcp(): Promise<void> {
  const result = await client.callTool({ name: 'crm_list_people', arguments: {} });
  if (result.isError) throw new Error(`tools/call: ${JSON.stringify(result.content)}`);
}

for (let index = 0; index < WARM_UP_CALLS; index++) {
  await viaExecute();
  await viaMcp();
}
const times: Record<'POST /tools/execute' | 'MCP tools/call', number[]> = {
  'POST /tools/execute': [],
  'MCP tools/call': [],
};
for (let index = 0; index < CALLS; index++) {
  // Alternate which goes first, so neither always runs on a warmer cache.
  const order = index % 2 === 0 ? ([viaExecute, viaMcp] as const) : ([viaMcp, viaExecute] as const);
  for (const run of order) {
    const started = performance.now();
    await run();
    times[run === viaExecute ? 'POST /tools/execute' : 'MCP tools/call'].push(
      performance.now() - started,
    );
  }
}

console.info(
  `crm_list_people, ${CALLS} calls each, alternating (load average at start ${loadAtStart.map((value) => value.toFixed(2)).join(' ')})`,
);
const stats = Object.fromEntries(
  Object.entries(times).map(([path, values]) => [path, summarize(values)]),
);
for (const [path, { median, p99 }] of Object.entries(stats)) {
  console.info(`${path.padEnd(22)} p50 ${formatMs(median)}  p99 ${formatMs(p99)}`);
}
const execute = stats['POST /tools/execute'];
const viaEndpoint = stats['MCP tools/call'];
if (execute !== undefined && viaEndpoint !== undefined) {
  console.info(
    `MCP adds p50 ${(viaEndpoint.median - execute.median).toFixed(2)} ms (target ≤ 1), p99 ${(viaEndpoint.p99 - execute.p99).toFixed(2)} ms (target ≤ 3)`,
  );
}

const ROLE: ToolName[] = ['crm_list_people', 'crm_get_person', 'crm_list_tasks', 'crm_create_task'];
const scoped = createPlugboardMcpHandler({ handler: plugboard, endpoint: ENDPOINT, tools: ROLE });
const scopedClient = new Client({ name: 'bench', version: '1.0.0' });
await scopedClient.connect(
  new StreamableHTTPClientTransport(new URL(ENDPOINT), {
    requestInit: { headers: { authorization: `Bearer ${secret}` } },
    fetch: (url, init) => scoped.handle(new Request(url, init)),
  }),
);
const scopedTools = (await scopedClient.listTools()).tools;
const size = (list: unknown[]) => {
  const bytes = Buffer.byteLength(JSON.stringify({ tools: list }));
  return { tools: list.length, bytes, tokens: Math.round(bytes / 4) };
};
console.info('\ntools/list result size');
for (const [set, list] of [
  ['example app set (all reads + crm_create_task)', tools],
  ['scoped (one CRM role)', scopedTools],
] as const) {
  const { bytes, tools: count, tokens } = size(list);
  console.info(`${set}: ${count} tools, ${bytes} bytes, about ${tokens} tokens (bytes/4)`);
}

await client.close();
await scopedClient.close();
await mcp.close();
await scoped.close();
await emulator.stop();
