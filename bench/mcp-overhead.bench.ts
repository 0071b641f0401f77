// What the MCP endpoint adds to a tool run (issue 21): crm_list_people through POST
// /tools/execute of a BFF handler, and through tools/call of the MCP endpoint on that same handler
// (bearer token check on the personal token store, session lookup, the SDK's JSON-RPC and
// Streamable HTTP transport, the result checked against its schema), the MCP side driven by the
// SDK's own client as an MCP client would. Both run in this process over the Fetch API (no
// socket on either side); the emulator runs in a process of its own, on loopback. Calls alternate
// one by one, so a burst of other work on the shared machine weighs on both alike; p50 and p99 of
// each path come from the same run. A third path, a bare JSON-RPC client on the same endpoint,
// splits what MCP adds into the endpoint's share and the SDK client's; a fourth sends the call on
// protocol revision 2026-07-28, stateless, where each request builds its own server.
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
import { createMemoryMcpTokenStore, createPlugboard } from '../packages/server/src/index.ts';
import { instanceInternals } from '../packages/server/src/instance/create-plugboard.ts';
import { buildMcpEndpoint } from '../packages/server/src/mcp/mcp-endpoint-core.ts';
import { createMcpEndpoint } from '../packages/server/src/mcp.ts';
import { createUpstreamClient } from '../packages/server/src/upstream/upstream-client.ts';
import {
  initializeRequest,
  MCP_POST_HEADERS,
  MCP_PROTOCOL_VERSION,
} from '../packages/test-kit/src/mcp-life.ts';
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
const plugboard = createPlugboard({
  resolveUser: () => USER,
  logger: () => {},
  upstream: { ...CLIENT, baseUrl },
  app: { url: APP },
  tools: { allowed: EXAMPLE_TOOLS },
  mcp: { endpoint: ENDPOINT },
  stores: { mcpTokens: createMemoryMcpTokenStore() },
  limits: { rateLimits: { perUser: false, perIp: false } },
});
const mcp = createMcpEndpoint(plugboard);
// A token made with the defaults discovers; the client's URL lists the example's tools, as every
// token did before scopes, so the SDK client checks crm_list_people's result against its schema.
const LISTED = `${ENDPOINT}?connectors=${[...new Set(EXAMPLE_TOOLS.map((name) => TOOL_CATALOG[name].connector))].join(',')}`;
const created = await plugboard.handler(
  new Request(`${APP}/api/plugboard/mcp/tokens`, {
    method: 'POST',
    headers: { origin: APP, 'x-plugboard': '1', 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench', client: 'other' }),
  }),
);
const { secret } = (await created.json()) as { secret: string };

const client = new Client({ name: 'bench', version: '1.0.0' });
await client.connect(
  new StreamableHTTPClientTransport(new URL(LISTED), {
    requestInit: { headers: { authorization: `Bearer ${secret}` } },
    fetch: (url, init) => mcp.handler(new Request(url, init)),
  }),
);
const { tools } = await client.listTools();

// The same endpoint through a bare JSON-RPC client (a session of its own, each answer read as
// text and checked for a result), which shows what the endpoint itself adds, apart from what the
// SDK's client spends checking each answer (its zod message schemas and the output schema's ajv
// validator).
const RAW_HEADERS = {
  ...MCP_POST_HEADERS,
  authorization: `Bearer ${secret}`,
  'mcp-protocol-version': MCP_PROTOCOL_VERSION,
};
const initialized = await mcp.handler(
  new Request(ENDPOINT, {
    method: 'POST',
    headers: RAW_HEADERS,
    body: JSON.stringify(initializeRequest('bench-raw')),
  }),
);
await initialized.text();
const rawSession = {
  ...RAW_HEADERS,
  'mcp-session-id': initialized.headers.get('mcp-session-id') ?? '',
};
await mcp.handler(
  new Request(ENDPOINT, {
    method: 'POST',
    headers: rawSession,
    body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
  }),
);
const rawCall = JSON.stringify({
  jsonrpc: '2.0',
  id: 2,
  method: 'tools/call',
  params: { name: 'crm_list_people', arguments: {} },
});
async function viaRawMcp(): Promise<void> {
  const answer = await mcp.handler(
    new Request(ENDPOINT, { method: 'POST', headers: rawSession, body: rawCall }),
  );
  const text = await answer.text();
  if (!text.includes('"structuredContent"'))
    throw new Error(`raw tools/call: ${text.slice(0, 300)}`);
}

// The same call on protocol revision 2026-07-28: no session, the `_meta` envelope and the request
// headers on every call, a fresh SDK v2 server built for each request.
const MODERN_HEADERS = {
  authorization: `Bearer ${secret}`,
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': '2026-07-28',
  'mcp-method': 'tools/call',
  'mcp-name': 'crm_list_people',
};
const modernCall = JSON.stringify({
  jsonrpc: '2.0',
  id: 3,
  method: 'tools/call',
  params: {
    name: 'crm_list_people',
    arguments: {},
    _meta: {
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
      'io.modelcontextprotocol/clientInfo': { name: 'bench-raw', version: '1.0.0' },
      'io.modelcontextprotocol/clientCapabilities': {},
    },
  },
});
async function viaModernMcp(): Promise<void> {
  const answer = await mcp.handler(
    new Request(ENDPOINT, { method: 'POST', headers: MODERN_HEADERS, body: modernCall }),
  );
  const text = await answer.text();
  if (!text.includes('"structuredContent"'))
    throw new Error(`2026-07-28 tools/call: ${text.slice(0, 300)}`);
}

const body = JSON.stringify({ tool_name: 'crm_list_people', params: {} });
async function viaExecute(): Promise<void> {
  const answer = await plugboard.handler(
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

const PATHS = {
  'POST /tools/execute': viaExecute,
  'MCP tools/call': viaMcp,
  'MCP, bare JSON-RPC': viaRawMcp,
  'MCP 2026-07-28, bare': viaModernMcp,
} as const;
type PathName = keyof typeof PATHS;
const NAMES = Object.keys(PATHS) as PathName[];
for (let index = 0; index < WARM_UP_CALLS; index++) {
  for (const name of NAMES) await PATHS[name]();
}
const times = Object.fromEntries(NAMES.map((name) => [name, [] as number[]])) as Record<
  PathName,
  number[]
>;
for (let index = 0; index < CALLS; index++) {
  // Rotate which goes first, so none always runs on a warmer cache.
  for (let turn = 0; turn < NAMES.length; turn++) {
    const name = NAMES[(index + turn) % NAMES.length] as PathName;
    const started = performance.now();
    await PATHS[name]();
    times[name].push(performance.now() - started);
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
for (const [name, label] of [
  ['MCP tools/call', "MCP adds, with the SDK's client"],
  ['MCP, bare JSON-RPC', 'MCP adds, the endpoint alone'],
  ['MCP 2026-07-28, bare', 'MCP adds on 2026-07-28 (stateless: a server per request)'],
] as const) {
  const viaEndpoint = stats[name];
  if (execute === undefined || viaEndpoint === undefined) continue;
  console.info(
    `${label}: p50 ${(viaEndpoint.median - execute.median).toFixed(2)} ms (target ≤ 1), p99 ${(viaEndpoint.p99 - execute.p99).toFixed(2)} ms (target ≤ 3)`,
  );
}

const ROLE: ToolName[] = ['crm_list_people', 'crm_get_person', 'crm_list_tasks', 'crm_create_task'];
// One role's endpoint beside the instance's own: the same core, its own tool set.
const scoped = buildMcpEndpoint(instanceInternals(plugboard).core().shared, {
  endpoint: ENDPOINT,
  tools: ROLE,
});
const scopedClient = new Client({ name: 'bench', version: '1.0.0' });
await scopedClient.connect(
  new StreamableHTTPClientTransport(new URL(`${ENDPOINT}?connectors=crm`), {
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
