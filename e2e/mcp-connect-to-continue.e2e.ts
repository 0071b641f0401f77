import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  ElicitationCompleteNotificationSchema,
  ElicitRequestSchema,
  type ElicitResult,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import { expect, test } from 'vitest';
import { ConsentPage } from './pages/consent-page.ts';
import { SignInPage } from './pages/sign-in-page.ts';
import { setupExampleSession } from './support/example-session.ts';

/**
 * Connect to continue the protocol's own way, against the example app and its embedded emulator:
 * the SDK's own MCP client, with Ada's personal token, calls a tool of a connector she has not
 * connected, gets the URL elicitation, her signed-in Chromium opens the URL and consents, the
 * completion notification arrives, and the retried call answers; then an expired account, a
 * client without elicitation, and a write declined and accepted through a form elicitation.
 */
const session = setupExampleSession();
const URL_ELICITATION_REQUIRED = -32042;

interface SdkClient {
  client: Client;
  /** Resolves with the id of the next elicitation-complete notification. */
  nextCompletion(): Promise<string>;
  close(): Promise<void>;
}

async function connectClient(
  secret: string,
  {
    elicitation,
    answer = () => ({ action: 'accept' }),
  }: {
    elicitation?: { url?: Record<string, unknown>; form?: Record<string, unknown> };
    answer?: () => ElicitResult;
  } = {},
): Promise<SdkClient> {
  const { origin } = session.app;
  const client = new Client(
    { name: 'connect-to-continue-e2e', version: '1.0.0' },
    { capabilities: elicitation === undefined ? {} : { elicitation } },
  );
  if (elicitation !== undefined) client.setRequestHandler(ElicitRequestSchema, answer);
  const completions: string[] = [];
  const waiting: ((id: string) => void)[] = [];
  client.setNotificationHandler(ElicitationCompleteNotificationSchema, ({ params }) => {
    const next = waiting.shift();
    if (next) next(params.elicitationId);
    else completions.push(params.elicitationId);
  });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${origin}/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${secret}`, Origin: origin } },
    }),
  );
  return {
    client,
    nextCompletion: () => {
      const done = completions.shift();
      return done !== undefined
        ? Promise.resolve(done)
        : new Promise((resolve) => waiting.push(resolve));
    },
    close: () => client.close(),
  };
}

/** A BFF call from the signed-in page, as the app's own pages make it. */
async function bff<T>(method: string, path: string, body?: unknown): Promise<T> {
  return session.page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/plugboard${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-plugboard': '1' },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
      return response.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

async function setAccountStatus(id: string, status: string): Promise<void> {
  const { emulator } = session.app;
  const secret = process.env.PLUGBOARD_CLIENT_SECRET ?? 'plugboard-dev-secret';
  const response = await fetch(`${emulator.url}/_emulator/connected_accounts/${id}/status`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${emulator.clientId}:${secret}`).toString('base64')}`,
    },
    body: JSON.stringify({ status }),
  });
  expect(response.status).toBe(200);
}

/** The URL elicitation a call is refused with. */
async function elicitationOf(promise: Promise<unknown>) {
  const refused = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(refused).toBeInstanceOf(McpError);
  const error = refused as McpError;
  expect(error.code).toBe(URL_ELICITATION_REQUIRED);
  const [elicitation] = (
    error.data as { elicitations: { url: string; elicitationId: string; message: string }[] }
  ).elicitations;
  expect(elicitation?.url.startsWith(`${session.app.origin}/api/plugboard/mcp/connect/`)).toBe(
    true,
  );
  return elicitation as { url: string; elicitationId: string; message: string };
}

/**
 * Ada's browser opens the connect URL and consents on the emulator's page; the app's callback page
 * verifies, and `completion` (the client's next elicitation-complete notification) resolves with
 * its elicitation id once it has.
 */
async function consentThrough(url: string, completion: Promise<string>): Promise<string> {
  const tab = await session.browser.context.newPage();
  try {
    await tab.goto(url);
    await new ConsentPage(tab).approve();
    return await completion;
  } finally {
    await tab.close();
  }
}

const crmTasks = async () =>
  (
    await bff<{ data: { data: unknown[] } }>('POST', '/tools/execute', {
      tool_name: 'crm_list_tasks',
      params: { limit: 100 },
    })
  ).data.data.length;

test('not connected → URL elicitation → consent in Chromium → completion → retry; expired asks again; no elicitation gets the link; writes ask first', async () => {
  const { app, page } = session;
  const timings: Record<string, number> = {};
  const signIn = new SignInPage(page);
  await signIn.open(app.origin);
  await signIn.continueAs('Ada Lovelace');
  await page.getByRole('link', { name: 'AI clients' }).first().waitFor();
  const { secret } = await bff<{ secret: string }>('POST', '/mcp/tokens', {
    name: 'Connect to continue',
    client: 'other',
  });

  const ada = await connectClient(secret, { elicitation: { url: {}, form: {} } });
  let started = performance.now();
  const first = await elicitationOf(
    ada.client.callTool({ name: 'crm_list_people', arguments: {} }),
  );
  timings['call → URL elicitation'] = performance.now() - started;
  expect(first.message).toMatch(/Connect your CRM account/);
  started = performance.now();
  expect(await consentThrough(first.url, ada.nextCompletion())).toBe(first.elicitationId);
  timings['open URL → consent → completion'] = performance.now() - started;
  started = performance.now();
  const retried = await ada.client.callTool({ name: 'crm_list_people', arguments: {} });
  timings['retried call'] = performance.now() - started;
  expect(retried.isError).toBeFalsy();
  expect(retried.structuredContent).toHaveProperty('data');

  const { accounts } = await bff<{ accounts: { id: string; connector: string }[] }>(
    'GET',
    '/accounts',
  );
  const crm = accounts.find((account) => account.connector === 'crm');
  await setAccountStatus(crm?.id ?? '', 'EXPIRED');
  const again = await elicitationOf(
    ada.client.callTool({ name: 'crm_list_people', arguments: {} }),
  );
  expect(again.elicitationId).not.toBe(first.elicitationId);
  started = performance.now();
  expect(await consentThrough(again.url, ada.nextCompletion())).toBe(again.elicitationId);
  timings['reconnect → completion'] = performance.now() - started;
  expect(
    (await ada.client.callTool({ name: 'crm_list_people', arguments: {} })).structuredContent,
  ).toHaveProperty('data');
  await ada.close();

  const plain = await connectClient(secret);
  const linked = await plain.client.callTool({
    name: 'websearch_web_search',
    arguments: { q: 'x' },
  });
  expect(linked.isError).toBe(true);
  const text = (linked.content as { text: string }[])[0]?.text ?? '';
  expect(text).toMatch(/Open this link/);
  expect(text).toContain(`${app.origin}/api/plugboard/mcp/connect/`);
  await plain.close();

  const before = await crmTasks();
  const decliner = await connectClient(secret, {
    elicitation: { form: {} },
    answer: () => ({ action: 'decline' }),
  });
  const declined = await decliner.client.callTool({
    name: 'crm_create_task',
    arguments: { content: 'Call Grace' },
  });
  expect(declined.isError).toBe(true);
  expect((declined.content as { text: string }[])[0]?.text).toMatch(/Nothing was done/);
  expect(await crmTasks()).toBe(before);
  await decliner.close();

  const accepter = await connectClient(secret, { elicitation: { form: {} } });
  started = performance.now();
  const accepted = await accepter.client.callTool({
    name: 'crm_create_task',
    arguments: { content: 'Call Grace' },
  });
  timings['accepted write'] = performance.now() - started;
  expect(accepted.isError).toBeFalsy();
  expect(await crmTasks()).toBe(before + 1);
  await accepter.close();

  console.info(
    Object.entries(timings)
      .map(([step, ms]) => `${step}: ${ms.toFixed(0)} ms`)
      .join('\n'),
  );
});
