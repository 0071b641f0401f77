// What a model reads of a list tool's result through the MCP endpoint (issue 30, "Results a
// model can afford"): tokens of the result text before (the title line, then the structured
// result as JSON cut at 100,000 characters, reproduced here as the endpoint wrote it) and after
// (the compact text of src/tools/result-text/), per record, and of the page a model gets when it
// names no page size (before: the service's default, 500 CRM records; after: 25). Tokens are
// OpenAI's o200k (gpt-tokenizer), the yardstick of the 20,000-token budget. Records are seeded
// first: 120 CRM people, 80 rows of a docsapp database, the video platform's seeded videos, and
// the warehouse's sample orders. Everything runs in this process over the Fetch API, the
// emulator in a process of its own.
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { encode } from 'gpt-tokenizer';
import { DOCSAPP_SEED } from '../packages/emulator/src/connectors/docsapp/seed/build-ids.ts';
import type { ToolName } from '../packages/schema/src/index.ts';
import { createMemoryMcpTokenStore, createPlugboard } from '../packages/server/src/index.ts';
import { createMcpEndpoint } from '../packages/server/src/mcp.ts';
import { createUpstreamClient } from '../packages/server/src/upstream/upstream-client.ts';
import { startChild } from './lib/child-process.ts';

const CLIENT = { clientId: 'bench-client', clientSecret: 'bench-secret-7c1f' };
const APP = 'https://app.example.com';
const ENDPOINT = `${APP}/mcp`;
const USER = { identifier: 'ada@example.com' };
const PEOPLE = 120;
const ROWS = 80;
/** The old text's cut (src/mcp/tools/call-tool.ts before issue 30). */
const OLD_MAX_TEXT_CHARS = 100_000;

const emulator = await startChild(
  fileURLToPath(new URL('../packages/emulator/src/cli.ts', import.meta.url)),
  ['--memory', '--port', '0'],
  /listening on (http:\/\/\S+)/,
  { PLUGBOARD_CLIENT_ID: CLIENT.clientId, PLUGBOARD_CLIENT_SECRET: CLIENT.clientSecret },
);

