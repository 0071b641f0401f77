// A 2026-07-28 exchange with the MCP endpoint on the wire (issue 30): server/discover, tools/list,
// a CRM call that answers input_required with a URL elicitation, the connect (the consent
// answered through the emulator's control API, as the user would in the browser), and the retry
// that completes. Printed as HTTP requests and answers, with each answer's size and time; the
// client is the test folder's own wire client (packages/server/src/test/mcp-wire-client.ts), which
// follows the specification's text, not an SDK. Bearer tokens are shown redacted.
//
// Against a running app instead (the example's /mcp, say), with the consent done by hand in a
// browser: PLUGBOARD_MCP_URL=http://localhost:3999/mcp PLUGBOARD_MCP_TOKEN=pbm_… node
// bench/run.mjs mcp-2026-exchange. It prints the connect URL to open, and retries as a client
// does (each retry waits on the server up to its connectWaitMs) until the call completes.
import { createEmulator } from '../packages/emulator/src/index.ts';
import { createMemoryMcpTokenStore, createPlugboard } from '../packages/server/src/index.ts';
import { createMcpEndpoint } from '../packages/server/src/mcp.ts';
import {
  createWireClient,
  type WireExchange,
} from '../packages/server/src/test/mcp-wire-client.ts';

const APP = 'https://app.example.com';
const ENDPOINT = `${APP}/mcp`;
const USER = { identifier: 'ada@example.com' };

interface Target {
  endpoint: string;
  token: string;
  fetch: (request: Request) => Promise<Response>;
  /** Has the user connect at `url`: through the emulator here, by hand against a live app. */
  connect(url: string): Promise<void>;
  close(): Promise<void>;
}

/** The example's shape in this process: a BFF and its endpoint on an in-memory emulator. */
async function localTarget(): Promise<Target> {
  const emulator = await createEmulator({ memory: true });
  const plugboard = createPlugboard({
    resolveUser: () => USER,
    logger: () => {},
    upstream: {
      baseUrl: emulator.url,
      clientId: emulator.clientId,
      clientSecret: emulator.clientSecret,
    },
    app: { url: APP },
    tools: { allowed: ['crm_list_people', 'crm_create_task'] },
    mcp: { endpoint: ENDPOINT },
    stores: { mcpTokens: createMemoryMcpTokenStore() },
  });
  const mcp = createMcpEndpoint(plugboard);
  const bff = (path: string, init: RequestInit = {}) =>
    plugboard.handler(
      new Request(`${APP}/api/plugboard${path}`, {
        ...init,
        headers: { origin: APP, 'x-plugboard': '1', 'content-type': 'application/json' },
      }),
    );
  const created = await bff('/mcp/tokens', {
    method: 'POST',
    body: JSON.stringify({ name: 'wire', client: 'other' }),
  });
  const { secret } = (await created.json()) as { secret: string };
  return {
    endpoint: ENDPOINT,
    token: secret,
    fetch: (request) => mcp.handler(request),
    async connect(url) {
      // The user opens the URL, signs in to the app and consents; the callback page verifies.
      const opened = await plugboard.handler(new Request(url));
      const consented = await emulator.control.consent(
        opened.headers.get('location') ?? '',
        'approve',
      );
      const verified = await bff('/verify', {
        method: 'POST',
        body: JSON.stringify({
          auth_request_id: consented.searchParams.get('auth_request_id'),
          state: consented.searchParams.get('state'),
        }),
      });
      console.info(
        `\n## the user connects in the browser\n\nGET ${new URL(url).pathname.replace(/[^/]+$/, '…')} → ${opened.status}, consent → POST /verify ${verified.status}`,
      );
    },
    async close() {
      await mcp.close();
      await emulator.close();
    },
  };
}

const liveUrl = process.env.PLUGBOARD_MCP_URL;
const target: Target =
  liveUrl === undefined
    ? await localTarget()
    : {
        endpoint: liveUrl,
        token: process.env.PLUGBOARD_MCP_TOKEN ?? '',
        fetch: (request) => fetch(request),
        async connect(url) {
          console.info(
            `\n## the user connects in the browser\n\nOpen, sign in and consent: ${url}`,
          );
        },
        async close() {},
      };

const figures: { step: string; status: number; bytes: number; ms: number }[] = [];
let step = '';
let started = 0;
const show = (exchange: WireExchange) => {
  const ms = performance.now() - started;
  const headers = { ...exchange.request.headers, authorization: 'Bearer pbm_…(redacted)' };
  const body = JSON.stringify(exchange.response.body);
  figures.push({ step, status: exchange.response.status, bytes: body.length, ms });
  console.info(`\n## ${step}\n`);
  console.info(`> POST ${new URL(exchange.request.url).pathname} HTTP/1.1`);
  for (const [name, value] of Object.entries(headers)) console.info(`> ${name}: ${value}`);
  console.info(`>\n> ${JSON.stringify(exchange.request.body)}`);
  console.info(`\n< HTTP/1.1 ${exchange.response.status}`);
  const type = exchange.response.headers['content-type'];
  if (type !== undefined) console.info(`< content-type: ${type}`);
  console.info(`<\n< ${trimmed(body)}`);
};
/** Long answers (the tool list, the people) cut for reading; the figures count them whole. */
const trimmed = (text: string) =>
  text.length <= 900
    ? text
    : `${text.slice(0, 600)} …(${text.length - 800} more)… ${text.slice(-200)}`;
const client = createWireClient({
  endpoint: target.endpoint,
  token: target.token,
  capabilities: { elicitation: { form: {}, url: {} } },
  fetch: target.fetch,
  onExchange: show,
});
const run = <T>(name: string, request: () => Promise<T>) => {
  step = name;
  started = performance.now();
  return request();
};

await run('server/discover', () => client.discover());
await run('tools/list', () => client.listTools());
const asked = await run('tools/call crm_list_people: the account is not connected', () =>
  client.callTool('crm_list_people', { limit: 2 }),
);
const result = asked.message.result as {
  inputRequests: { connect: { params: { url: string } } };
  requestState: string;
};

await target.connect(result.inputRequests.connect.params.url);

// A client retries with the user's answer and the state it was given, until the call completes
// (the server waits for the account up to its connectWaitMs on each retry).
let asking = result;
for (let round = 1; round <= 10; round++) {
  const retried = await run(
    `tools/call crm_list_people: retry ${round}, the answer and the requestState`,
    () =>
      client.callTool(
        'crm_list_people',
        { limit: 2 },
        { inputResponses: { connect: { action: 'accept' } }, requestState: asking.requestState },
      ),
  );
  const answer = retried.message.result as typeof result & { resultType?: string };
  if (answer?.resultType !== 'input_required') break;
  asking = answer;
}

console.info('\n| step | status | answer bytes | ms |\n|---|---|---|---|');
for (const each of figures) {
  console.info(`| ${each.step} | ${each.status} | ${each.bytes} | ${each.ms.toFixed(1)} |`);
}
await target.close();
