// The kit as customers get it: every public package packed, installed with npm from the
// tarballs into a Next.js 16 App Router app (built with Turbopack and with webpack) and a
// Vite + Express app outside the repository (e2e/consumers/prepare.ts), each on the emulator
// from its own node_modules/.bin, driven in Chromium.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  buildNextApp,
  buildViteApp,
  type NextBundler,
  type PackedPackages,
  type PreparedApp,
  packPackages,
  prepareConsumerApp,
} from './consumers/prepare.ts';
import { ConsumerPage } from './pages/consumer-page.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import {
  type RunningProcess,
  startConsumerApp,
  startInstalledEmulator,
} from './support/consumer-app.ts';

const ARTIFACTS = join(import.meta.dirname, 'artifacts');
const EMAIL = 'ada@acme.test';
/** The stylesheet's --pb-color-primary in each theme. */
const PRIMARY = { light: 'rgb(67, 56, 202)', dark: 'rgb(129, 140, 248)' };
/** The fixtures' `appearance.variables['color-primary']` around the Docs button, in any theme. */
const HOST_PRIMARY = 'rgb(15, 118, 110)';

let packed: PackedPackages | undefined;
let nextApp: PreparedApp | undefined;
let viteApp: PreparedApp | undefined;
let browser: Browser;

beforeAll(async () => {
  const started = performance.now();
  packed = await packPackages();
  [nextApp, viteApp, browser] = await Promise.all([
    prepareConsumerApp('next-app', packed),
    prepareConsumerApp('vite-express-app', packed),
    launchChromium(),
  ]);
  // One build at a time: they are CPU-bound and the machine has two cores.
  await buildViteApp(viteApp);
  await buildNextApp(nextApp, 'turbopack');
  await buildNextApp(nextApp, 'webpack');
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.info(
    [
      `pack ${seconds(packed.ms)}`,
      ...Object.entries(nextApp.timings).map(([step, ms]) => `next-app ${step} ${seconds(ms)}`),
      ...Object.entries(viteApp.timings).map(
        ([step, ms]) => `vite-express-app ${step} ${seconds(ms)}`,
      ),
      `total ${seconds(performance.now() - started)}`,
    ].join('\n'),
  );
  await mkdir(ARTIFACTS, { recursive: true });
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await nextApp?.remove();
  await viteApp?.remove();
  await packed?.remove();
}, 60_000);

interface Case {
  label: string;
  slug: string;
  app: () => PreparedApp | undefined;
  bundler?: NextBundler;
}

const CASES: Case[] = [
  {
    label: 'Next.js 16, Turbopack',
    slug: 'next-turbopack',
    app: () => nextApp,
    bundler: 'turbopack',
  },
  { label: 'Next.js 16, webpack', slug: 'next-webpack', app: () => nextApp, bundler: 'webpack' },
  { label: 'Vite 7 + Express 5', slug: 'vite-express', app: () => viteApp },
];

