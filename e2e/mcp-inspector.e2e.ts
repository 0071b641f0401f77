import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import { TOOL_CATALOG } from '../packages/schema/src/index.ts';
import { SignInPage } from './pages/sign-in-page.ts';
import { setupExampleSession } from './support/example-session.ts';

/**
 * The official MCP Inspector's CLI (`inspector --cli --method tools/list --strict`) against the
 * example app's /mcp with Ada's personal token, as a user checks a server before adding it to a
 * client: with the token's default scope (discovery), and with every connector listed through
 * `?connectors=`. --strict reports each tool schema a client could not use and exits 6 on any
 * error. The Inspector needs Node 22.19 or later, so it runs on Node 22 through `npx node@22`
 * whatever Node runs the tests.
 */
const session = setupExampleSession();
const run = promisify(execFile);
const INSPECTOR = join(
  import.meta.dirname,
  '../node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js',
);
/** The example's tools: every read, and crm_create_task (apps/example/src/server/create-app.ts). */
const EXAMPLE_TOOLS = Object.values(TOOL_CATALOG)
  .filter((tool) => tool.effect === 'read' || tool.name === 'crm_create_task')
  .map((tool) => tool.name);
const EXAMPLE_CONNECTORS = [...new Set(Object.values(TOOL_CATALOG).map((tool) => tool.connector))];

/**
 * tools/list through the Inspector's CLI, and its --strict summary ("0 errors, 2 warnings across
 * 2 tools"); a non-zero exit (6: an error-severity finding) fails the call.
 */
async function inspectorToolsList(
  url: string,
  secret: string,
): Promise<{ names: string[]; findings: string }> {
  const { stdout, stderr } = await run(
    'npx',
    [
      '-y',
      'node@22',
      INSPECTOR,
      '--cli',
      url,
      '--transport',
      'http',
      '--method',
      'tools/list',
      '--strict',
      '--header',
      `Authorization: Bearer ${secret}`,
    ],
    { timeout: 120_000, maxBuffer: 16 * 1024 * 1024 },
  );
  const { tools } = JSON.parse(stdout) as { tools: { name: string }[] };
  const findings = /^\d+ errors?.*$/m.exec(stderr)?.[0] ?? stderr.trim();
  return { names: tools.map((tool) => tool.name), findings };
}

test('the Inspector lists the discovery tools and every connector’s tools, with --strict and no error', async () => {
  const { app, page } = session;
  const signIn = new SignInPage(page);
  await signIn.open(app.origin);
  await signIn.continueAs('Ada Lovelace');
  await page.getByRole('link', { name: 'AI clients' }).first().waitFor();
  const { secret } = await page.evaluate(async () => {
    const response = await fetch('/api/plugboard/mcp/tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-plugboard': '1' },
      body: JSON.stringify({ name: 'Inspector' }),
    });
    return (await response.json()) as { secret: string };
  });

  const discovery = await inspectorToolsList(`${app.origin}/mcp`, secret);
  expect(discovery.names).toEqual(['search_tools', 'describe_tool', 'run_tool']);
  expect(discovery.findings).toBe('');
  const every = await inspectorToolsList(
    `${app.origin}/mcp?connectors=${EXAMPLE_CONNECTORS.join(',')}`,
    secret,
  );
  console.info(`inspector --strict, every connector listed: ${every.findings || 'no findings'}`);
  expect([...every.names].sort()).toEqual([...EXAMPLE_TOOLS].sort());
  expect(every.findings).toMatch(/^(|0 errors\b.*)$/);
});
