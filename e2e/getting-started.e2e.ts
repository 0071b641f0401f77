// The docs' getting-started guides, Vite + Express and Next.js, followed as a new user would and
// run as customers get the kit: the packages packed once (`npm run pack`, the guides' pack step),
// each guide's install commands run in a fresh folder beside this checkout, its files written where
// its page says, its `npm run build` (Next: Turbopack, its default), its `npm run emulator` and
// `npm start`; then, in one Chromium: the guide's own sign-in, the themes and the guide's
// `appearance`, connect in the popup, a tool in its viewer, disconnect, and not one console error
// or warning (e2e/consumers/prepare.ts). Then each app once more without its client secret, as
// the guides say it behaves: Express refuses to start, Next.js answers 500 NOT_CONFIGURED.
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  assembleGuideApp,
  buildGuideApp,
  GUIDES_DIR,
  type Guide,
  type GuideApp,
  type PackedPackages,
  packPackages,
} from './consumers/prepare.ts';
import { ConsumerPage } from './pages/consumer-page.ts';
import { FIRST_CRM_ACCOUNT } from './support/account-names.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import {
  CLIENT,
  type RunningProcess,
  startGuideApp,
  startGuideEmulator,
} from './support/consumer-app.ts';
import { contrastRatio } from './support/contrast.ts';

const ROOT = join(import.meta.dirname, '..');
const ARTIFACTS = join(import.meta.dirname, 'artifacts');
/** Whom the test signs in as, on the guides' sign-in form. */
const EMAIL = 'ada@example.com';
/** The stylesheet's --pb-color-text in each theme, the colour of the list of accounts. */
const TEXT = { light: 'rgb(22, 24, 29)', dark: 'rgb(241, 243, 247)' };
/** The stylesheet's --pb-color-background in each theme, on <html> for the host's own CSS. */
const BACKGROUND = { light: 'rgb(255, 255, 255)', dark: 'rgb(20, 22, 27)' };
/** The guides' `appearance.variables['color-primary']`, which must win in every theme. */
const HOST_PRIMARY = 'rgb(15, 118, 110)';

const GUIDES: { label: string; guide: Guide; page: string }[] = [
  { label: 'Vite + Express', guide: 'vite-express', page: 'vite-express.mdx' },
  { label: 'Next.js (Turbopack)', guide: 'next', page: 'nextjs.mdx' },
];
const PAGES = join(ROOT, 'apps/docs/src/content/docs/getting-started');

let packed: PackedPackages | undefined;
const apps = new Map<Guide, GuideApp>();
let browser: Browser;

beforeAll(async () => {
  const started = performance.now();
  packed = await packPackages();
  const [vite, next, launched] = await Promise.all([
    assembleGuideApp('vite-express'),
    assembleGuideApp('next'),
    launchChromium(),
  ]);
  apps.set('vite-express', vite).set('next', next);
  browser = launched;
  // One build at a time: they are CPU-bound and the machine has two cores.
  for (const app of apps.values()) await buildGuideApp(app);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.info(
    [
      `pack ${seconds(packed.ms)}`,
      ...[...apps.values()].flatMap((app) =>
        Object.entries(app.timings).map(([step, ms]) => `${app.guide} ${step} ${seconds(ms)}`),
      ),
      `total ${seconds(performance.now() - started)}`,
    ].join('\n'),
  );
  await mkdir(ARTIFACTS, { recursive: true });
}, 900_000);

afterAll(async () => {
  await browser?.close();
  for (const app of apps.values()) await app.remove();
}, 60_000);

test('the guides pack with the repository’s own pack script', () => {
  const pack = readFileSync(join(GUIDES_DIR, 'pack.sh'), 'utf8');
  expect(pack).toContain('\nnpm run pack\n');
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  expect(scripts.pack).toBe('node scripts/pack-packages.mjs');
});

test('the Vite guide’s package.json is what its install commands wrote', () => {
  const app = apps.get('vite-express');
  if (!app) throw new Error('The Vite + Express app was not assembled.');
  const written = JSON.parse(readFileSync(join(app.dir, 'package.json'), 'utf8'));
  const shown = JSON.parse(readFileSync(join(GUIDES_DIR, 'vite-express/package.json'), 'utf8'));
  expect(written).toMatchObject(shown);
});

