import { expect, test } from 'vitest';
import { ConsentPage } from './pages/consent-page.ts';
import { OnboardingPage } from './pages/onboarding-page.ts';
import { SignInPage } from './pages/sign-in-page.ts';
import { FIRST_CRM_ACCOUNT } from './support/account-names.ts';
import { setupExampleSession } from './support/example-session.ts';

const session = setupExampleSession();

test('a signed-in user connects docsapp in a popup, sees it ACTIVE, then disconnects it', async () => {
  const { app, page } = session;
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

test('with popups blocked, the flow runs in the same tab and comes back to the app', async () => {
  const { app, browser } = session;
  await browser.context.clearCookies();
  const tab = await browser.context.newPage();
  // What a popup blocker does: window.open answers null.
  await tab.addInitScript(() => {
    window.open = () => null;
  });
  const signIn = new SignInPage(tab);
  await signIn.open(app.origin);
  await signIn.continueAs('Grace Hopper');
  const onboarding = new OnboardingPage(tab);
  await onboarding.waitUntilShown();

  await tab.getByRole('button', { name: 'Connect CRM' }).click();
  const consent = new ConsentPage(tab);
  await tab.getByRole('button', { name: 'Allow access' }).waitFor();
  await consent.approve();

  await onboarding.waitUntilShown();
  expect(new URL(tab.url()).origin).toBe(app.origin);
  await onboarding.account('CRM', FIRST_CRM_ACCOUNT).getByText('Active', { exact: true }).waitFor();
  await tab.close();
});

test('a connected CRM runs a read-only tool and shows people in the CRM viewer', async () => {
  const { app, browser } = session;
  await browser.context.clearCookies();
  const tab = await browser.context.newPage();
  const signIn = new SignInPage(tab);
  await signIn.open(app.origin);
  await signIn.continueAs('Alan Turing');
  const onboarding = new OnboardingPage(tab);
  await onboarding.waitUntilShown();
  const consent = await onboarding.startConnecting('CRM');
  await consent.approve();
  await onboarding.account('CRM', FIRST_CRM_ACCOUNT).getByText('Active', { exact: true }).waitFor();

  const card = onboarding.tryItCard('CRM');
  await card.getByRole('button', { name: 'List people' }).click();
  const result = card.locator('[data-tool="crm_list_people"]');
  await result.getByRole('table').waitFor();
  expect(await result.getByRole('row').count()).toBeGreaterThan(1);
  await tab.close();
});
