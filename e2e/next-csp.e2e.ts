// The production guide's Content-Security-Policy recipe for Next.js, on the getting-started's
// Next.js app as a customer builds it from the packed packages (e2e/consumers/prepare.ts): the
// guide's proxy.ts (a nonce per page view), its app/layout.tsx (pages rendered per request) and its
// app/brand.css (the brand colours out of `appearance`), with the one edit it asks of
// app/integrations.tsx. `next build` typechecks those files, which the docs' own typecheck cannot
// (it has no `next`). Then, in Chromium: the page signs in, connects and runs a tool with not one
// CSP violation, and a style element without the nonce is refused, so the watch can fail.
import { readFileSync } from 'node:fs';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  assembleGuideApp,
  buildGuideApp,
  type GuideApp,
  packPackages,
} from './consumers/prepare.ts';
import { ConsumerPage } from './pages/consumer-page.ts';
import { FIRST_CRM_ACCOUNT } from './support/account-names.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { type RunningProcess, startGuideApp, startGuideEmulator } from './support/consumer-app.ts';
import { watchCspViolations } from './support/csp-violations.ts';

const ROOT = join(import.meta.dirname, '..');
const RECIPE = join(ROOT, 'apps/docs/snippets/guides/next');
/** The production guide's files, each new or replacing the getting-started's. */
const FILES = ['proxy.ts', 'app/layout.tsx', 'app/brand.css'];
const EMAIL = 'ada@example.com';

/** What the guide tells the reader to remove from app/integrations.tsx, each exactly once. */
const REMOVED = [
  /\n {2}type Appearance,/,
  /\n\/\*\* Set the text colour[\s\S]*?satisfies Appearance;\n/,
  /\n *\{\/\* Your brand colours[^\n]*\*\/\}/,
  / appearance=\{BRAND\}/,
];

let app: GuideApp;
let browser: Browser;
let emulator: RunningProcess;
let server: RunningProcess;

beforeAll(async () => {
  await packPackages();
  const [assembled, launched] = await Promise.all([assembleGuideApp('next'), launchChromium()]);
  app = assembled;
  browser = launched;
  for (const file of FILES) await cp(join(RECIPE, file), join(app.dir, file));
  const integrations = join(app.dir, 'app/integrations.tsx');
  let source = await readFile(integrations, 'utf8');
  for (const pattern of REMOVED) {
    expect(source, `app/integrations.tsx has ${pattern}`).toMatch(pattern);
    source = source.replace(pattern, '');
  }
  expect(source).not.toContain('BRAND');
  await writeFile(integrations, source);
  await buildGuideApp(app);
  emulator = await startGuideEmulator(app);
  server = await startGuideApp(app, emulator);
}, 900_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await emulator?.stop();
  await app?.remove();
}, 60_000);

/** The nonce a page's policy names for scripts. */
function scriptNonce(policy: string | null): string | undefined {
  return policy?.match(/script-src [^;]*'nonce-([^']+)'/)?.[1];
}

test('each page view gets its own nonce, on the policy and on the scripts Next renders', async () => {
  const views = await Promise.all([1, 2].map(() => fetch(`${server.url}/sign-in`)));
  const nonces = views.map((view) => scriptNonce(view.headers.get('content-security-policy')));
  expect(nonces[0]).toBeTruthy();
  expect(nonces[1]).toBeTruthy();
  expect(nonces[0]).not.toBe(nonces[1]);
  const html = await views[0]?.text();
  expect(html).toContain(`nonce="${nonces[0]}"`);
  expect(views[0]?.headers.get('x-content-type-options')).toBe('nosniff');
  const callback = await fetch(`${server.url}/connect/callback`);
  expect(callback.headers.get('referrer-policy')).toBe('no-referrer');
});

test('sign in, connect and run a tool under the policy with no violation; a style without the nonce is refused', async () => {
  const violations = await watchCspViolations(browser.context);
  const problems: string[] = [];
  const watch = (watched: Page) =>
    watched.on('pageerror', (error) => problems.push(`pageerror on ${watched.url()}: ${error}`));
  browser.context.on('page', watch);
  const page = await browser.context.newPage();
  page.setDefaultTimeout(15_000);
  const consumer = new ConsumerPage(page);
  await consumer.signIn(server.url, EMAIL);
  // The brand colour from app/brand.css, now that `appearance` is gone.
  const background = await consumer
    .connectButton('CRM')
    .evaluate((button) => getComputedStyle(button).backgroundColor);
  expect(background).toBe('rgb(15, 118, 110)');
  const consent = await consumer.startConnecting('CRM');
  const closed = consent.page.waitForEvent('close');
  await consent.approve();
  await closed;
  await consumer.account('CRM', FIRST_CRM_ACCOUNT).getByText('Active', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'List people' }).click();
  await page.locator('[data-tool="crm_list_people"]').getByRole('table').waitFor();
  expect(await violations.all()).toEqual([]);
  expect(problems).toEqual([]);

  // A <style> element without the nonce, as an injection would add, is refused: the watch can
  // fail. (A script added from here would pass: 'strict-dynamic' trusts what a running script
  // adds, which is what lets Next load its chunks.)
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 1px solid red; }';
    document.head.append(style);
  });
  await expect.poll(() => violations.all()).toContainEqual(expect.stringContaining('style-src'));
  browser.context.off('page', watch);
  await page.close();
});

test('the guide shows the files this test builds', () => {
  const page = readFileSync(join(ROOT, 'apps/docs/src/content/docs/guides/production.mdx'), 'utf8');
  for (const file of FILES) expect(page).toContain(`snippets/guides/next/${file}?raw`);
});