test.each(GUIDES)('$label: the page’s own commands are the ones this test runs', ({ page }) => {
  // The files and the install commands are snippets the test reads; the rest is in the page.
  const text = readFileSync(join(PAGES, page), 'utf8');
  const commands = [...text.matchAll(/```sh\n([\s\S]*?)```/g)].map(([, block]) =>
    block?.replace(/^ +/gm, '').trim(),
  );
  // startGuideEmulator and startGuideApp run these two, in the app's folder.
  expect(commands).toEqual(['npm run emulator', 'npm run build && npm start']);
});

test.each(GUIDES)('$label: the emulator is a devDependency', ({ guide }) => {
  const app = apps.get(guide);
  if (!app) throw new Error(`The ${guide} app was not assembled.`);
  const written = JSON.parse(readFileSync(join(app.dir, 'package.json'), 'utf8'));
  expect(written.devDependencies).toHaveProperty(['@plugboard/emulator']);
  expect(written.dependencies).not.toHaveProperty(['@plugboard/emulator']);
});

describe.each(GUIDES)('$label guide', ({ guide }) => {
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
    const app = apps.get(guide);
    if (!app) throw new Error(`The ${guide} app was not assembled.`);
    emulator = await startGuideEmulator(app);
    server = await startGuideApp(app, emulator);
    await browser.context.clearCookies();
    browser.context.on('page', watch);
    page = await browser.context.newPage();
    page.setDefaultTimeout(15_000);
    consumer = new ConsumerPage(page);
  }, 120_000);

  test('signed out: the page sends to the sign-in, and the BFF answers 401', async () => {
    const accounts = await fetch(`${server.url}/api/plugboard/accounts`);
    expect(accounts.status).toBe(401);
    expect(await accounts.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    await consumer.signIn(server.url, EMAIL);
  });

  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !page) return;
    const name = task.name.replace(/\W+/g, '-').slice(0, 40);
    await page.screenshot({ path: join(ARTIFACTS, `guide-${guide}-failed-${name}.png`) });
    console.error(`${guide} app output:\n${server?.output().slice(-4000)}`);
  });

  afterAll(async () => {
    browser.context.off('page', watch);
    await page?.close();
    await server?.stop();
    await emulator?.stop();
  }, 60_000);

  /** The Connect button's computed colours, the list's text colour, the page's palette. */
  const colours = () =>
    consumer.connectButton('CRM').evaluate((button) => {
      const list = document.querySelector('.pb-accounts');
      // An element of the host's own, outside every Plugboard element, painted from the palette.
      const host = document.body.appendChild(document.createElement('div'));
      host.style.background = 'var(--pb-color-background)';
      const pageBackground = getComputedStyle(host).backgroundColor;
      host.remove();
      return {
        background: getComputedStyle(button).backgroundColor,
        text: getComputedStyle(button).color,
        listText: list ? getComputedStyle(list).color : 'no .pb-accounts',
        pageBackground,
      };
    });

  /** The theme's palette on the list, the host's colour on the button, its text readable. */
  const expectThemed = (found: Awaited<ReturnType<typeof colours>>, theme: 'light' | 'dark') => {
    expect(found.listText, JSON.stringify(found)).toBe(TEXT[theme]);
    // A host styles its own page from the palette: the variables are on <html> too.
    expect(found.pageBackground, JSON.stringify(found)).toBe(BACKGROUND[theme]);
    expect(found.background, JSON.stringify(found)).toBe(HOST_PRIMARY);
    // The guides set the text colour with the brand colour; without it the dark theme's dark
    // text would sit on the host's teal.
    expect(contrastRatio(found.text, found.background), JSON.stringify(found)).toBeGreaterThan(4.5);
  };

  test('light theme: the palette on the list, the appearance colour on Connect', async () => {
    await consumer.open(server.url, 'light');
    await page.screenshot({ path: join(ARTIFACTS, `guide-${guide}-light.png`), fullPage: true });
    expectThemed(await colours(), 'light');
  });

  test('connect: consent in the popup, the callback page, ACTIVE in the list without a reload', async () => {
    await consumer.open(server.url, 'light');
    await expect(consumer.account('CRM', FIRST_CRM_ACCOUNT).count()).resolves.toBe(0);
    // A marker that a reload would wipe: the list must update in place.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const consent = await consumer.startConnecting('CRM');
    const closed = consent.page.waitForEvent('close');
    await consent.approve();
    await consent.page.waitForURL((url) => url.pathname === '/connect/callback');
    await consent.page.getByText('Connected. You can close this window.').waitFor();
    await closed;
    await consumer.account('CRM', FIRST_CRM_ACCOUNT).getByText('Active', { exact: true }).waitFor();
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
  });

  test('a read-only tool renders in its viewer', async () => {
    await page.getByRole('button', { name: 'List people' }).click();
    const result = page.locator('[data-tool="crm_list_people"]');
    await result.getByRole('table').waitFor();
    expect(await result.getByRole('row').count()).toBeGreaterThan(1);
    await page.screenshot({
      path: join(ARTIFACTS, `guide-${guide}-light-connected.png`),
      fullPage: true,
    });
  });

  test('dark theme: the dark palette on the list, the appearance colour on Connect', async () => {
    await consumer.open(server.url, 'dark');
    await consumer.account('CRM', FIRST_CRM_ACCOUNT).getByText('Active', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'List people' }).click();
    await page.locator('[data-tool="crm_list_people"]').getByRole('table').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, `guide-${guide}-dark.png`), fullPage: true });
    expectThemed(await colours(), 'dark');
  });

  test('system theme: the palette follows the system setting', async () => {
    try {
      for (const scheme of ['dark', 'light'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await consumer.open(server.url, 'system');
        expectThemed(await colours(), scheme);
      }
    } finally {
      await page.emulateMedia({ colorScheme: null });
    }
  });

  test('disconnect removes the account', async () => {
    await consumer.disconnect('CRM', FIRST_CRM_ACCOUNT);
    await consumer.account('CRM', FIRST_CRM_ACCOUNT).waitFor({ state: 'detached' });
    await consumer.emptyList().waitFor();
  });

  test('no console errors or warnings, no hydration warnings, no uncaught errors', () => {
    expect(problems).toEqual([]);
  });
});

