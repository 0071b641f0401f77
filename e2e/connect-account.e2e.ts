import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { OnboardingPage } from './pages/onboarding-page.ts';
import { SignInPage } from './pages/sign-in-page.ts';
import { type Browser, launchChromium } from './support/chromium.ts';
import { type RunningApp, startExampleApp } from './support/example-app.ts';

let app: RunningApp;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [app, browser] = await Promise.all([startExampleApp(), launchChromium()]);
  page = await browser.context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

test('a signed-in user connects docsapp in a popup, sees it ACTIVE, then disconnects it', async () => {
  const signIn = new SignInPage(page);
  await signIn.open(app.origin);
  await signIn.continueAs('Ada Lovelace');

  const onboarding = new OnboardingPage(page);
  await onboarding.waitUntilShown();
  await expect(onboarding.account('Docs', 'ada@acme.test').count()).resolves.toBe(0);

  // A marker that a reload would wipe: the list must update in place.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const consent = await onboarding.startConnecting('Docs');
  expect(new URL(consent.page.url()).pathname).toMatch(/^\/connect\//);
  const popupClosed = consent.page.waitForEvent('close');
  await consent.approve();
  // The callback page verifies, tells this page, and closes itself.
  await popupClosed;

  const account = onboarding.account('Docs', 'ada@acme.test');
  await account.getByText('Active', { exact: true }).waitFor();
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);

  await onboarding.disconnect('Docs', 'ada@acme.test');
  await account.waitFor({ state: 'detached' });
  await page.reload();
  await onboarding.waitUntilShown();
  await onboarding
    .accountsList()
    .getByText(/no connected accounts/i)
    .waitFor();
});
