import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, test } from 'vitest';
import { SignInPage } from './pages/sign-in-page.ts';
import { setupExampleSession } from './support/example-session.ts';

// The example app's AI clients page: a token made there opens the app's MCP endpoint as the
// signed-in user, its configuration holds it, and Revoke there closes the endpoint to it.
const ARTIFACTS = join(import.meta.dirname, 'artifacts');

const session = setupExampleSession();

/** tools/list through the example's /mcp with `secret` as the bearer token. */
async function listToolsWith(origin: string, secret: string): Promise<string[]> {
  const client = new Client({ name: 'ai-clients-e2e', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${origin}/mcp`), {
    requestInit: { headers: { Authorization: `Bearer ${secret}`, Origin: origin } },
  });
  await client.connect(transport);
  try {
    return (await client.listTools()).tools.map((tool) => tool.name);
  } finally {
    await client.close();
  }
}

test('Ada creates a token for Claude Code, it opens /mcp, and after Revoke it no longer does', async () => {
  const { app, page } = session;
  const signIn = new SignInPage(page);
  await signIn.open(app.origin);
  await signIn.continueAs('Ada Lovelace');
  await page.getByRole('link', { name: 'AI clients' }).first().waitFor();
  await page.goto(`${app.origin}/ai-clients`);
  await page.getByRole('heading', { name: 'AI clients' }).waitFor();
  await expect(page.getByRole('textbox', { name: 'MCP endpoint URL' }).inputValue()).resolves.toBe(
    `${app.origin}/mcp`,
  );

  await page.getByRole('textbox', { name: 'Name' }).fill('Work laptop');
  await page.getByRole('button', { name: 'Create token' }).click();
  await page.getByText(/you will not see it again/).waitFor();
  const secret = await page.getByRole('textbox', { name: 'New token' }).inputValue();
  const command = await page
    .getByRole('textbox', { name: 'Configuration for Claude Code' })
    .inputValue();
  expect(command).toContain(`claude mcp add --transport http acme '${app.origin}/mcp'`);
  expect(command).toContain(`'Authorization: Bearer ${secret}'`);

  await mkdir(ARTIFACTS, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: join(ARTIFACTS, `ai-clients-${scheme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });

  expect((await listToolsWith(app.origin, secret)).length).toBeGreaterThan(0);

  // The token discovers by default; Change lists CRM's tools instead, and the list says so.
  await page.getByText('Discovers tools as needed').waitFor();
  await page.getByRole('button', { name: 'Change what Work laptop sees' }).click();
  const change = page.getByRole('dialog', { name: 'What “Work laptop” sees' });
  await change.getByRole('radio', { name: /Choose connectors/ }).check();
  await change.getByRole('checkbox', { name: /^CRM/ }).check();
  await change.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Lists the tools of CRM').waitFor();

  await page.getByRole('button', { name: 'I have copied it' }).click();
  await page.getByRole('button', { name: 'Revoke Work laptop' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await page.getByText('No token yet. Create one for each AI client you use.').waitFor();
  await expect(listToolsWith(app.origin, secret)).rejects.toThrow(
    /401|Unauthorized|invalid_token/i,
  );
});