describe.each(CASES)('$label', ({ slug, app, bundler }) => {
  let emulator: RunningProcess;
  let server: RunningProcess;
  let page: Page;
  let consumer: ConsumerPage;
  /** Console errors and warnings, and uncaught errors, of every page of this app. */
  const problems: string[] = [];

  const watch = (watched: Page) => {
    watched.on('console', (message: ConsoleMessage) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      const source = message.location().url;
      // The emulator's consent page has no icon; that page stands in for the provider's.
      if (source === `${emulator.url}/favicon.ico`) return;
      problems.push(`${message.type()} on ${watched.url()} (${source}): ${message.text()}`);
    });
    watched.on('pageerror', (error) => problems.push(`pageerror on ${watched.url()}: ${error}`));
    // The console says only "Failed to load resource"; this says which.
    watched.on('response', (response) => {
      if (response.status() >= 400) {
        problems.push(
          `HTTP ${response.status()} for ${response.request().method()} ${response.url()}`,
        );
      }
    });
  };

  beforeAll(async () => {
    const prepared = app();
    if (!prepared) throw new Error('The app was not prepared.');
    emulator = await startInstalledEmulator(prepared);
    server = await startConsumerApp(prepared, emulator, bundler);
    await browser.context.clearCookies();
    browser.context.on('page', watch);
    page = await browser.context.newPage();
    page.setDefaultTimeout(15_000);
    consumer = new ConsumerPage(page);
  }, 120_000);

  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !page) return;
    const name = task.name.replace(/\W+/g, '-').slice(0, 40);
    await page.screenshot({ path: join(ARTIFACTS, `consumer-${slug}-failed-${name}.png`) });
    console.error(`${slug} app output:\n${server?.output().slice(-4000)}`);
  });

  afterAll(async () => {
    browser.context.off('page', watch);
    await page?.close();
    await server?.stop();
    await emulator?.stop();
  }, 60_000);

  /** The Connect button's computed colours, and the list's text colour. */
  const colours = () =>
    consumer.connectButton('CRM').evaluate((button) => {
      const list = document.querySelector('.pb-accounts');
      return {
        background: getComputedStyle(button).backgroundColor,
        text: getComputedStyle(button).color,
        listText: list ? getComputedStyle(list).color : 'no .pb-accounts',
        bodyBackground: getComputedStyle(document.body).backgroundColor,
      };
    });

  /** The background of the Docs button, which the host themes through `appearance`. */
  const hostThemedBackground = () =>
    consumer.connectButton('Docs').evaluate((button) => getComputedStyle(button).backgroundColor);

  const expectReadable = (found: Awaited<ReturnType<typeof colours>>) => {
    for (const colour of [found.text, found.listText, found.bodyBackground]) {
      expect(colour).toMatch(/^rgba?\(/);
      expect(colour).not.toBe('rgba(0, 0, 0, 0)');
    }
    expect(found.text).not.toBe(found.background);
  };

  test('light theme: the Connect button has the primary colour and readable text', async () => {
    await consumer.open(server.url, 'light', EMAIL);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.screenshot({ path: join(ARTIFACTS, `consumer-${slug}-light.png`), fullPage: true });
    const found = await colours();
    expect(found.background, JSON.stringify(found)).toBe(PRIMARY.light);
    expectReadable(found);
    await expect(hostThemedBackground()).resolves.toBe(HOST_PRIMARY);
  });

  test('connect: consent in the popup, the callback page, ACTIVE in the list without a reload', async () => {
    await consumer.open(server.url, 'light', EMAIL);
    await expect(consumer.account('CRM', EMAIL).count()).resolves.toBe(0);
    // A marker that a reload would wipe: the list must update in place.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const consent = await consumer.startConnecting('CRM');
    const closed = consent.page.waitForEvent('close');
    await consent.approve();
    await consent.page.waitForURL((url) => url.pathname === '/connect/callback');
    await consent.page.getByText('Connected. You can close this window.').waitFor();
    await closed;
    await consumer.account('CRM', EMAIL).getByText('Active', { exact: true }).waitFor();
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
  });

  test('a read-only tool renders in its viewer', async () => {
    await page.getByRole('button', { name: 'List people' }).click();
    const result = page.locator('[data-tool="crm_list_people"]');
    await result.getByRole('table').waitFor();
    expect(await result.getByRole('row').count()).toBeGreaterThan(1);
    await page.screenshot({
      path: join(ARTIFACTS, `consumer-${slug}-light-connected.png`),
      fullPage: true,
    });
  });

  test('dark theme: the Connect button has the dark primary colour and readable text', async () => {
    await consumer.open(server.url, 'dark', EMAIL);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await consumer.account('CRM', EMAIL).getByText('Active', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'List people' }).click();
    await page.locator('[data-tool="crm_list_people"]').getByRole('table').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, `consumer-${slug}-dark.png`), fullPage: true });
    const found = await colours();
    expect(found.background, JSON.stringify(found)).toBe(PRIMARY.dark);
    expectReadable(found);
    await expect(hostThemedBackground()).resolves.toBe(HOST_PRIMARY);
  });

  test('system theme: the palette follows the system setting', async () => {
    try {
      for (const scheme of ['dark', 'light'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await consumer.open(server.url, 'system', EMAIL);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('system');
        const found = await colours();
        expect(found.background, `${scheme}: ${JSON.stringify(found)}`).toBe(PRIMARY[scheme]);
        expectReadable(found);
        await expect(hostThemedBackground()).resolves.toBe(HOST_PRIMARY);
      }
    } finally {
      await page.emulateMedia({ colorScheme: null });
    }
  });

  test('disconnect removes the account', async () => {
    await consumer.disconnect('CRM', EMAIL);
    await consumer.account('CRM', EMAIL).waitFor({ state: 'detached' });
    await consumer.emptyList().waitFor();
  });

  test('no console errors or warnings, no hydration warnings, no uncaught errors', () => {
    expect(problems).toEqual([]);
  });
});
