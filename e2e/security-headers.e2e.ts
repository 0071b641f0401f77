import type { Locator } from 'playwright-core';
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
  await expect(pageOverflow(dialog)).resolves.not.toBe('hidden');
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
  const consent = await onboarding.startConnecting('Docs');
  const popupClosed = consent.page.waitForEvent('close');
  await consent.approve();
  await popupClosed;
  await onboarding.account('Docs', 'ada@acme.test').getByText('Active', { exact: true }).waitFor();

  // Every dialog of the kit: a modal's scroll lock must not inject a `<style>` element.
  await page.goto(`${app.origin}/accounts`);
  const panels = new AccountPanels(page);
  await closeWithEscape(await panels.openPermissions('Docs', 'ada@acme.test'));
  await closeWithEscape(await panels.openActivity('Docs', 'ada@acme.test'));
  await page.getByRole('button', { name: 'Disconnect Docs (ada@acme.test)' }).click();
  await closeWithEscape(page.getByRole('dialog', { name: 'Disconnect Docs?' }));

  await page.goto(`${app.origin}/ai-clients`);
  await page.getByRole('textbox', { name: 'Name' }).fill('Work laptop');
  await page.getByRole('button', { name: 'Create token' }).click();
  await page.getByRole('button', { name: 'I have copied it' }).click();
  await page.getByRole('button', { name: 'Revoke Work laptop' }).click();
  await closeWithEscape(page.getByRole('dialog', { name: 'Revoke “Work laptop”?' }));

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
