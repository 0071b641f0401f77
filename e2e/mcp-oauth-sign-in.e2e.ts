import { createHash, randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { type RunningEmulator, startEmulatorProcess } from './support/emulator-process.ts';

/**
 * The emulator's MCP authorization server in Chromium: the sign-in page a client's authorization
 * URL opens, Ada unticks the requested scope, ticks a registered one the client did not ask for
 * and clicks, the client's callback with a code that the token endpoint exchanges for a token with
 * exactly what she chose; and the page refuses to be framed by another site.
 */
let emulator: RunningEmulator;
let browser: Browser;
let client: Server;
let clientOrigin: string;

beforeAll(async () => {
  [emulator, browser] = await Promise.all([startEmulatorProcess(), launchChromium()]);
  client = createServer((req, res) => {
    res.setHeader('content-type', 'text/html');
    const framed = new URL(req.url ?? '/', 'http://x').searchParams.get('frame');
    res.end(
      framed === null
        ? '<p>callback</p>'
        : `<iframe src="${framed}" width="600" height="400"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => client.listen(0, '127.0.0.1', resolve));
  clientOrigin = `http://127.0.0.1:${(client.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  client?.closeAllConnections();
  await new Promise((resolve) => client?.close(resolve));
  await emulator?.stop();
});

async function authorizationUrl(resource: string, resourceId: string, scope: string) {
  const redirect = `${clientOrigin}/callback`;
  const registration = await fetch(`${emulator.url}/resources/${resourceId}/client_register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ redirect_uris: [redirect], client_name: 'Claude' }),
  });
  const { client_id } = (await registration.json()) as { client_id: string };
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    response_type: 'code',
    client_id,
    redirect_uri: redirect,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'e2e',
    scope,
    resource,
  });
  return { url: `${emulator.url}/oauth/authorize?${query}`, client_id, verifier, redirect };
}

test('Ada signs in on the page, the client gets a code and exchanges it; the page is never framed', async () => {
  await emulator.control('POST', '/seed', { scenario: 'demo' });
  const resource = 'http://127.0.0.1:9/mcp';
  const { resource_id } = await emulator.control<{ resource_id: string }>(
    'POST',
    '/oauth/mcp_servers',
    { server_url: resource, scopes: ['tools', 'connector:crm', 'connector:docsapp'] },
  );
  const flow = await authorizationUrl(resource, resource_id, 'offline_access tools');
  const page = await browser.context.newPage();
  await page.goto(flow.url);
  await page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
  // For a person to look at; no test reads them.
  const shots = join(tmpdir(), 'plugboard-screenshots');
  await mkdir(shots, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({
      path: join(shots, `mcp-sign-in-${scheme}.png`),
    });
  }

  // Ada unticks the scope the client asked for and adds one it did not: the token has what she chose.
  const tools = page.getByRole('checkbox', { name: 'tools' });
  expect(await tools.isChecked()).toBe(true);
  await tools.uncheck();
  const crm = page
    .getByRole('group', { name: /did not ask for these/ })
    .getByRole('checkbox', { name: 'connector:crm' });
  expect(await crm.isChecked()).toBe(false);
  await crm.check();
  expect(await page.getByRole('checkbox', { name: 'connector:docsapp' }).isChecked()).toBe(false);
  const callback = page.waitForURL(`${clientOrigin}/callback?**`);
  await page.getByRole('button', { name: /Ada Lovelace · Acme Corp/ }).click();
  await callback;
  const answer = new URL(page.url());
  expect(answer.searchParams.get('state')).toBe('e2e');
  const token = await fetch(`${emulator.url}/oauth/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: flow.client_id,
      code: answer.searchParams.get('code') ?? '',
      code_verifier: flow.verifier,
      redirect_uri: flow.redirect,
      resource,
    }),
  });
  expect(token.status).toBe(200);
  const { access_token } = (await token.json()) as { access_token: string };
  const claims = JSON.parse(Buffer.from(access_token.split('.')[1] ?? '', 'base64url').toString());
  expect(claims).toMatchObject({
    sub: 'usr_ada',
    org_id: 'org_acme',
    aud: [resource, resource_id],
    scope: 'offline_access connector:crm',
  });

  const framing = await authorizationUrl(resource, resource_id, 'offline_access');
  const signIn = await fetch(framing.url, { redirect: 'manual' });
  const signInUrl = signIn.headers.get('location') ?? '';
  await page.goto(`${clientOrigin}/?frame=${encodeURIComponent(signInUrl)}`);
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  expect(frame).toBeDefined();
  // Chromium blocks the framed document: no sign-in buttons reach the framing page.
  await expect(frame?.getByRole('button', { name: /Ada Lovelace/ }).count()).resolves.toBe(0);
  await page.close();
});

test('a client asking for offline_access only, as MCP clients do by default, is offered the connectors unticked', async () => {
  const resource = 'http://127.0.0.1:9/mcp-default';
  const { resource_id } = await emulator.control<{ resource_id: string }>(
    'POST',
    '/oauth/mcp_servers',
    { server_url: resource, scopes: ['connector:crm', 'connector:docsapp'] },
  );
  const flow = await authorizationUrl(resource, resource_id, 'offline_access');
  const page = await browser.context.newPage();
  await page.goto(flow.url);
  const added = page.getByRole('group', { name: /did not ask for these/ });
  await added.waitFor();
  for (const name of ['connector:crm', 'connector:docsapp']) {
    expect(await added.getByRole('checkbox', { name }).isChecked()).toBe(false);
  }
  expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(0);
  const shots = join(tmpdir(), 'plugboard-screenshots');
  await mkdir(shots, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await axeViolations(page), scheme).toEqual([]);
    await page.screenshot({ path: join(shots, `mcp-sign-in-default-${scheme}.png`) });
  }
  // Keyboard: Tab reaches the first connector's box, Space ticks it.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(
    'connector:crm',
  );
  await page.keyboard.press('Space');
  expect(await added.getByRole('checkbox', { name: 'connector:crm' }).isChecked()).toBe(true);
  await page.close();
});
