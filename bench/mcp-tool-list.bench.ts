// What an MCP client is handed by tools/list (issue 30), side by side in one run, for the example
// app's tool set (every read tool and crm_create_task: 92 tools) behind three personal tokens:
//   (a) a listed scope of every connector: every tool listed, what every token got before scopes;
//   (b) a token made with the defaults: discovery (search_tools, describe_tool, run_tool);
//   (c) a typical scoped token: the CRM and the docs app, listed.
//   (a') (a) again once the user has two CRM accounts: each CRM tool's description then ends with
//       the line naming them (issue 32), which only a user with several accounts gets.
// Every tool's input schema has the optional `account` argument (issue 32) in all of them.
// For each: tool count, bytes of the tools/list result's JSON, its tokens (gpt-tokenizer's o200k
// `encode`, as a current model counts them), and the CPU the SDK v1 client spends in listTools()
// (process.cpuUsage around the call, median of several runs, each in a fresh Client so its
// output-schema validators are compiled anew). The endpoint runs in this process over the Fetch
// API (no socket), so the CPU includes the endpoint's share of answering, a JSON.stringify.
// A second table compares the listed set's output schemas inline (before) and with shared
// definitions ($defs, now): bytes, tokens, and the CPU of compiling them with the SDK client's
// own validator (AjvJsonSchemaValidator), which is most of listTools()'s CPU.
// Budgets printed against: a default token's list at most 60 KB and 40 tools, discovery's under
// 4 KB, listTools() under 100 ms of CPU for a default token.
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { encode } from 'gpt-tokenizer';
import {
  CONNECTORS,
  type ConnectorId,
  type McpToolScope,
  TOOL_CATALOG,
  type ToolName,
} from '../packages/schema/src/index.ts';
import { sessionSubject } from '../packages/server/src/common/session-user.ts';
import { createMemoryMcpTokenStore, createPlugboard } from '../packages/server/src/index.ts';
import {
  hashSecret,
  newSecret,
  newTokenId,
} from '../packages/server/src/mcp/tokens/token-secret.ts';
import { createMcpEndpoint } from '../packages/server/src/mcp.ts';
import { createUpstreamClient } from '../packages/server/src/upstream/upstream-client.ts';
import { startChild } from './lib/child-process.ts';
import { summarize } from './lib/summarize.ts';

const RUNS = 7;
const CLIENT = { clientId: 'bench-client', clientSecret: 'bench-secret-7c1f' };
const APP = 'https://app.example.com';
const ENDPOINT = `${APP}/mcp`;
const USER = { identifier: 'ada@example.com' };
const BUDGET = { defaultBytes: 60 * 1024, defaultTools: 40, discoveryBytes: 4 * 1024, cpuMs: 100 };

const emulator = await startChild(
  fileURLToPath(new URL('../packages/emulator/src/cli.ts', import.meta.url)),
  ['--memory', '--port', '0'],
  /listening on (http:\/\/\S+)/,
  { PLUGBOARD_CLIENT_ID: CLIENT.clientId, PLUGBOARD_CLIENT_SECRET: CLIENT.clientSecret },
);

// The example app's tool set (apps/example/src/server/create-app.ts).
const EXAMPLE_TOOLS: ToolName[] = [
  ...Object.values(TOOL_CATALOG)
    .filter((tool) => tool.effect === 'read')
    .map((tool) => tool.name),
  'crm_create_task',
];
const tokenStore = createMemoryMcpTokenStore();
const plugboard = createPlugboard({
  resolveUser: () => USER,
  logger: () => {},
  upstream: { ...CLIENT, baseUrl: emulator.ready },
  app: { url: APP },
  tools: { connectors: Object.keys(CONNECTORS) as ConnectorId[], allowed: EXAMPLE_TOOLS },
  mcp: { endpoint: ENDPOINT },
  stores: { mcpTokens: tokenStore },
  limits: { rateLimits: { perUser: false, perIp: false } },
});
const mcp = createMcpEndpoint(plugboard);

const SCOPES: [label: string, scope: McpToolScope | undefined][] = [
  [
    '(a) every tool listed (as before)',
    { mode: 'listed', connectors: Object.keys(CONNECTORS) as ConnectorId[] },
  ],
  ['(b) default token (discover)', undefined],
  ['(c) scoped: crm + docsapp', { mode: 'listed', connectors: ['crm', 'docsapp'] }],
];

/**
 * A personal token of the user with `toolScope`, written into the store as the token API writes
 * one (absent: a token made with the defaults).
 */
async function tokenWith(toolScope: McpToolScope | undefined): Promise<string> {
  const secret = newSecret();
  const now = Date.now();
  await tokenStore.create({
    id: newTokenId(),
    subject: sessionSubject(USER),
    user: USER,
    name: 'bench',
    client: 'other',
    ...(toolScope !== undefined && { toolScope }),
    hint: secret.slice(-4),
    secretHash: await hashSecret(secret),
    createdAt: now,
    expiresAt: now + 86_400_000,
    lastUsedAt: null,
  });
  return secret;
}

async function connect(secret: string): Promise<Client> {
  const client = new Client({ name: 'bench', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(ENDPOINT), {
      requestInit: { headers: { authorization: `Bearer ${secret}` } },
      fetch: (url, init) => mcp.handler(new Request(url, init)),
    }),
  );
  return client;
}

/** CPU milliseconds (user + system) `run` takes. */
async function cpuMsOf(run: () => unknown): Promise<number> {
  const before = process.cpuUsage();
  await run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1_000;
}

const sizeOf = (tools: readonly Tool[]) => {
  const json = JSON.stringify({ tools });
  return { bytes: Buffer.byteLength(json), tokens: encode(json).length };
};