describe.each(GUIDES)('$label without PLUGBOARD_CLIENT_SECRET', ({ guide }) => {
  const SECRET_LINE = /^PLUGBOARD_CLIENT_SECRET=.*\n/m;
  let envFile: string;
  let env: string;
  let emulator: RunningProcess;

  beforeAll(async () => {
    const app = apps.get(guide);
    if (!app) throw new Error(`The ${guide} app was not assembled.`);
    envFile = join(app.dir, guide === 'next' ? '.env.local' : '.env');
    env = readFileSync(envFile, 'utf8');
    expect(env).toMatch(SECRET_LINE);
    writeFileSync(envFile, env.replace(SECRET_LINE, ''));
    emulator = await startGuideEmulator(app);
  }, 120_000);

  afterAll(async () => {
    if (env) writeFileSync(envFile, env);
    await emulator?.stop();
  }, 60_000);

  const start = () => {
    const app = apps.get(guide);
    if (!app) throw new Error(`The ${guide} app was not assembled.`);
    return startGuideApp(app, emulator, { without: ['PLUGBOARD_CLIENT_SECRET'] });
  };

  if (guide === 'vite-express') {
    test('the server refuses to start, naming the variable', async () => {
      await expect(start()).rejects.toThrow(/PLUGBOARD_CLIENT_SECRET/);
    });
  } else {
    test('the app starts, and the first BFF request answers 500 NOT_CONFIGURED naming it', async () => {
      const server = await start();
      try {
        // Signed in, so that only the missing setting stands in the way.
        const signIn = await fetch(`${server.url}/api/sign-in`, {
          method: 'POST',
          body: new URLSearchParams({ email: EMAIL }),
          redirect: 'manual',
        });
        const cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
        expect(cookie).toMatch(/^my_app_session=/);
        const accounts = await fetch(`${server.url}/api/plugboard/accounts`, {
          headers: { cookie },
        });
        expect(accounts.status).toBe(500);
        const { error } = await accounts.json();
        expect(error.code).toBe('NOT_CONFIGURED');
        expect(error.message).toContain('PLUGBOARD_CLIENT_SECRET');
        // The message names the setting, never a value of another.
        expect(error.message).not.toContain(CLIENT.id);
      } finally {
        await server.stop();
      }
    });
  }
});