try {
  const baseUrl = emulator.ready;
  const upstream = createUpstreamClient({ baseUrl, ...CLIENT, logger: () => {} });
  for (const connector of ['crm', 'docsapp', 'video'] as const) {
    await upstream.createConnectedAccount({
      connector,
      identifier: USER.identifier,
      connected_account: {
        authorization_details: { oauth_token: { access_token: `bench-${connector}` } },
      },
    });
  }
  await upstream.createConnectedAccount({
    connector: 'warehouse',
    identifier: USER.identifier,
    connected_account: { authorization_details: { static_auth: { details: { token: 't' } } } },
  });

  const plugboard = createPlugboard({
    resolveUser: () => USER,
    logger: () => {},
    upstream: { ...CLIENT, baseUrl },
    app: { url: APP },
    tools: {
      connectors: ['crm', 'docsapp', 'video', 'warehouse'],
      allowed: [
        'crm_create_person',
        'crm_list_people',
        'docsapp_database_insert_row',
        'docsapp_database_query',
        'video_search',
        'warehouse_execute_query',
      ],
    },
    mcp: { endpoint: ENDPOINT },
    stores: { mcpTokens: createMemoryMcpTokenStore() },
    limits: { rateLimits: { perUser: false, perIp: false } },
  });
  const bff = async (path: string, body: unknown) => {
    const response = await plugboard.handler(
      new Request(`${APP}/api/plugboard${path}`, {
        method: 'POST',
        headers: { origin: APP, 'x-plugboard': '1', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    const answer = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${path} ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  };
  const execute = (tool_name: ToolName, params: Record<string, unknown>) =>
    bff('/tools/execute', { tool_name, params });

  // Seed: people with a name, an email, a job title and a phone number, as a sales CRM holds them.
  const TITLES = ['Account Executive', 'Head of Procurement', 'CTO', 'Engineering Manager'];
  for (let i = 0; i < PEOPLE; i += 1) {
    await execute('crm_create_person', {
      values: {
        name: [
          {
            first_name: `Person${i}`,
            last_name: `Benchmark${i}`,
            full_name: `Person${i} Benchmark${i}`,
          },
        ],
        email_addresses: [`person${i}@bench${i % 7}.example.com`],
        job_title: [TITLES[i % TITLES.length]],
        phone_numbers: [`+4420794600${String(i).padStart(2, '0')}`],
      },
    });
  }
  const STATUSES = ['Not started', 'In progress', 'Done'];
  for (let i = 0; i < ROWS; i += 1) {
    await execute('docsapp_database_insert_row', {
      database_id: DOCSAPP_SEED.roadmapDatabaseId,
      properties: {
        title: `Roadmap item ${i}: ship the thing that matters ${i}`,
        Status: STATUSES[i % STATUSES.length],
        Priority: ['High', 'Medium', 'Low'][i % 3],
        Tags: ['Backend'],
        Estimate: 1 + (i % 13),
        Notes: `Follow-up ${i}: check with the team before the release.`,
      },
    });
  }

  const mcp = createMcpEndpoint(plugboard);
  const { secret } = (await bff('/mcp/tokens', { name: 'bench', client: 'other' })) as {
    secret: string;
  };
  // warehouse_execute_query may write, so the endpoint asks first: the bench's client accepts.
  const client = new Client(
    { name: 'bench', version: '1.0.0' },
    { capabilities: { elicitation: { form: {} } } },
  );
  client.setRequestHandler(ElicitRequestSchema, () => ({ action: 'accept' }));
  await client.connect(
    // Listed tools (not discovery), so the SDK client checks each structuredContent against its
    // output schema.
    new StreamableHTTPClientTransport(
      new URL(`${ENDPOINT}?connectors=crm,docsapp,video,warehouse`),
      {
        requestInit: { headers: { authorization: `Bearer ${secret}` } },
        fetch: (url, init) => mcp.handler(new Request(url, init)),
      },
    ),
  );
  const { tools } = await client.listTools();
  const titles = new Map(tools.map((tool) => [tool.name, tool.title ?? tool.name]));

  const call = async (name: ToolName, args: Record<string, unknown>) => {
    const result = await client.callTool({ name, arguments: args });
    const text = (result.content as { type: string; text: string }[])[0]?.text ?? '';
    if (result.isError) throw new Error(`${name}: ${text}`);
    return { text, structured: result.structuredContent as Record<string, unknown> };
  };
  const oldText = (name: ToolName, structured: Record<string, unknown>) => {
    const json = JSON.stringify(structured);
    const cut = json.length > OLD_MAX_TEXT_CHARS ? `${json.slice(0, OLD_MAX_TEXT_CHARS)}…` : json;
    return `${titles.get(name) ?? name}: done.\n${cut}`;
  };
  const countRecords = (structured: Record<string, unknown>) => {
    for (const key of ['data', 'results', 'items', 'rows']) {
      const list = structured[key];
      if (Array.isArray(list)) return list.length;
    }
    return 0;
  };
  const tokens = (text: string) => encode(text).length;

  interface Case {
    label: string;
    tool: ToolName;
    /** Args for the measured page (as many records as one call gives). */
    page: Record<string, unknown>;
    /** Args of the page before issue 30 when a model named no size (the service's default). */
    oldDefault: Record<string, unknown>;
    /** What the model sends naming no page size. */
    newDefault: Record<string, unknown>;
  }
  const CASES: Case[] = [
    {
      label: 'CRM people (5)',
      tool: 'crm_list_people',
      page: { limit: 5 },
      oldDefault: { limit: 500 },
      newDefault: {},
    },
    {
      label: 'CRM people',
      tool: 'crm_list_people',
      page: { limit: 100 },
      oldDefault: { limit: 500 },
      newDefault: {},
    },
    {
      label: 'docsapp rows',
      tool: 'docsapp_database_query',
      page: { database_id: DOCSAPP_SEED.roadmapDatabaseId, page_size: 80 },
      oldDefault: { database_id: DOCSAPP_SEED.roadmapDatabaseId, page_size: 100 },
      newDefault: { database_id: DOCSAPP_SEED.roadmapDatabaseId },
    },
    {
      label: 'video search',
      tool: 'video_search',
      page: { max_results: 50 },
      oldDefault: {},
      newDefault: {},
    },
    {
      label: 'warehouse rows',
      tool: 'warehouse_execute_query',
      page: { statement: 'SELECT * FROM sales.orders ORDER BY order_id LIMIT 100' },
      oldDefault: { statement: 'SELECT * FROM sales.orders ORDER BY order_id LIMIT 100' },
      newDefault: { statement: 'SELECT * FROM sales.orders ORDER BY order_id LIMIT 100' },
    },
  ];

  console.info(
    'list tool        records  old tokens  new tokens  old/record  new/record  ratio   old default page (records: tokens)  new default page (records: tokens)',
  );
  const samples: string[] = [];
  for (const [index, each] of CASES.entries()) {
    const page = await call(each.tool, each.page);
    const records = countRecords(page.structured);
    const before = tokens(oldText(each.tool, page.structured));
    const after = tokens(page.text);
    const oldDefault = await call(each.tool, each.oldDefault);
    const newDefault = await call(each.tool, each.newDefault);
    const oldPage = `${countRecords(oldDefault.structured)}: ${tokens(oldText(each.tool, oldDefault.structured))}`;
    const newPage = `${countRecords(newDefault.structured)}: ${tokens(newDefault.text)}`;
    console.info(
      [
        each.label.padEnd(16),
        String(records).padStart(7),
        String(before).padStart(11),
        String(after).padStart(11),
        (before / records).toFixed(1).padStart(11),
        (after / records).toFixed(1).padStart(11),
        `${(before / after).toFixed(1)}x`.padStart(6),
        oldPage.padStart(37),
        newPage.padStart(36),
      ].join(' '),
    );
    if (index > 0)
      samples.push(
        `## ${each.tool} ${JSON.stringify(each.newDefault)}\n${newDefault.text.split('\n').slice(0, 5).join('\n')}\n…\n${newDefault.text.split('\n').at(-1)}`,
      );
  }
  console.info('\nThe first lines of each new default page, as the model reads them:\n');
  console.info(samples.join('\n\n'));
  await client.close();
} finally {
  await emulator.stop();
}
