import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { AccountPanels } from './pages/accounts-panels.ts';
import { OnboardingPage } from './pages/onboarding-page.ts';
import { SignInPage } from './pages/sign-in-page.ts';
import { watchCspViolations } from './support/csp-violations.ts';
import { setupExampleSession } from './support/example-session.ts';

const session = setupExampleSession();

/** The page's overflow, as the scroll lock of a modal dialog sets it. */
function pageOverflow(dialog: Locator): Promise<string> {
  return dialog.page().evaluate(() => getComputedStyle(document.documentElement).overflowY);
}

/** Waits for a dialog to open with the page locked behind it, then closes it with Escape. */
async function closeWithEscape(dialog: Locator): Promise<void> {
  await dialog.waitFor();
  await expect(pageOverflow(dialog)).resolves.toBe('hidden');
  await dialog.page().keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  // The backdrop, which holds the lock, may leave a moment after the dialog.
  await expect.poll(() => pageOverflow(dialog)).not.toBe('hidden');
}

/**
 * Opens and closes every dialog of the kit the example shows, as a signed-in Ada with Docs
 * connected: a modal's scroll lock must inject no `<style>` element. Makes a token named `token`
 * for the revoke dialog.
 */
async function openEveryDialog(page: Page, origin: string, token: string): Promise<void> {
  await page.goto(`${origin}/accounts`);
  const panels = new AccountPanels(page);
  await closeWithEscape(await panels.openPermissions('Docs', 'ada@acme.test'));
  await closeWithEscape(await panels.openActivity('Docs', 'ada@acme.test'));
  await page.getByRole('button', { name: 'Disconnect Docs (ada@acme.test)' }).click();
  await closeWithEscape(page.getByRole('dialog', { name: 'Disconnect Docs?' }));

  await page.goto(`${origin}/ai-clients`);
  await page.getByRole('textbox', { name: 'Name' }).fill(token);
  await page.getByRole('button', { name: 'Create token' }).click();
  await page.getByRole('button', { name: 'I have copied it' }).click();
  await page.getByRole('button', { name: `Revoke ${token}` }).click();
  await closeWithEscape(page.getByRole('dialog', { name: `Revoke “${token}”?` }));
}

/**
 * Serves the example's pages under a nonce-based style policy, as a host with per-response
 * nonces does: `style-src 'nonce-…'` with no `'self'`, and the nonce on the page's stylesheet
 * link. An element the kit injected without the nonce would be refused.
 */
async function serveWithStyleNonce(page: Page, origin: string, nonce: string): Promise<void> {
  await page.route(`${origin}/**`, async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const policy = response.headers()['content-security-policy'] ?? '';
    await route.fulfill({
      response,
      headers: {
        ...response.headers(),
        'content-security-policy': policy.replace("style-src 'self'", `style-src 'nonce-${nonce}'`),
      },
      body: (await response.text()).replaceAll(
        '<link rel="stylesheet"',
        `<link rel="stylesheet" nonce="${nonce}"`,
      ),
    });
  });
}

test('the example pages run under the strict CSP with no violation, and an inline style is caught', async () => {
  const { app, browser } = session;
  const violations = await watchCspViolations(browser.context);
  const page = await browser.context.newPage();
  const signIn = new SignInPage(page);
  const home = await page.goto(app.origin);
  expect(home?.headers()['content-security-policy']).toContain("style-src 'self'");
  await signIn.open(app.origin);
  await signIn.continueAs('Ada Lovelace');
  const onboarding = new OnboardingPage(page);
  await onboarding.waitUntilShown();

  // The callback page runs in the popup, under the same policy.
  await onboarding.connect('Docs');
  await onboarding.account('Docs', 'ada@acme.test').getByText('Active', { exact: true }).waitFor();

  await openEveryDialog(page, app.origin, 'Work laptop');

  await page.goto(`${app.origin}/ask`);
  await page.getByRole('heading', { name: 'Ask Acme' }).waitFor();
  expect(await violations.all()).toEqual([]);

  // The watch can fail: an inline style, which the policy refuses, is reported.
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body { outline: 1px solid red; }';
    document.head.append(style);
  });
  await expect.poll(() => violations.all()).toContainEqual(expect.stringContaining('style-src'));
  await page.close();
});

test('under a nonce-based style policy, every dialog of the kit opens with no violation', async () => {
  const { app, browser } = session;
  const violations = await watchCspViolations(browser.context);
  const page = await browser.context.newPage();
  await serveWithStyleNonce(page, app.origin, 'e2e-nonce-4f9c');
  // Ada is still signed in, with Docs connected, from the test above.
  await openEveryDialog(page, app.origin, 'Home desktop');
  expect(await violations.all()).toEqual([]);

  await page.evaluate(() => document.head.append(document.createElement('style')));
  await expect.poll(() => violations.all()).toContainEqual(expect.stringContaining('style-src'));
  await page.close();
});

test("the emulator's consent page refuses to be framed", async () => {
  const { app, browser } = session;
  await browser.context.clearCookies();
  const page = await browser.context.newPage();
  const signIn = new SignInPage(page);
  await signIn.open(app.origin);
  await signIn.continueAs('Grace Hopper');
  const onboarding = new OnboardingPage(page);
  await onboarding.waitUntilShown();
  const consent = await onboarding.startConnecting('CRM');
  const link = consent.page.url();
  await consent.page.close();

  // A page of another site, with no policy of its own, frames the consent link.
  const attacker = await browser.context.newPage();
  const refusals: string[] = [];
  attacker.on('console', (message) => refusals.push(message.text()));
  await attacker.setContent(`<iframe src="${link}" title="consent"></iframe>`);
  await expect.poll(() => refusals.join('\n')).toMatch(/frame-ancestors 'none'|X-Frame-Options/);
  const frame = attacker.frames().find((candidate) => candidate !== attacker.mainFrame());
  expect(await frame?.getByRole('button', { name: 'Allow access' }).count()).toBe(0);
  await attacker.close();
  await page.close();
});
