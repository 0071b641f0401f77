// A tool call through a virtual MCP server (issue 22) against the same execute_tool called
// directly: crm_list_companies for one ACTIVE account, from the MCP SDK's own client (each call a
// Streamable HTTP POST whose session token the emulator verifies, then the configuration it names
// read, then execute_tool run in process) and from plain fetch with the client-credentials token.
// The emulator runs in a process of its own; rounds alternate the two paths so a burst of other
// work on the shared machine weighs on each alike. Prints p50 and p99 of each, and the
// difference of the medians: what the MCP layer adds to a call.
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createUpstreamClient } from '../packages/server/src/upstream/upstream-client.ts';
import { startChild } from './lib/child-process.ts';
import { formatMs, summarize } from './lib/summarize.ts';

const CLIENT = { clientId: 'bench-client', clientSecret: 'bench-secret-7c1d' };
const ROUNDS = 8;
const CALLS_PER_ROUND = 50;
const WARM_UP_CALLS = 40;
const IDENTIFIER = 'ada@example.com';

const emulator = await startChild(
  fileURLToPath(new URL('../packages/emulator/src/cli.ts', import.meta.url)),
  ['--memory', '--port', '0'],
  /listening on (http:\/\/\S+)/,
  { PLUGBOARD_CLIENT_ID: CLIENT.clientId, PLUGBOARD_CLIENT_SECRET: CLIENT.clientSecret },
);
const baseUrl = emulator.ready;
try {
  const upstream = createUpstreamClient({ baseUrl, ...CLIENT, logger: () => {} });
  await upstream.createConnectedAccount({
    connector: 'crm',
    identifier: IDENTIFIER,
    connected_account: { authorization_details: { oauth_token: { access_token: 'bench-token' } } },
  });
  const config = await upstream.createMcpConfig({
    name: 'bench-crm',
    connection_tool_mappings: [{ connection_name: 'crm', tools: ['crm_list_companies'] }],
  });
  const { token } = await upstream.createMcpSessionToken({
    mcp_config_id: config.id,
    identifier: IDENTIFIER,
    expiry: '3600s',
  });
  const issued = await fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'client_credentials', ...toForm(CLIENT) }),
  });
  const { access_token } = (await issued.json()) as { access_token: string };

  const mcp = new Client({ name: 'bench', version: '1.0.0' });
  await mcp.connect(
    new StreamableHTTPClientTransport(new URL(config.mcp_server_url), {
      requestInit: { headers: { authorization: `Bearer ${token}` } },
    }),
  );

  const paths = {
    'tools/call via the virtual MCP server': async () => {
      const result = await mcp.callTool({ name: 'crm_list_companies', arguments: {} });
      if (result.isError) throw new Error(JSON.stringify(result.content));
    },
    'execute_tool directly': async () => {
      const res = await fetch(`${baseUrl}/api/v1/execute_tool`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          tool_name: 'crm_list_companies',
          params: {},
          connector: 'crm',
          identifier: IDENTIFIER,
        }),
      });
      if (res.status !== 200) throw new Error(`execute_tool answered ${res.status}`);
      await res.arrayBuffer();
    },
  };
  type PathName = keyof typeof paths;
  const samples = Object.fromEntries(
    Object.keys(paths).map((name) => [name, [] as number[]]),
  ) as Record<PathName, number[]>;
  for (const run of Object.values(paths)) for (let n = 0; n < WARM_UP_CALLS; n += 1) await run();
  const names = Object.keys(paths) as PathName[];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const name of round % 2 === 0 ? names : [...names].reverse()) {
      for (let n = 0; n < CALLS_PER_ROUND; n += 1) {
        const started = performance.now();
        await paths[name]();
        samples[name].push(performance.now() - started);
      }
    }
  }
  await mcp.close();

  console.info(`${ROUNDS * CALLS_PER_ROUND} sequential calls each, crm_list_companies\n`);
  console.info(`${'path'.padEnd(40)}${'p50'.padStart(10)}${'p99'.padStart(10)}`);
  for (const name of names) {
    const { median, p99 } = summarize(samples[name]);
    console.info(`${name.padEnd(40)}${formatMs(median)}${formatMs(p99)}`);
  }
  const added =
    summarize(samples[names[0] as PathName]).median -
    summarize(samples[names[1] as PathName]).median;
  console.info(`\nthe MCP layer adds ${added.toFixed(1)} ms to the median call`);
} finally {
  await emulator.stop();
}

function toForm(client: typeof CLIENT): Record<string, string> {
  return { client_id: client.clientId, client_secret: client.clientSecret };
}
