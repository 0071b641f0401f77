import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { ConnectLinkPage } from './pages/connect-link-page.ts';
import { ConsentPage } from './pages/consent-page.ts';
import { SignInPage } from './pages/sign-in-page.ts';
import { axeViolations } from './support/axe.ts';
import { watchCspViolations } from './support/csp-violations.ts';
import { setupExampleSession } from './support/example-session.ts';

/**
 * The MCP endpoint's "connect to continue" link, opened as people do: in a browser that is not
 * signed in (the example's sign-in page, then straight back to the link and on to the consent),
 * and in a browser signed in as someone else (a page that says whose link it is, a switch, the
 * consent). Screenshots of both in light and dark go to e2e/artifacts/connect-link.
 */
const session = setupExampleSession();
const ARTIFACTS = join(import.meta.dirname, 'artifacts', 'connect-link');
const THEMES = ['light', 'dark'] as const;

/** A BFF call from the signed-in page, as the app's own pages make it. */
async function bff<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
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

/** Signs out as the app's header does, through the session API. */
async function signOut(page: Page): Promise<void> {
  await page.evaluate(() => fetch('/api/session', { method: 'DELETE' }));
}

/**
 * Connect links for a signed-in Ada, as her MCP client receives them: a client without URL
 * elicitation calls a CRM tool she has not connected and gets the link in the tool's text.
 */
async function connectLinksForAda(page: Page, origin: string, count: number): Promise<string[]> {
  const signIn = new SignInPage(page);
  await signIn.open(origin);
  await signIn.continueAs('Ada Lovelace');
  await page.getByRole('link', { name: 'AI clients' }).first().waitFor();
  const { secret } = await bff<{ secret: string }>(page, 'POST', '/mcp/tokens', {
    name: 'Connect link',
    client: 'other',
  });
  const client = new Client({ name: 'connect-link-e2e', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${origin}/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${secret}`, Origin: origin } },
    }),
  );
  const links: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const result = await client.callTool({ name: 'crm_list_people', arguments: {} });
    const text = (result.content as { text: string }[])[0]?.text ?? '';
    const link = new RegExp(`${origin}/api/plugboard/mcp/connect/\\S+`).exec(text)?.[0];
    expect(link, text).toBeDefined();
    links.push(link ?? '');
  }
  await client.close();
  await signOut(page);
  return links;
}

async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(ARTIFACTS, { recursive: true });
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    await page.screenshot({ path: join(ARTIFACTS, `${name}-${theme}.png`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The emulator's consent page is up; Ada allows, and the app's callback page takes over. */
async function consent(page: Page, origin: string): Promise<void> {
  await page.getByRole('button', { name: 'Allow access' }).waitFor();
  expect(new URL(page.url()).origin).not.toBe(origin);
  await new ConsentPage(page).approve();
  await page.waitForURL(`${origin}/connect/callback**`);
}

test('signed out → sign-in → back to the link → consent; as Grace → whose link → switch → consent', async () => {
  const { app, browser, page } = session;
  const violations = await watchCspViolations(browser.context);
  const [signedOutLink = '', wrongUserLink = ''] = await connectLinksForAda(page, app.origin, 2);

  // Signed out: the example's sign-in page, with the link to go back to.
  await page.goto(signedOutLink);
  const signIn = new SignInPage(page);
  await signIn.waitFor();
  const signInUrl = new URL(page.url());
  expect(signInUrl.pathname).toBe('/sign-in');
  expect(signInUrl.searchParams.get('return_to')).toBe(new URL(signedOutLink).pathname);
  await page.getByText('Your AI client asked you to connect an account.').waitFor();
  await page.waitForLoadState('networkidle');
  await screenshot(page, 'signed-out-sign-in');
  await signIn.continueAs('Ada Lovelace');
  await consent(page, app.origin);

  // Signed in as Grace: whose link it is, and a way to sign in as Ada.
  await signOut(page);
  await signIn.open(app.origin);
  await signIn.continueAs('Grace Hopper');
  await page.getByRole('link', { name: 'AI clients' }).first().waitFor();
  const opened = await page.goto(wrongUserLink);
  expect(opened?.status()).toBe(400);
  const wrongUser = new ConnectLinkPage(page);
  await wrongUser.waitFor('This link is for another user');
  const text = await wrongUser.text();
  expect(text).toContain(
    'a•••@acme.test of Acme, and this browser is signed in as g•••@acme.test.',
  );
  expect(text).not.toContain('ada@acme.test');
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    expect(await axeViolations(page), theme).toEqual([]);
  }
  await screenshot(page, 'wrong-user');
  await page.keyboard.press('Tab');
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent))
    .toBe('Sign in as that user');
  await wrongUser.switchUser();
  await signIn.waitFor();
  await page.getByText('You are signed in as Grace Hopper.').waitFor();
  await page.waitForLoadState('networkidle');
  await screenshot(page, 'switch-user-sign-in');
  await signIn.continueAs('Ada Lovelace');
  await consent(page, app.origin);

  // The first link was spent by its consent: opened again, a page says so, in the browser's style.
  await page.goto(signedOutLink);
  const used = new ConnectLinkPage(page);
  await used.waitFor('This link was already used');
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'replayed');
  expect(await violations.all()).toEqual([]);
});
