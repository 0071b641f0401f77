// The docs' getting-started guide, run as written: its files (apps/docs/snippets/getting-started/
// vite-express, each shown on the page) assembled into a fresh app outside the repository, the
// packages installed from packed tarballs with npm, built with the guide's command, started with
// its `npm start` and its .env, on the emulator from the app's own install; then the guide's
// promise, driven in Chromium: connect the CRM in the popup and list people with it.
import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  buildViteApp,
  type PackedPackages,
  type PreparedApp,
  packPackages,
  prepareConsumerApp,
} from './consumers/prepare.ts';
import { ConsumerPage } from './pages/consumer-page.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import {
  CLIENT,
  freePort,
  type RunningProcess,
  startInstalledEmulator,
  startServer,
} from './support/consumer-app.ts';

const GUIDE_APP = join(import.meta.dirname, '../apps/docs/snippets/getting-started/vite-express');
const ARTIFACTS = join(import.meta.dirname, 'artifacts');
/** The user the guide's server.js signs everyone in as. */
const EMAIL = 'ada@example.com';

let packed: PackedPackages | undefined;
let app: PreparedApp | undefined;
let browser: Browser;
let emulator: RunningProcess | undefined;
let server: RunningProcess | undefined;
let page: Page;

beforeAll(async () => {
  packed = await packPackages();
  [app, browser] = await Promise.all([
    prepareConsumerApp('getting-started', packed, GUIDE_APP),
    launchChromium(),
  ]);
  // The guide's .env, as the page shows it (the snippet is named `env`: a dotfile would be
  // ignored by the docs' tooling). The test's ports and client override it through the
  // environment, which Node's --env-file never replaces.
  await copyFile(join(app.dir, 'env'), join(app.dir, '.env'));
  await buildViteApp(app);
  emulator = await startInstalledEmulator(app);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  server = await startServer('npm', ['start'], {
    cwd: app.dir,
    env: {
      PORT: String(port),
      APP_ORIGIN: origin,
      PLUGBOARD_BASE_URL: emulator.url,
      PLUGBOARD_CLIENT_ID: CLIENT.id,
      PLUGBOARD_CLIENT_SECRET: CLIENT.secret,
    },
    ready: async (output) => (output.includes('my-app listening on') ? origin : undefined),
  });
  page = await browser.context.newPage();
  page.setDefaultTimeout(15_000);
  await mkdir(ARTIFACTS, { recursive: true });
}, 900_000);

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail' || !page) return;
  await page.screenshot({ path: join(ARTIFACTS, 'getting-started-failed.png'), fullPage: true });
  console.error(`guide app output:\n${server?.output().slice(-4000)}`);
});

afterAll(async () => {
  await page?.close();
  await server?.stop();
  await emulator?.stop();
  await browser?.close();
  await app?.remove();
  await packed?.remove();
}, 60_000);

describe('the getting-started guide (Vite + Express)', () => {
  test('connects an account in the popup and runs a tool with it', async () => {
    if (!server) throw new Error('The guide app did not start.');
    const consumer = new ConsumerPage(page);
    await consumer.open(server.url, 'light', EMAIL);
    const consent = await consumer.startConnecting('CRM');
    const closed = consent.page.waitForEvent('close');
    await consent.approve();
    await closed;
    await consumer.account('CRM', EMAIL).getByText('Active', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'List people' }).click();
    const result = page.locator('[data-tool="crm_list_people"]');
    await result.getByRole('table').waitFor();
    expect(await result.getByRole('row').count()).toBeGreaterThan(1);
    await page.screenshot({ path: join(ARTIFACTS, 'getting-started-app.png'), fullPage: true });
  });
});