interface Row {
  label: string;
  tools: number;
  bytes: number;
  tokens: number;
  cpuMs: number;
}
const rows: Row[] = [];
let everyTool: Tool[] = [];

/** Ada's default CRM account and a further one (`<identifier>#<slot>`), made upstream. */
async function twoCrmAccounts(): Promise<void> {
  const upstream = createUpstreamClient({ ...CLIENT, baseUrl: emulator.ready, logger: () => {} });
  for (const identifier of [USER.identifier, `${USER.identifier}#abcdefgh`]) {
    await upstream.createConnectedAccount({
      connector: 'crm',
      identifier,
      connected_account: { authorization_details: { oauth_token: { access_token: identifier } } },
    });
  }
}

async function measure(label: string, scope: McpToolScope | undefined): Promise<void> {
  const secret = await tokenWith(scope);
  // A warm-up, so the first measured run pays no module loading.
  const warm = await connect(secret);
  const { tools } = await warm.listTools();
  await warm.close();
  if (scope?.mode === 'listed' && scope.connectors.length > 2 && everyTool.length === 0) {
    everyTool = tools;
  }
  const cpu: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const client = await connect(secret);
    cpu.push(await cpuMsOf(() => client.listTools()));
    await client.close();
  }
  rows.push({ label, tools: tools.length, ...sizeOf(tools), cpuMs: summarize(cpu).median });
}
for (const [label, scope] of SCOPES) await measure(label, scope);
await twoCrmAccounts();
const [everyConnector] = SCOPES;
await measure("(a') (a), two CRM accounts", everyConnector[1]);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.info(
  `tools/list of the example's ${EXAMPLE_TOOLS.length} tools; listTools() CPU: median of ${RUNS}, fresh SDK v1 client each\n`,
);
console.info(
  `${'token'.padEnd(36)}${'tools'.padStart(6)}${'bytes'.padStart(12)}${'tokens'.padStart(9)}${'listTools() CPU'.padStart(18)}`,
);
for (const row of rows) {
  console.info(
    `${row.label.padEnd(36)}${String(row.tools).padStart(6)}${kb(row.bytes).padStart(12)}${String(row.tokens).padStart(9)}${`${row.cpuMs.toFixed(1)} ms`.padStart(18)}`,
  );
}

/**
 * `schema` as it was before shared definitions: each `$ref` to one of them replaced by its
 * definition (zod's own `__schema` definitions, for recursion, stay).
 */
function inlined(schema: Record<string, unknown>): Record<string, unknown> {
  const defs = (schema.$defs ?? {}) as Record<string, unknown>;
  const shared = (name: string) => Object.hasOwn(defs, name) && !name.startsWith('__schema');
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (typeof value !== 'object' || value === null) return value;
    const ref = (value as { $ref?: unknown }).$ref;
    const name = typeof ref === 'string' ? ref.slice('#/$defs/'.length) : '';
    if (ref !== undefined && shared(name)) return resolve(defs[name]);
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, resolve(child)]));
  };
  const { $defs: _, ...root } = resolve(schema) as Record<string, unknown>;
  const kept = Object.entries(defs).filter(([name]) => !shared(name));
  return kept.length === 0 ? root : { ...root, $defs: Object.fromEntries(kept) };
}
// Output schemas of the listed set, inline (as before shared definitions) and shared (now).
const inline = everyTool.map((tool) =>
  tool.outputSchema === undefined
    ? tool
    : { ...tool, outputSchema: inlined(tool.outputSchema) as Tool['outputSchema'] },
);
async function compileCpu(tools: readonly Tool[]): Promise<number> {
  const cpu: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const validator = new AjvJsonSchemaValidator();
    cpu.push(
      await cpuMsOf(() => {
        for (const tool of tools) if (tool.outputSchema) validator.getValidator(tool.outputSchema);
      }),
    );
  }
  return summarize(cpu).median;
}
const outputBytes = (tools: readonly Tool[]) =>
  tools.reduce((sum, tool) => sum + JSON.stringify(tool.outputSchema ?? {}).length, 0);
console.info(
  `\n(a)'s output schemas${' '.repeat(13)}list bytes  tokens  output-schema share  compile CPU`,
);
for (const [label, tools] of [
  ['inline (before)', inline],
  ['shared $defs (now)', everyTool],
] as const) {
  const { bytes, tokens } = sizeOf(tools);
  const share = `${((outputBytes(tools) / bytes) * 100).toFixed(0)}%`;
  console.info(
    `${label.padEnd(36)}${kb(bytes).padStart(12)}${String(tokens).padStart(8)}${share.padStart(21)}${`${(await compileCpu(tools)).toFixed(1)} ms`.padStart(13)}`,
  );
}

const [, discovery] = rows;
const check = (ok: boolean) => (ok ? 'met' : 'MISSED');
if (discovery !== undefined) {
  console.info('\nbudgets (a default token discovers)');
  console.info(
    `default token: ${kb(discovery.bytes)} ≤ 60 KB ${check(discovery.bytes <= BUDGET.defaultBytes)}; ${discovery.tools} tools ≤ 40 ${check(discovery.tools <= BUDGET.defaultTools)}`,
  );
  console.info(
    `discovery: ${discovery.bytes} bytes < 4 KB ${check(discovery.bytes < BUDGET.discoveryBytes)}`,
  );
  console.info(
    `default token's listTools(): ${discovery.cpuMs.toFixed(1)} ms CPU < 100 ms ${check(discovery.cpuMs < BUDGET.cpuMs)}`,
  );
}

await mcp.close();
await emulator.stop();
